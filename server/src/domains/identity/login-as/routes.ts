import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, isPlatformAdmin } from '@voice/contracts';
import { depsOf, recordAudit } from '../../platform';
import { parseId } from '../../../lib/validate';
import { HttpError, ValidationFailed, forbidden, unauthenticated } from '../../../lib/http-error';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { tenantResellerId } from '../../../plugins/tenant';
import { isTokenLive, issueToken, parkToken, revokeToken } from '../auth/token-repository';
import { toUserJson } from '../users/presenter';
import { findResellerSite } from '../../tenancy';
import { findAccountById, type AccountRow } from '../users/repository';
import { listSwitchableUsers } from './repository';
import { loginAsSchemas } from './schemas';
import { INVALID_LOGIN_AS_TOKEN, consumeLoginAsToken, issueLoginAsToken } from './service';
import { siteUrlFor } from '../../../lib/site-url';

export const LOGIN_AS_SUCCESS = 'Login successful';
export const CANNOT_IMPERSONATE_ADMIN = 'You cannot log in as another administrator.';
export const CANNOT_IMPERSONATE_SELF = 'You cannot log in as yourself.';
export const TARGET_INACTIVE = 'This user account is not active.';
export const TARGET_SITE_INACTIVE = "This user's reseller site is not active.";
export const NOT_IMPERSONATING = 'You are not logged in as another user.';

/** Users shown in the Switch User list at most (the list is searched on the client). */
const SWITCH_LIST_LIMIT = 500;

/**
 * Who is really acting: the signed-in user, or, while impersonating, the platform admin recorded on the
 * access token. Impersonation endpoints check the actor's role, so an admin can switch again (or return)
 * from an impersonated session, and an impersonated user's own role never grants anything. That is why these
 * routes declare 'authenticated' (the signed-in user may be the impersonated one) and the actor must hold
 * 'impersonate' (@voice/contracts).
 */
async function actorOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ user: AccountRow; actor: AccountRow | null; impersonatorId: number | null }> {
  const user = currentUser(request);
  const { impersonatorId } = request;
  if (impersonatorId === null) return { user, actor: user, impersonatorId };
  const admin = await findAccountById(app.db, impersonatorId);
  return { user, actor: admin && admin.status === 'active' ? admin : null, impersonatorId };
}

/**
 * The admin's own session: the one in use, or, while impersonating, the one the session in use was made from.
 * Every impersonation session hangs on it (users/repository.ts, the session query): when it ends (logout,
 * password reset, suspension), they end too.
 */
function ownSessionOf(request: FastifyRequest): number {
  const own = request.impersonatorId === null ? request.accessTokenId : request.parentTokenId;
  if (own === null) throw forbidden();
  return own;
}

/**
 * The session in use is handed over to the one just made: the admin's own is parked (kept alive for the
 * sessions made from it, signing nothing in itself), an impersonation session is revoked.
 */
async function handOver(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  if (request.accessTokenId === null) return;
  if (request.impersonatorId === null) await parkToken(app.db, request.accessTokenId);
  else await revokeToken(app.db, request.accessTokenId);
}

async function requirePlatformAdminActor(app: FastifyInstance, request: FastifyRequest) {
  const result = await actorOf(app, request);
  if (!result.actor || !can(result.actor.role, 'impersonate')) throw forbidden();
  return { ...result, actor: result.actor };
}

/** preValidation of the platform-admin routes: the actor's right is checked before the input is. */
function impersonatorOnly(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    await requirePlatformAdminActor(app, request);
  };
}

/** A refusal the banner can show: {success:false, message}. */
function refuse(status: number, message: string): HttpError {
  return new HttpError(status, message, { success: false, message });
}

async function subdomainOfReseller(
  app: FastifyInstance,
  resellerId: number | null,
): Promise<{ subdomain: string; custom_domain: string | null; status: string } | null> {
  if (resellerId === null) return null;
  return (await findResellerSite(app.db, resellerId)) ?? null;
}

/** host[:port] of a tenant's site (its verified custom domain first), as the shell puts it in //<domain>/loginas?token=... */
function domainOf(
  app: FastifyInstance,
  site: { subdomain: string; custom_domain: string | null } | null,
): string {
  return new URL(siteUrlFor(app.config, site)).host;
}

export async function loginAsRoutes(app: FastifyInstance): Promise<void> {
  /** The /loginas route: a one-time token becomes a session on this host. */
  const api = app.withTypeProvider<YupTypeProvider>();
  api.post(
    '/api/validate-login-as-token',
    { config: { access: 'public' }, schema: loginAsSchemas.validateToken, attachValidation: true },
    async (request, reply) => {
      const invalid = request.validationError;
      if (invalid && !(invalid instanceof ValidationFailed)) throw invalid;
      // A malformed body is answered as an unknown token.
      const consumed = invalid
        ? null
        : await consumeLoginAsToken(depsOf(app), request.body.token, request.tenant);
      if (!consumed) {
        return reply.code(422).send({ success: false, message: INVALID_LOGIN_AS_TOKEN });
      }
      const { token } = await issueToken(
        app.db,
        consumed.user.id,
        false,
        app.config,
        consumed.impersonation,
      );
      return {
        success: true,
        user: toUserJson(consumed.user),
        token,
        message: LOGIN_AS_SUCCESS,
      };
    },
  );

  /** The impersonation banner's Switch User list (platform admins). */
  api.get(
    '/api/users-for-switch',
    {
      config: { access: 'authenticated' },
      preValidation: impersonatorOnly(app),
      schema: loginAsSchemas.switchList,
    },
    async (request) => {
      const { actor } = await requirePlatformAdminActor(app, request);
      const { search } = request.query;
      const term = search.trim().slice(0, 255);
      const data = await listSwitchableUsers(app.db, actor.id, term, SWITCH_LIST_LIMIT);
      return { success: true, data };
    },
  );

  /**
   * A platform admin acts as another user. Same tenant as this host: a session token for the user.
   * Another tenant: a one-time token for that tenant's /loginas route. The admin is recorded on the
   * resulting access token either way (check-impersonation, revert-login-as).
   */
  api.post(
    '/api/super-admin/users/:id/login-as',
    {
      config: { access: 'authenticated' },
      preValidation: impersonatorOnly(app),
      schema: loginAsSchemas.loginAs,
    },
    async (request) => {
      const { actor, impersonatorId } = await requirePlatformAdminActor(app, request);
      const impersonation = { impersonatorId: actor.id, parentTokenId: ownSessionOf(request) };
      const id = parseId(request.params.id);
      const target = id !== null ? await findAccountById(app.db, id) : undefined;
      if (!target) throw refuse(404, 'User not found');
      if (target.id === actor.id) throw refuse(422, CANNOT_IMPERSONATE_SELF);
      if (isPlatformAdmin(target.role)) throw refuse(403, CANNOT_IMPERSONATE_ADMIN);
      if (target.status !== 'active') throw refuse(422, TARGET_INACTIVE);
      const sameHost = target.reseller_id === tenantResellerId(request.tenant);
      const reseller = sameHost ? null : await subdomainOfReseller(app, target.reseller_id);
      if (!sameHost && target.reseller_id !== null && reseller?.status !== 'active') {
        throw refuse(422, TARGET_SITE_INACTIVE);
      }
      // Start (from the admin's own session) or switch (from an impersonated one): both identities kept.
      await recordAudit(app.db, request, {
        action: impersonatorId === null ? 'impersonation.start' : 'impersonation.switch',
        resellerId: target.reseller_id,
        target: { type: 'user', id: target.id, label: target.email },
        details: { same_host: sameHost },
      });

      if (sameHost) {
        const { token } = await issueToken(app.db, target.id, false, app.config, impersonation);
        // The session in use is replaced by the target's; the admin gets a new one on return.
        await handOver(app, request);
        return {
          success: true,
          token,
          user: toUserJson(target),
          is_same_reseller: true,
          target_reseller: null,
        };
      }

      const token = await issueLoginAsToken(depsOf(app), target.id, actor.id, impersonation);
      // The browser leaves this host for the target's and forgets this session there: it signs nothing in here
      // any more, so that no forgotten admin (or impersonated) session stays usable; the admin returns through
      // revert, which needs the admin's own session still alive.
      await handOver(app, request);
      return {
        success: true,
        token,
        user: toUserJson(target),
        is_same_reseller: false,
        target_reseller: { domain: domainOf(app, reseller) },
      };
    },
  );

  app.get(
    '/api/check-impersonation',
    { config: { access: 'authenticated' }, schema: loginAsSchemas.checkImpersonation },
    async (request) => {
      currentUser(request);
      const { impersonatorId } = request;
      return {
        success: true,
        is_impersonating: impersonatorId !== null,
        original_admin_id: impersonatorId,
      };
    },
  );

  /**
   * Back to the admin: on the admin's own host (the main host) a new session {token, user}; on a
   * reseller's subdomain {redirect_url} to the main host's /loginas with a one-time token (a plain
   * session, no impersonator): the admin is restored by that token, never by whatever session the
   * browser may still hold on the main host. Only while the admin's own session the impersonation was made
   * from is alive (not ended by a logout, a password reset or a suspension); it is revoked with the impersonation
   * session, and the admin gets a fresh one.
   */
  app.post(
    '/api/revert-login-as',
    { config: { access: 'authenticated' }, schema: loginAsSchemas.revert },
    async (request) => {
      const { actor, impersonatorId } = await actorOf(app, request);
      if (impersonatorId === null) throw refuse(422, NOT_IMPERSONATING);
      if (!actor || !can(actor.role, 'impersonate')) throw forbidden();
      const own = ownSessionOf(request);
      // The session query checked it already; checked again here as revert mints an admin session.
      if (!(await isTokenLive(app.db, own))) throw unauthenticated();
      await revokeToken(app.db, request.accessTokenId, own);
      const sameHost = actor.reseller_id === tenantResellerId(request.tenant);
      await recordAudit(app.db, request, {
        action: 'impersonation.revert',
        resellerId: currentUser(request).reseller_id,
        target: { type: 'user', id: actor.id, label: actor.email },
        details: { same_host: sameHost },
      });

      if (sameHost) {
        const { token } = await issueToken(app.db, actor.id, false, app.config);
        return { success: true, token, user: toUserJson(actor) };
      }
      const token = await issueLoginAsToken(depsOf(app), actor.id, actor.id, null);
      const reseller = await subdomainOfReseller(app, actor.reseller_id);
      const site = siteUrlFor(app.config, reseller);
      return { success: true, redirect_url: `${site}/loginas?token=${encodeURIComponent(token)}` };
    },
  );
}
