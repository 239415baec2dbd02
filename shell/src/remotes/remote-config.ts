/** One remote as /remotes.json lists it: its federation name and the URL of its mf-manifest.json. */
export interface RemoteEntry {
  name: string;
  entry: string;
}

let cached: RemoteEntry[] = [];

export async function fetchRemoteConfig(): Promise<RemoteEntry[]> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const body = (await response.json()) as { remotes: RemoteEntry[] };
  cached = body.remotes;
  return cached;
}

export function remoteEntry(name: string): RemoteEntry | undefined {
  return cached.find((r) => r.name === name);
}

/** A released version's manifest (/releases/<app>/<version>/mf-manifest.json, the release registry's). */
const RELEASE_MANIFEST = /^\/releases\/([a-z][a-z0-9-]*)\/([^/]+)\/mf-manifest\.json$/;

/**
 * Tells the release registry that this page could not load a released version of a remote (its manifest or entry),
 * so that the Releases screen counts the failures per version; nothing for a remote not loaded from a release.
 */
export function reportRemoteFailure(name: string): void {
  const match = RELEASE_MANIFEST.exec(remoteEntry(name)?.entry ?? '');
  if (!match || typeof navigator === 'undefined' || !navigator.sendBeacon) return;
  const body = JSON.stringify({ app: match[1], version: match[2] });
  navigator.sendBeacon(
    '/api/remote-releases/failures',
    new Blob([body], { type: 'application/json' }),
  );
}
