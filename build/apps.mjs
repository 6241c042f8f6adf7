/**
 * The ONE list of the back-office's apps (docs/ARCHITECTURE.md): the shell and every remote, with its dev
 * port. Adding a remote means one new folder `mfe-<name>` and one line here; the rspack
 * configurations, the unit-test projects, the lint boundaries and the dev servers derive from it.
 * The server discovers the built remotes by their folders (`/remotes.json`).
 */
export const APPS = [
  { dir: 'shell', port: 3000 },
  { dir: 'mfe-public', port: 3001 },
  { dir: 'mfe-reports', port: 3002 },
  { dir: 'mfe-templates', port: 3003 },
  { dir: 'mfe-wizard', port: 3004 },
  { dir: 'mfe-admin', port: 3005 },
];

/** Module Federation name of an app folder: `mfe-reports` → `mfe_reports`. */
export const federationName = (dir) => dir.replace(/-/g, '_');

/** The app of `dir` (its folder name); throws when it is not in the list. */
export function appOf(dir) {
  const app = APPS.find((candidate) => candidate.dir === dir);
  if (!app) throw new Error(`${dir} is not in build/apps.mjs`);
  return { ...app, name: federationName(app.dir) };
}
