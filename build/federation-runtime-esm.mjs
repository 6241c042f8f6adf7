/**
 * Builds the Module Federation runtime from its ES modules instead of its CommonJS files
 * (issue 12, first load). `@rspack/core` and `@module-federation/rspack` locate the runtime with
 * Node's `require.resolve`, which picks each package's `.cjs` build, and CommonJS is never
 * tree-shaken: the remote entries carried the whole sdk and bundler runtime, the shell the
 * sdk's Node loader as well. Measured on `/reports`: shell entry 33.0 → 27.8 KiB gzip, a
 * remote's `remoteEntry.js` 15.7 → 10.1 KiB.
 *
 * Once every plugin has set its aliases, each alias and each request that names
 * `@module-federation/<package>/dist/<file>.cjs` is pointed at its `.js` sibling when the package
 * ships one (they are `"type": "module"` packages shipping both). Only the files the federation
 * plugins chose are rewritten, so which version pnpm hoisted never matters.
 */
import fs from 'node:fs';
import path from 'node:path';

const federationCjs = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

/** The ES sibling of a federation package's `.cjs` file, or undefined. */
function esmSibling(file) {
  if (typeof file !== 'string' || !federationCjs.test(file)) return undefined;
  const esm = file.replace(/\.cjs$/, '.js');
  return fs.existsSync(esm) ? esm : undefined;
}

/**
 * A `data:` module (the federation runtime's entry) importing absolute paths imports them
 * relative to the context instead (issue 28): the absolute path of the checkout changed the
 * module's source, hence its minified names and the release's bytes, from one folder to another.
 */
function portableDataModule(request, context) {
  if (typeof request !== 'string' || !request.startsWith('data:')) return request;
  return request.replace(/(from\s*")(\/[^"]+)"/g, (match, from, file) => {
    const relative = path.relative(context, file).split(path.sep).join('/');
    return `${from}${relative.startsWith('.') ? relative : `./${relative}`}"`;
  });
}

export class FederationRuntimeAsEsm {
  apply(compiler) {
    const name = FederationRuntimeAsEsm.name;
    // afterResolvers runs after every afterPlugins tap, where the federation plugins alias
    compiler.hooks.afterResolvers.tap(name, () => {
      const alias = compiler.options.resolve.alias ?? {};
      for (const [key, target] of Object.entries(alias)) alias[key] = esmSibling(target) ?? target;
    });
    compiler.hooks.normalModuleFactory.tap(name, (factory) => {
      factory.hooks.beforeResolve.tap(name, (data) => {
        data.request = esmSibling(data.request) ?? portableDataModule(data.request, compiler.context);
      });
    });
  }
}
