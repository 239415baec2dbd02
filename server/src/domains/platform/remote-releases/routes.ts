import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_DEPLOY_KEY_HEADER, type AuditAction } from '@voice/contracts';
import { formRoutes } from '../../../lib/form-routes';
import { notFound } from '../../../lib/http-error';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { nowIso } from '../../../lib/time';
import { currentUser } from '../../../plugins/auth';
import { recordAudit } from '../audit/record';
import {
  RELEASE_FILE_PATTERN,
  UPLOAD_CACHE_CONTROL,
  contentTypeOf,
  type StoredUpload,
} from '../uploads/storage';
import { BUNDLE_LIMITS, readBundle } from './bundle';
import { REMOTE_RELEASES_CHANGED } from './choice';
import { deployKeyFor, publishRelease, releaseFileName } from './publish';
import { countRemoteReleaseFailure } from './repository';
import { remoteReleaseSchemas as schemas } from './schemas';
import {
  createDeployKey,
  endCanary,
  promoteRelease,
  remoteByApp,
  remoteReleasesOverview,
  revokeDeployKey,
  rollBackRelease,
  startCanary,
  type StateChange,
} from './service';

/** A released version's manifest URL: /releases/<app>/<version>/mf-manifest.json. */
const RELEASE_MANIFEST = /^\/releases\/([a-z][a-z0-9-]{0,63})\/([^/]{1,128})\/mf-manifest\.json$/;

export const RELEASE_MESSAGES = {
  published: 'Version published. Promote it or start a canary on the Releases screen.',
  promoted: 'Version promoted: every new page load gets it.',
  rolledBack: 'Rolled back: every new page load gets the previous version.',
  canary: 'Canary started.',
  canaryEnded: 'Canary ended.',
  keyCreated: 'Deploy key created. Copy it now: it will not be shown again.',
  keyRevoked: 'Deploy key revoked.',
  failureCounted: 'Failure recorded.',
} as const;

function accepts(request: FastifyRequest, encoding: 'br' | 'gzip'): boolean {
  const header = request.headers['accept-encoding'];
  return (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .some((part) => part.trim().split(';')[0] === encoding && !/q=0(\.0*)?$/.test(part.trim()));
}

/**
 * Remote releases (choice.ts, publish.ts, service.ts):
 * - POST /api/remote-releases/:app: a team's CI publishes a build with the remote's deploy key (X-Deploy-Key);
 * - GET /releases/:app/:version/*: the published files, immutable, for any origin (as /build);
 * - POST /api/remote-releases/failures: the shell's beacon when a version fails to load;
 * - /api/super-admin/remote-releases...: the Releases screen (platform admins): promote, canary, roll back, keys.
 * Every change tells every instance (REMOTE_RELEASES_CHANGED) so /remotes.json gives the new choice at once.
 */
export async function remoteReleaseRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  const changed = () => app.bus.publish(REMOTE_RELEASES_CHANGED, String(Date.now()));

  await formRoutes(app, BUNDLE_LIMITS, (form) => {
    form
      .withTypeProvider<YupTypeProvider>()
      .post(
        '/api/remote-releases/:app',
        { config: { access: 'public' }, schema: schemas.publish, bodyLimit: 64 * 1024 * 1024 },
        async (request, reply) => {
          // The key first: without the remote's key nothing is told (not even whether the remote exists).
          const header = request.headers[REMOTE_DEPLOY_KEY_HEADER];
          const key = await deployKeyFor(
            app.db,
            request.params.app,
            typeof header === 'string' ? header : undefined,
          );
          const remote = remoteByApp(key.app);
          const release = await publishRelease(
            app.db,
            app.uploads,
            remote,
            key,
            await readBundle(request),
          );
          await recordAudit(app.db, request, {
            action: 'remote-release.publish',
            resellerId: null,
            target: { type: 'remote', id: remote.app, label: release.version },
            details: {
              deploy_key: key.name,
              contract_version: release.contract_version,
              size: release.size,
            },
          });
          return reply
            .code(201)
            .send({ success: true, message: RELEASE_MESSAGES.published, data: release });
        },
      );
  });

  app.get<{ Params: { app: string; version: string; '*': string } }>(
    '/releases/:app/:version/*',
    { config: { access: 'public' } },
    async (request, reply) => {
      const { app: remote, version } = request.params;
      const name = releaseFileName(remote, version, request.params['*']);
      if (!RELEASE_FILE_PATTERN.test(name) || /\.(br|gz)$/.test(name)) throw notFound();
      const encodings = [
        ...(accepts(request, 'br') ? [['br', '.br'] as const] : []),
        ...(accepts(request, 'gzip') ? [['gzip', '.gz'] as const] : []),
      ];
      for (const [encoding, suffix] of encodings) {
        const copy = await app.uploads.get(name + suffix);
        if (copy) {
          reply.header('content-encoding', encoding);
          return sendFile(reply, name, copy);
        }
      }
      const stored = await app.uploads.get(name);
      if (!stored) throw notFound();
      return sendFile(reply, name, stored);
    },
  );

  api.post(
    '/api/remote-releases/failures',
    { config: { access: 'public' }, schema: schemas.failure },
    async (request) => {
      // The shell's beacon (navigator.sendBeacon of a string: text/plain): the manifest URL of the failed version.
      // The shell's federation runtime makes the entry absolute: this site's origin is left out.
      const text = typeof request.body === 'string' ? request.body.trim() : '';
      const release = RELEASE_MANIFEST.exec(text.replace(/^https?:\/\/[^/]+/, ''));
      if (release?.[1] && release[2]) {
        await countRemoteReleaseFailure(app.db, release[1], release[2], nowIso());
      }
      return { success: true, message: RELEASE_MESSAGES.failureCounted };
    },
  );

  api.get(
    '/api/super-admin/remote-releases',
    { config: { access: 'super-admin-area' }, schema: schemas.overview },
    async () => ({ success: true, data: await remoteReleasesOverview(app.db, app.config.remotes) }),
  );

  /** Records a change of a remote's choice, tells every instance, answers the new state. */
  async function answerChange(
    request: FastifyRequest,
    remote: string,
    action: AuditAction,
    result: StateChange,
    message: string,
  ) {
    await recordAudit(app.db, request, {
      action,
      resellerId: null,
      target: { type: 'remote', id: remote, label: remote },
      before: result.before,
      after: result.after,
    });
    await changed();
    return { success: true, message, data: result.after };
  }

  api.post(
    '/api/super-admin/remote-releases/:app/promote',
    { config: { access: 'super-admin-area' }, schema: schemas.promote },
    async (request) => {
      const { app: remote } = remoteByApp(request.params.app);
      const result = await promoteRelease(
        app.db,
        remote,
        request.body.version,
        currentUser(request).id,
      );
      return answerChange(
        request,
        remote,
        'remote-release.promote',
        result,
        RELEASE_MESSAGES.promoted,
      );
    },
  );

  api.post(
    '/api/super-admin/remote-releases/:app/rollback',
    { config: { access: 'super-admin-area' }, schema: schemas.rollback },
    async (request) => {
      const { app: remote } = remoteByApp(request.params.app);
      const result = await rollBackRelease(app.db, remote, currentUser(request).id);
      return answerChange(
        request,
        remote,
        'remote-release.rollback',
        result,
        RELEASE_MESSAGES.rolledBack,
      );
    },
  );

  api.put(
    '/api/super-admin/remote-releases/:app/canary',
    { config: { access: 'super-admin-area' }, schema: schemas.canary },
    async (request) => {
      const { app: remote } = remoteByApp(request.params.app);
      const result = await startCanary(app.db, remote, request.body, currentUser(request).id);
      return answerChange(
        request,
        remote,
        'remote-release.canary',
        result,
        RELEASE_MESSAGES.canary,
      );
    },
  );

  api.delete(
    '/api/super-admin/remote-releases/:app/canary',
    { config: { access: 'super-admin-area' }, schema: schemas.endCanary },
    async (request) => {
      const { app: remote } = remoteByApp(request.params.app);
      const result = await endCanary(app.db, remote, currentUser(request).id);
      return answerChange(
        request,
        remote,
        'remote-release.canary-end',
        result,
        RELEASE_MESSAGES.canaryEnded,
      );
    },
  );

  api.post(
    '/api/super-admin/remote-releases/:app/deploy-keys',
    { config: { access: 'super-admin-area' }, schema: schemas.createKey },
    async (request, reply) => {
      const { app: remote } = remoteByApp(request.params.app);
      const created = await createDeployKey(
        app.db,
        remote,
        request.body.name,
        currentUser(request).id,
      );
      await recordAudit(app.db, request, {
        action: 'remote-deploy-key.create',
        resellerId: null,
        target: {
          type: 'remote_deploy_key',
          id: created.key.id,
          label: `${remote}: ${created.key.name}`,
        },
        details: { last4: created.key.last4 },
      });
      return reply
        .code(201)
        .send({ success: true, message: RELEASE_MESSAGES.keyCreated, data: created });
    },
  );

  api.delete(
    '/api/super-admin/remote-releases/:app/deploy-keys/:id',
    { config: { access: 'super-admin-area' }, schema: schemas.revokeKey },
    async (request) => {
      const { app: remote } = remoteByApp(request.params.app);
      const key = await revokeDeployKey(app.db, remote, request.params.id);
      await recordAudit(app.db, request, {
        action: 'remote-deploy-key.revoke',
        resellerId: null,
        target: { type: 'remote_deploy_key', id: key.id, label: `${remote}: ${key.name}` },
        details: { last4: key.last4 },
      });
      return { success: true, message: RELEASE_MESSAGES.keyRevoked, data: { key } };
    },
  );
}

function sendFile(
  reply: FastifyReply,
  name: string,
  stored: { body: StoredUpload['body']; size: number },
) {
  return (
    reply
      .header('content-type', contentTypeOf(name))
      .header('content-length', stored.size)
      .header('vary', 'accept-encoding')
      .header('x-content-type-options', 'nosniff')
      // A version's files never change: its folder is written once.
      .header('cache-control', UPLOAD_CACHE_CONTROL)
      // Remotes are public: another origin's shell may load them (as /build).
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(stored.body)
  );
}
