/**
 * Writes `first-load.json` into the shell's build (issue 27): `{ js: [...], css: [...] }`, the
 * files the shell loads before it can render, i.e. the `bootstrap` chunk group behind the async
 * boundary of `src/index.ts` and the shared packages of the shell's `mf-manifest.json`. The
 * server turns them into `<link rel="preload">` hints in the `index.html` it serves, so the
 * browser fetches them with the entry instead of after it. A file whose bytes another listed file
 * already has is left out (the first by name stays): the manifest lists shared-ui's stylesheet
 * twice, under two chunk ids with the same bytes, one for the shell's own copy and one for the
 * fallback of a consumer, and the page applies only one. Were it the other, the page would fetch
 * it when it needs it, as it does any file without a hint.
 */
import fs from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';

export class FirstLoadHints {
  apply(compiler) {
    compiler.hooks.done.tap(FirstLoadHints.name, (stats) => {
      const { outputPath, namedChunkGroups } = stats.toJson({ all: false, outputPath: true, chunkGroups: true });
      const manifest = JSON.parse(fs.readFileSync(path.join(outputPath, 'mf-manifest.json'), 'utf8'));
      const files = new Set([
        ...(namedChunkGroups.bootstrap?.assets ?? []).map((asset) => asset.name),
        ...manifest.shared.flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.css.sync]),
      ]);
      const seen = new Set();
      const distinct = [...files].sort().filter((file) => {
        const digest = createHash('sha256')
          .update(fs.readFileSync(path.join(outputPath, file)))
          .digest('hex');
        return !seen.has(digest) && seen.add(digest);
      });
      const hints = {
        js: distinct.filter((file) => file.endsWith('.js')),
        css: distinct.filter((file) => file.endsWith('.css')),
      };
      fs.writeFileSync(path.join(outputPath, 'first-load.json'), `${JSON.stringify(hints, null, 2)}\n`);
    });
  }
}

/**
 * Writes `screens.json` into a remote's build: `{ "<screen>": [files] }`, the files of each chunk
 * group named `screen-<screen>` (a screen's code loaded on demand, `webpackChunkName`). The
 * server hints them in the page of a URL whose route names that screen (`RouteEntry.screen` of
 * shared-api), so they load beside the remote's module instead of after it (docs/product.md
 * "First load").
 */
export class ScreenHints {
  apply(compiler) {
    compiler.hooks.done.tap(ScreenHints.name, (stats) => {
      const { outputPath, namedChunkGroups } = stats.toJson({ all: false, outputPath: true, chunkGroups: true });
      const screens = Object.fromEntries(
        Object.entries(namedChunkGroups)
          .filter(([name]) => name.startsWith('screen-'))
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, group]) => [name.slice('screen-'.length), group.assets.map((asset) => asset.name).sort()]),
      );
      fs.writeFileSync(path.join(outputPath, 'screens.json'), `${JSON.stringify(screens)}\n`);
    });
  }
}
