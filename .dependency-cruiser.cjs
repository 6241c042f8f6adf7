// The import rules of docs/ARCHITECTURE.md "Layers", checked by `npm run lint` (`npm run lint:layers`):
// no import cycle anywhere, type-only imports included; the front end's apps never import each other;
// and the server's layers. From the bottom:
//   config.ts, messages/, types/  →  lib/  →  db/  →  ports/, plugins/  →  modules/  →  app.ts, main.ts, cli/
// A file imports only from its own layer or the ones below. Type-only imports count like any other.
const path = require('node:path');

const SRC = '^server/src/';
/** A path pattern for files of the given places under server/src. */
const under = (...places) => `${SRC}(${places.join('|')})`;

const GROUND = ['config\\.ts', 'messages/', 'types/'];
const TOP = ['cli/', 'app\\.ts', 'main\\.ts'];

/** `from` may import none of `to`. */
const below = (name, from, to, comment) => ({
  name,
  severity: 'error',
  comment,
  from: { path: under(...from) },
  to: { path: under(...to) },
});

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
        'No two folders of server/src import each other, even through different files and other folders: no module pair, no lib ↔ db.',
      from: { path: SRC },
      to: { path: SRC, circular: true },
    },
    below(
      'ground-below-lib',
      GROUND,
      ['lib/', 'db/', 'ports/', 'plugins/', 'modules/', ...TOP],
      'config.ts, messages/ and types/ import nothing of the server.',
    ),
    below(
      'lib-below-db',
      ['lib/'],
      ['db/', 'ports/', 'plugins/', 'modules/', ...TOP],
      'lib/ imports nothing of db/, ports/, plugins/ or the modules.',
    ),
    below(
      'db-below-ports',
      ['db/'],
      ['ports/', 'plugins/', 'modules/', ...TOP],
      'db/ imports only lib/ and the ground.',
    ),
    below(
      'ports-below-modules',
      ['ports/'],
      ['plugins/', 'modules/', ...TOP],
      'ports/ are interfaces: they name lib/ and db/ types only.',
    ),
    below(
      'plugins-below-modules',
      ['plugins/'],
      ['ports/', 'modules/', ...TOP],
      'plugins/ import no module: a module passes them what they need (as app.ts passes the OAuth model).',
    ),
    below('modules-below-app', ['modules/'], TOP, 'A module imports no app, main or cli file.'),
    {
      name: 'apps-apart',
      severity: 'error',
      comment: 'The shell and the remotes never import each other: they meet through shared-api, shared-ui and URLs.',
      from: { path: '^(shell|mfe-[^/]+)/' },
      to: { path: '^(shell|mfe-[^/]+)(/|$)', pathNot: '^$1(/|$)' },
    },
    {
      name: 'shared-below-apps',
      severity: 'error',
      comment: 'shared-api and shared-ui import no app and not the server.',
      from: { path: '^shared-(api|ui)/' },
      to: { path: '^(shell|mfe-[^/]+|server)(/|$)' },
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
  },
};
