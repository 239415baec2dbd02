import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTES, type RemoteConfig } from '../../../config';
import { TtlCache, dropOnMessage } from '../../../lib/cache';
import { PUBLIC_CONTENT_CHANGED } from '../../../plugins/public-content';
import { tenantResellerId } from '../../../plugins/tenant';
import {
  CANARY_COOKIE,
  REGISTRY_TTL_MS,
  REMOTE_RELEASES_CHANGED,
  chooseRemotes,
  type ChosenRelease,
} from './choice';
import { canaryTenantIds } from './presenter';
import { listChosenReleases } from './repository';

const CANARY_COOKIE_MAX_AGE = 30 * 24 * 3600;

function bucketOf(request: FastifyRequest): number | null {
  const match = new RegExp(`(?:^|;\\s*)${CANARY_COOKIE}=(\\d{1,2})(?:;|$)`).exec(
    request.headers.cookie ?? '',
  );
  return match ? Number(match[1]) : null;
}

/** The chooser app.remotesFor uses (plugins/static.ts): /remotes.json and the server-rendered pages. */
function remoteReleaseChooser(
  app: FastifyInstance,
  remotes: readonly { app: string; name: string }[],
): (request: FastifyRequest, reply: FastifyReply) => Promise<readonly RemoteConfig[]> {
  const cache = new TtlCache<'registry', ChosenRelease[]>(REGISTRY_TTL_MS, 1);
  const unsubscribe = [
    dropOnMessage(app.bus, REMOTE_RELEASES_CHANGED, cache),
    dropOnMessage(app.bus, PUBLIC_CONTENT_CHANGED, cache),
  ];
  app.addHook('onClose', async () => unsubscribe.forEach((stop) => stop()));
  const load = async (): Promise<ChosenRelease[]> =>
    (await listChosenReleases(app.db)).map((row) => ({
      app: row.app,
      liveEntry: row.live_version ? row.live_manifest_url : null,
      canary:
        row.canary_version && row.canary_manifest_url
          ? {
              entry: row.canary_manifest_url,
              tenantIds: new Set(canaryTenantIds(row)),
              percent: Number(row.canary_percent),
            }
          : null,
    }));
  const memo = new WeakMap<FastifyRequest, readonly RemoteConfig[]>();
  return async (request, reply) => {
    const known = memo.get(request);
    if (known) return known;
    const chosen = cache.peek('registry')?.value ?? (await cache.get('registry', load));
    let bucket = bucketOf(request);
    if (bucket === null && chosen.some((release) => (release.canary?.percent ?? 0) > 0)) {
      bucket = randomInt(100);
      reply.header(
        'set-cookie',
        `${CANARY_COOKIE}=${String(bucket)}; Path=/; Max-Age=${String(CANARY_COOKIE_MAX_AGE)}; SameSite=Lax; HttpOnly`,
      );
    }
    const entries = chooseRemotes(
      app.config.remotes,
      remotes,
      chosen,
      tenantResellerId(request.tenant),
      bucket,
    );
    memo.set(request, entries);
    return entries;
  };
}

/** Gives app.remotesFor (plugins/static.ts: /remotes.json, preload hints, server rendering) the registry's choice. */
export function remoteReleasesPlugin(app: FastifyInstance): void {
  app.decorate('remotesFor', remoteReleaseChooser(app, REMOTES));
}
