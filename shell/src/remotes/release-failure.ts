/** A released version's manifest (/releases/<app>/<version>/mf-manifest.json, the release registry's). */
const RELEASE_MANIFEST = /^\/releases\/([a-z][a-z0-9-]*)\/([^/]+)\/mf-manifest\.json$/;

/**
 * Tells the release registry that this page could not load a released version of a remote (its manifest or entry),
 * so that the Releases screen counts the failures per version; nothing for an entry that is not a release's. Loaded
 * only on such a failure (load-remote.ts): the first load does not carry it.
 */
export function reportReleaseFailure(entry: string): void {
  const match = RELEASE_MANIFEST.exec(entry);
  if (!match || typeof navigator === 'undefined' || !navigator.sendBeacon) return;
  const body = JSON.stringify({ app: match[1], version: match[2] });
  navigator.sendBeacon(
    '/api/remote-releases/failures',
    new Blob([body], { type: 'application/json' }),
  );
}
