/**
 * Builds the Module Federation runtime from its ES modules instead of its CommonJS files
 * (issue 12, first load). `@rspack/core` and `@module-federation/rspack` locate the runtime with
 * Node's `require.resolve`, which picks each package's `.cjs` build, and CommonJS is never
 * tree-shaken: the remote entries carried the whole sdk and bundler runtime, the shell the
 * sdk's Node loader as well. Measured on `/reports`: shell entry 33.0 → 27.8 KiB gzip, a
 * remote's `remoteEntry.js` 15.3 → 9.9 KiB.
 *
 * Every request for `@module-federation/<package>/dist/<file>.cjs` becomes its `.js` sibling
 * when the package ships one (they are `"type": "module"` packages shipping both), and the bare
 * `@module-federation/runtime` (aliased to its `.cjs` by the federation plugin) its ES entry.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

const runtimeEsm = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced/rspack'))
  .resolve('@module-federation/runtime')
  .replace(/\.cjs$/, '.js');

const federationCjs = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

export class FederationRuntimeAsEsm {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap(FederationRuntimeAsEsm.name, (factory) => {
      factory.hooks.beforeResolve.tap(FederationRuntimeAsEsm.name, (data) => {
        if (data.request === '@module-federation/runtime') {
          data.request = runtimeEsm;
        } else if (federationCjs.test(data.request)) {
          const esm = data.request.replace(/\.cjs$/, '.js');
          if (fs.existsSync(esm)) data.request = esm;
        }
      });
    });
  }
}
