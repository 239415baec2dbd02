import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { loginAsTokenSchema, validatePayload } from '@voice/contracts/schemas';
import { isPlatformAdmin } from '../../lib/access';
import { HttpError, forbidden } from '../../lib/http-error';
import { asObject } from '../../lib/validate';
import { currentUser } from '../../plugins/auth';
import { tenantResellerId } from '../../plugins/tenant';
import { issueToken, revokeToken } from '../auth/token-repository';
import { containsPattern } from '../assistants/repository';
import { siteUrlFor } from '../email/branding';
import { toUserJson } from '../users/presenter';
import { findAccountById, type AccountRow } from '../users/repository';
import {
  INVALID_LOGIN_AS_TOKEN,
  consumeLoginAsToken,
  impersonatorOfToken,
  issueLoginAsToken,
} from './service';

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
 * from an impersonated session, and an impersonated user's own role never grants anything.
 */
async function actorOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ user: AccountRow; actor: AccountRow | null; impersonatorId: number | null }> {
  const user = currentUser(request);
  const impersonatorId = await impersonatorOfToken(app, request.accessTokenId);
  if (impersonatorId === null) return { user, actor: user, impersonatorId };
  const admin = await findAccountById(app.db, impersonatorId);
  return { user, actor: admin && admin.status === 'active' ? admin : null, impersonatorId };
}

async function requirePlatformAdminActor(app: FastifyInstance, request: FastifyRequest) {
  const result = await actorOf(app, request);
  if (!result.actor || !isPlatformAdmin(result.actor.role)) throw forbidden();
  return { ...result, actor: result.actor };
}

/** A refusal the banner can show: {success:false, message}. */
function refuse(status: number, message: string): HttpError {
  return new HttpError(status, message, { success: false, message });
}

async function subdomainOfReseller(
  app: FastifyInstance,
  resellerId: number | null,
): Promise<{ subdomain: string; status: string } | null> {
  if (resellerId === null) return null;
  const row = await app.db
    .selectFrom('resellers')
    .select(['subdomain', 'status'])
    .where('id', '=', resellerId)
    .executeTakeFirst();
  return row ?? null;
}

/** host[:port] of a tenant's site, as the shell puts it in //<domain>/loginas?token=... */
function domainOf(app: FastifyInstance, subdomain: string | null): string {
  return new URL(siteUrlFor(app.config, subdomain)).host;
}

export async function loginAsRoutes(app: FastifyInstance): Promise<void> {
  /** The /loginas route: a one-time token becomes a session on this host. */
  app.post('/api/validate-login-as-token', async (request, reply) => {
    const parsed = await validatePayload(loginAsTokenSchema, asObject(request.body));
    const consumed = parsed.ok
      ? await consumeLoginAsToken(app, parsed.value.token, request.tenant)
      : null;
    if (!consumed) {
      return reply.code(422).send({ success: false, message: INVALID_LOGIN_AS_TOKEN });
    }
    const { token } = await issueToken(
      app.db,
      consumed.user.id,
      false,
      app.config,
      consumed.impersonatorId,
    );
    return {
      success: true,
      user: toUserJson(consumed.user),
      token,
      message: LOGIN_AS_SUCCESS,
    };
  });

  /** The impersonation banner's Switch User list (platform admins). */
  app.get('/api/users-for-switch', { preHandler: app.requireAuth }, async (request) => {
    const { actor } = await requirePlatformAdminActor(app, request);
    const { search } = asObject(request.query);
    let query = app.db
      .selectFrom('users as u')
      .leftJoin('resellers as r', 'r.id', 'u.reseller_id')
      .select(['u.id', 'u.name', 'u.email', 'r.org_name as reseller_name'])
      .where('u.id', '!=', actor.id)
      .where('u.role', 'not in', ['admin', 'super_admin'])
      .where('u.status', '=', 'active');
    const term = typeof search === 'string' ? search.trim().slice(0, 255) : '';
    if (term) {
      const pattern = containsPattern(term);
      query = query.where((eb) =>
        eb.or([
          eb(sql<string>`lower(u.name)`, 'like', sql<string>`${pattern} escape '\\'`),
          eb(sql<string>`lower(u.email)`, 'like', sql<string>`${pattern} escape '\\'`),
          eb(
            sql<string>`lower(coalesce(r.org_name, ''))`,
            'like',
            sql<string>`${pattern} escape '\\'`,
          ),
        ]),
      );
    }
    const data = await query.orderBy('u.name').orderBy('u.id').limit(SWITCH_LIST_LIMIT).execute();
    return { success: true, data };
  });

  /**
   * A platform admin acts as another user. Same tenant as this host: a session token for the user.
   * Another tenant: a one-time token for that tenant's /loginas route. The admin is recorded on the
   * resulting access token either way (check-impersonation, revert-login-as).
   */
  app.post<{ Params: { id: string } }>(
    '/api/super-admin/users/:id/login-as',
    { preHandler: app.requireAuth },
    async (request) => {
      const { actor } = await requirePlatformAdminActor(app, request);
      const id = Number(request.params.id);
      const target =
        Number.isSafeInteger(id) && id > 0 ? await findAccountById(app.db, id) : undefined;
      if (!target) throw refuse(404, 'User not found');
      if (target.id === actor.id) throw refuse(422, CANNOT_IMPERSONATE_SELF);
      if (isPlatformAdmin(target.role)) throw refuse(403, CANNOT_IMPERSONATE_ADMIN);
      if (target.status !== 'active') throw refuse(422, TARGET_INACTIVE);

      if (target.reseller_id === tenantResellerId(request.tenant)) {
        const { token } = await issueToken(app.db, target.id, false, app.config, actor.id);
        // The session in use is replaced by the target's; the admin gets a new one on return.
        if (request.accessTokenId !== null) await revokeToken(app.db, request.accessTokenId);
        return {
          success: true,
          token,
          user: toUserJson(target),
          is_same_reseller: true,
          target_reseller: null,
        };
      }

      const reseller = await subdomainOfReseller(app, target.reseller_id);
      if (target.reseller_id !== null && reseller?.status !== 'active') {
        throw refuse(422, TARGET_SITE_INACTIVE);
      }
      const token = await issueLoginAsToken(app, target.id, actor.id);
      return {
        success: true,
        token,
        user: toUserJson(target),
        is_same_reseller: false,
        target_reseller: { domain: domainOf(app, reseller?.subdomain ?? null) },
      };
    },
  );

  app.get('/api/check-impersonation', { preHandler: app.requireAuth }, async (request) => {
    currentUser(request);
    const impersonatorId = await impersonatorOfToken(app, request.accessTokenId);
    return {
      success: true,
      is_impersonating: impersonatorId !== null,
      original_admin_id: impersonatorId,
    };
  });

  /**
   * Back to the admin: on the admin's own host (the main host) a new session {token, user}; on a
   * reseller's subdomain {redirect_url} to the main host's /loginas with a one-time token.
   * The impersonation session is revoked either way.
   */
  app.post('/api/revert-login-as', { preHandler: app.requireAuth }, async (request) => {
    const { actor, impersonatorId } = await actorOf(app, request);
    if (impersonatorId === null) throw refuse(422, NOT_IMPERSONATING);
    if (!actor || !isPlatformAdmin(actor.role)) throw forbidden();
    if (request.accessTokenId !== null) await revokeToken(app.db, request.accessTokenId);

    if (actor.reseller_id === tenantResellerId(request.tenant)) {
      const { token } = await issueToken(app.db, actor.id, false, app.config);
      return { success: true, token, user: toUserJson(actor) };
    }
    const token = await issueLoginAsToken(app, actor.id, actor.id, null);
    const reseller = await subdomainOfReseller(app, actor.reseller_id);
    const site = siteUrlFor(app.config, reseller?.subdomain ?? null);
    return { success: true, redirect_url: `${site}/loginas?token=${encodeURIComponent(token)}` };
  });
}
