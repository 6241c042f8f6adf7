import { createAppConfig } from 'build-config';

export default createAppConfig({
  dir: import.meta.dirname,
  host: true,
  // the service worker at a stable name, served with its precache list by the server at /sw.js
  workers: { sw: './src/sw/service-worker.ts' },
});
