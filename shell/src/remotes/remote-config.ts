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
