import type { RemoteConfig } from '../../../config';

/**
 * /remotes.json per page load: each remote's live version from the registry, or its canary for the chosen resellers
 * and a sticky percentage of sessions; a remote with no live version keeps the built-in entry (apps.json /
 * REMOTE_URL_<APP>). The registry is read at most once per REGISTRY_TTL_MS per instance, and dropped at once on
 * every instance when a release changes (REMOTE_RELEASES_CHANGED on app.bus, Redis with REDIS_URL).
 */
export const REMOTE_RELEASES_CHANGED = 'remote-releases-changed';
/** The safety net behind the bus's messages: a change reaches every page load within this even if one is lost. */
export const REGISTRY_TTL_MS = 2_000;
/** The session's place (0-99) among the canary percentages: the same choice on every page load of the session. */
export const CANARY_COOKIE = 'remote_canary_bucket';

export interface ChosenRelease {
  app: string;
  liveEntry: string | null;
  canary: { entry: string; tenantIds: ReadonlySet<number>; percent: number } | null;
}

/** The entries of one page load: pure, so that the choice is tested without a server. */
export function chooseRemotes(
  defaults: readonly RemoteConfig[],
  remotes: readonly { app: string; name: string }[],
  chosen: readonly ChosenRelease[],
  tenantId: number | null,
  bucket: number | null,
): RemoteConfig[] {
  return defaults.map((remote) => {
    const app = remotes.find((candidate) => candidate.name === remote.name)?.app;
    const release = chosen.find((candidate) => candidate.app === app);
    if (!release) return remote;
    const { canary } = release;
    const inCanary =
      canary !== null &&
      ((tenantId !== null && canary.tenantIds.has(tenantId)) ||
        (bucket !== null && bucket < canary.percent));
    const entry = inCanary ? canary.entry : release.liveEntry;
    return entry ? { name: remote.name, entry } : remote;
  });
}
