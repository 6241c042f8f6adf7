/**
 * Runtime registry of remotes (docs/ARCHITECTURE.md): reads `/remotes.json` (`[{name, version, entry}]`)
 * once per tab, registers the remotes with the Module Federation runtime and loads exposed
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

function registry(): Promise<RemoteEntry[]> {
  registered ??= fetch('/remotes.json', { headers: { accept: 'application/json' } })
    .then((response) => {
      if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
      return response.json() as Promise<RemoteEntry[]>;
    })
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

/** Loads `<remote>/<module>` and returns its default export (a React component). */
export async function loadRemoteComponent(remote: string, module: string): Promise<ComponentType> {
  const remotes = await registry();
  if (!remotes.some((entry) => entry.name === remote)) throw new RemoteUnavailableError(remote);
  const loaded = await loadRemote<{ default: ComponentType }>(`${remote}/${module}`);
  if (!loaded?.default) throw new Error(`${remote}/${module} has no default export`);
  return loaded.default;
}

/** Forgets a failed remote so the next load fetches its entry again (the retry button). */
export async function resetRemote(remote: string): Promise<void> {
  const remotes = await registry();
  const entry = remotes.find((candidate) => candidate.name === remote);
  if (entry) registerRemotes([entry], { force: true });
}
