// Benchmark: the JavaScript that loading /reports downloads, gzip-compressed, split into the
// shell and each remote. Needs a running back-office (`npm start`); BASE_URL overrides the URL.
//   node e2e/bench/bundle-size.mjs
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://localhost:8080';
const tokenResponse = await fetch(`${base}/oauth/token`, {
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({
    grant_type: 'password',
    client_id: 'back-office',
    client_secret: 'back-office-public-secret',
    username: 'admin@plaatsbeschrijving.be',
    password: 'Beheer-2026!',
  }),
});
const { access_token, refresh_token } = await tokenResponse.json();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
});
const page = await browser.newPage();
await page.addInitScript(
  ([access, refresh]) => {
    localStorage.setItem('access_token', access);
    localStorage.setItem('refresh_token', refresh);
  },
  [access_token, refresh_token],
);

const bodies = [];
page.on('response', async (response) => {
  if (!/javascript/.test(response.headers()['content-type'] ?? '')) return;
  bodies.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, body })));
});
await page.goto(`${base}/reports`);
await page.locator('.bo-table tbody tr').first().waitFor();
const files = await Promise.all(bodies);
await browser.close();

const groups = new Map();
for (const { url, body } of files) {
  const group = /^\/mfe\/([^/]+)\//.exec(url)?.[1] ?? 'shell';
  const entry = groups.get(group) ?? { files: 0, raw: 0, gzip: 0 };
  entry.files += 1;
  entry.raw += body.length;
  entry.gzip += zlib.gzipSync(body, { level: 9 }).length;
  groups.set(group, entry);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
let total = { files: 0, raw: 0, gzip: 0 };
console.log('JavaScript downloaded by loading /reports (signed in):');
for (const [group, entry] of [...groups].sort()) {
  console.log(
    `  ${group.padEnd(8)} ${String(entry.files).padStart(3)} files  ${kb(entry.raw).padStart(11)} raw  ${kb(entry.gzip).padStart(10)} gzip`,
  );
  total = { files: total.files + entry.files, raw: total.raw + entry.raw, gzip: total.gzip + entry.gzip };
}
console.log(
  `  ${'total'.padEnd(8)} ${String(total.files).padStart(3)} files  ${kb(total.raw).padStart(11)} raw  ${kb(total.gzip).padStart(10)} gzip`,
);
