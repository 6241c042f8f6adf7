/**
 * Writes `first-load.json` into the shell's build (issue 27): `{ js: [...], css: [...] }`, the
 * files the shell loads before it can render, i.e. the `bootstrap` chunk group behind the async
 * boundary of `src/index.ts` and the shared packages of the shell's `mf-manifest.json`. The
 * server turns them into `<link rel="preload">` hints in the `index.html` it serves, so the
 * browser fetches them with the entry instead of after it.
 */
import fs from 'node:fs';
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
      const hints = {
        js: [...files].filter((file) => file.endsWith('.js')).sort(),
        css: [...files].filter((file) => file.endsWith('.css')).sort(),
      };
      fs.writeFileSync(path.join(outputPath, 'first-load.json'), `${JSON.stringify(hints, null, 2)}\n`);
    });
  }
}
