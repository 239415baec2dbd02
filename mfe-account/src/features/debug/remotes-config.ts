/** One remote as /remotes.json lists it. */
export interface RemoteConfigEntry {
  name: string;
  entry: string;
}

/** Fetches /remotes.json (no cache) the way the shell does at start. */
export async function fetchRemotesConfig(): Promise<RemoteConfigEntry[]> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const body = (await response.json()) as { remotes?: unknown };
  if (!Array.isArray(body?.remotes)) throw new Error('/remotes.json has no "remotes" list');
  return body.remotes.map((r: { name?: unknown; entry?: unknown }) => ({
    name: String(r?.name ?? ''),
    entry: String(r?.entry ?? ''),
  }));
}
