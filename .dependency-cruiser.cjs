// The server's layers (docs/ARCHITECTURE.md "Layers"), checked by `npm run lint`
// (`depcruise server/src`). Type-only imports count like any other import.
const path = require('node:path');

const SRC = '^server/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle between files, type-only imports included.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular-folders',
      severity: 'error',
      scope: 'folder',
      comment:
        'No two folders of server/src import each other, even through different files: a module pair importing each other, or lib and db.',
      from: { path: SRC },
      to: { path: SRC, circular: true },
    },
    {
      name: 'foundation-below-modules',
      severity: 'error',
      comment: 'config, messages, lib and db sit below the modules: they import no module, plugin or app file.',
      from: { path: `${SRC}(config\\.ts|messages/|lib/|db/)` },
      to: { path: `${SRC}(modules/|plugins/|cli/|app\\.ts|main\\.ts)` },
    },
    {
      name: 'modules-below-plugins',
      severity: 'error',
      comment: 'A module imports no plugin, cli or app file.',
      from: { path: `${SRC}modules/` },
      to: { path: `${SRC}(plugins/|cli/|app\\.ts|main\\.ts)` },
    },
    {
      name: 'module-through-its-entry',
      severity: 'error',
      comment: "modules/X imports modules/Y only through Y's entry, modules/Y/index.ts.",
      from: { path: `${SRC}modules/([^/]+)/` },
      to: { path: `${SRC}modules/`, pathNot: [`${SRC}modules/$1/`, `${SRC}modules/[^/]+/index\\.ts$`] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // the seed, tests and benchmarks use server/src from above and are not part of its layers
    exclude: { path: ['node_modules', '^server/(seed|test|bench)/'] },
    tsPreCompilationDeps: true,
    // absolute: TypeScript resolves a relative name's `extends` from the wrong folder
    tsConfig: { fileName: path.join(__dirname, 'server/tsconfig.json') },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
