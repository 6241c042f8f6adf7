/**
 * Runtime registry of remotes (docs/ARCHITECTURE.md): reads the registry (`[{name, version, entry}]`)
 * once per tab, from the `#bo-remotes` JSON the server writes into `index.html` (issue 27), or
 * from `/remotes.json` where the page has none (the dev server), registers the remotes with the Module Federation runtime and loads exposed
 * modules on demand. A tab keeps the versions it started with; every released version stays
 * served, so its lazy chunks still load after a newer release (issue 12).
 * Errors: `RemoteUnavailableError` when the remote is not deployed; any load failure rejects.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export interface RemoteEntry {
  name: string;
  entry: string;
}

export class RemoteUnavailableError extends Error {
  constructor(public readonly remote: string) {
    super(`Remote "${remote}" is not deployed.`);
  }
}

let registered: Promise<RemoteEntry[]> | null = null;

/** The registry the server wrote into the page, once: a retry reads `/remotes.json` again. */
function inlineRegistry(): RemoteEntry[] | undefined {
  const element = document.getElementById('bo-remotes');
  element?.remove();
  return element?.textContent ? (JSON.parse(element.textContent) as RemoteEntry[]) : undefined;
}

async function fetchRegistry(): Promise<RemoteEntry[]> {
  const response = await fetch('/remotes.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return (await response.json()) as RemoteEntry[];
}

function registry(): Promise<RemoteEntry[]> {
  const inline = inlineRegistry();
  registered ??= (inline ? Promise.resolve(inline) : fetchRegistry())
    .then((remotes) => {
      registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
      return remotes;
    })
    .catch((error: unknown) => {
      registered = null;
      throw error;
    });
  return registered;
}

/**
 * What an exposed module gives the shell: its screen (`default`) and, optionally, `preload`,
 * which starts loading the code of a screen the route table names (`RouteEntry.screen`) and
 * resolves once it is loaded; the shell's route waits for it, so the screen renders without
 * suspending (docs/product.md "First load").
 */
export interface ExposedModule {
  default: ComponentType;
  preload?: (screen: string) => Promise<unknown> | undefined;
}

/** Loads `<remote>/<module>` and returns its exports; rejects when it has no default export. */
export async function loadExposedModule(remote: string, module: string): Promise<ExposedModule> {
  const remotes = await registry();
  if (!remotes.some((entry) => entry.name === remote)) throw new RemoteUnavailableError(remote);
  const loaded = await loadRemote<ExposedModule>(`${remote}/${module}`);
  if (!loaded?.default) throw new Error(`${remote}/${module} has no default export`);
  return loaded;
}

/** Forgets a failed remote so the next load fetches its entry again (the retry button). */
export async function resetRemote(remote: string): Promise<void> {
  const remotes = await registry();
  const entry = remotes.find((candidate) => candidate.name === remote);
  if (entry) registerRemotes([entry], { force: true });
}
