/**
 * Compiles the API server for production (`npm start`, docs/operations.md "Running the server"):
 * `src/main.ts` and the PDF worker's entry bundled by esbuild into `dist/main.js` and
 * `dist/pdf-worker.js`, ES modules for Node 20, with every installed package left to `node_modules`
 * (the workspace's own `shared-api` is bundled in). Source maps beside them. No transpiler then
 * runs while the server starts. Exits non-zero on a compile error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const manifest = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));
const installed = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })
  .filter(([, version]) => !String(version).startsWith('workspace:'))
  .flatMap(([name]) => [name, `${name}/*`]);

fs.rmSync(path.join(here, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: here,
  entryPoints: { main: 'src/main.ts', 'pdf-worker': 'src/modules/documents/pdf/worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: installed,
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server: compiled to server/dist (main.js, pdf-worker.js)');
