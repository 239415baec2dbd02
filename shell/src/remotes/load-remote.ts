import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { SUPPORTED_CONTRACT_VERSIONS, type RemoteModule } from '@voice/contracts/core';
import { addCatalog } from '@voice/ui/core';
import { remoteEntry } from './remote-config';
import type { RemoteName } from './ownership';

/** Why a remote could not be used. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly reason: 'unavailable' | 'contract',
    message: string,
  ) {
    super(message);
  }
}

const RETRIES = 3;
const cache = new Map<RemoteName, Promise<RemoteModule>>();
/** Modules already loaded, for a first render that must not wait (hydrating a server-rendered page). */
const resolved = new Map<RemoteName, RemoteModule>();

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function attempt(remote: RemoteName): Promise<RemoteModule> {
  const mod = await loadRemote<{ default: RemoteModule } | RemoteModule>(`${remote}/routes`);
  if (!mod) throw new Error(`${remote} exposes no ./routes`);
  return 'default' in mod ? mod.default : mod;
}

/** Forget a failed load so that the next attempt really fetches the remote again. */
function reset(remote: RemoteName): void {
  cache.delete(remote);
  resolved.delete(remote);
  const entry = remoteEntry(remote);
  if (entry) registerRemotes([entry], { force: true });
}

async function loadWithRetry(remote: RemoteName): Promise<RemoteModule> {
  let lastError: unknown;
  for (let i = 0; i < RETRIES; i++) {
    try {
      const mod = await attempt(remote);
      if (!SUPPORTED_CONTRACT_VERSIONS.includes(mod.contractVersion)) {
        throw new RemoteLoadError(
          remote,
          'contract',
          `This section was built for contract version ${String(mod.contractVersion)}, which this app does not support (supported: ${SUPPORTED_CONTRACT_VERSIONS.join(', ')}).`,
        );
      }
      // Its screens render in the page's language from the first frame.
      if (mod.messages) await addCatalog(mod.messages);
      return mod;
    } catch (error) {
      if (error instanceof RemoteLoadError) throw error;
      lastError = error;
      if (i < RETRIES - 1) {
        reset(remote);
        await wait(300 * 2 ** i);
      }
    }
  }
  console.error(`Remote ${remote} failed to load`, lastError);
  // A released version (/releases/<app>/<version>/mf-manifest.json; the federation runtime makes the entry absolute)
  // that fails is counted on the Releases screen.
  const entry = remoteEntry(remote)?.entry;
  if (entry?.includes('/releases/')) navigator.sendBeacon?.('/api/remote-releases/failures', entry);
  throw new RemoteLoadError(remote, 'unavailable', 'This section is unavailable right now.');
}

/** Loads (once) the route module of a remote, retrying, and checks its contract version. */
export function loadRemoteModule(remote: RemoteName): Promise<RemoteModule> {
  let pending = cache.get(remote);
  if (!pending) {
    pending = loadWithRetry(remote);
    cache.set(remote, pending);
    pending.then(
      (mod) => resolved.set(remote, mod),
      () => cache.delete(remote),
    );
  }
  return pending;
}

/** The route module of a remote once it has loaded (or was provided), else undefined. */
export function loadedRemoteModule(remote: RemoteName): RemoteModule | undefined {
  return resolved.get(remote);
}

/** Hands over a remote's route module obtained another way (the server's render requires its server bundle). */
export function provideRemoteModule(remote: RemoteName, mod: RemoteModule): void {
  resolved.set(remote, mod);
  cache.set(remote, Promise.resolve(mod));
}

/** For the retry button: drop the failure and try again. */
export function retryRemote(remote: RemoteName): Promise<RemoteModule> {
  reset(remote);
  return loadRemoteModule(remote);
}

/** Forget every loaded remote (tests; a fresh start without a page reload). */
export function clearRemoteCache(): void {
  cache.clear();
  resolved.clear();
}

/** For /debug and the e2e checks: which remotes this page has loaded. */
export function loadedRemotes(): RemoteName[] {
  return [...cache.keys()];
}
