import type { FastifyInstance } from 'fastify';
import { ValidationFailed } from '../../lib/http-error';
import { hashPassword } from '../../lib/password';
import { addHours, nowIso } from '../../lib/time';
import { generateToken, hashToken } from '../../lib/tokens';
import { userMatchesTenant } from '../../plugins/auth';
import type { Tenant } from '../../plugins/tenant';
import { siteUrlFor } from '../email/branding';
import { normalizeEmail } from '../users/repository';

export type PasswordLinkPurpose = 'reset' | 'welcome';

/** A reset link lasts 60 minutes; a welcome link (a new account sets its first password) 7 days. */
export const PASSWORD_LINK_TTL_MINUTES: Record<PasswordLinkPurpose, number> = {
  reset: 60,
  welcome: 7 * 24 * 60,
};

export const INVALID_RESET_TOKEN = 'This password reset token is invalid or has expired.';
export const PASSWORD_RESET_DONE = 'Your password has been reset.';

/**
 * The site of a reseller (by subdomain) or of the platform (null): http://acme.localhost:3000 on a
 * subdomain, APP_URL on the main host. Built from the configuration, never from the Host header.
 */
export function resellerBaseUrl(app: FastifyInstance, subdomain: string | null): string {
  return siteUrlFor(app.config, subdomain);
}

/** The site of the request's tenant (see resellerBaseUrl). */
export function tenantBaseUrl(app: FastifyInstance, tenant: Tenant): string {
  return resellerBaseUrl(app, tenant.kind === 'reseller' ? tenant.reseller.subdomain : null);
}

/**
 * Creates a single-use password link for a user and returns it:
 *   `${baseUrl}/password-reset/${token}?email=${encodeURIComponent(email)}`
 * Only the token's SHA-256 is stored. Earlier unused links of the same user stop working, so only the
 * newest link is valid. Expiry: PASSWORD_LINK_TTL_MINUTES (reset 60 minutes, welcome 7 days).
 */
export async function issuePasswordLink(
  app: FastifyInstance,
  user: { id: number; email: string; name: string; reseller_id: number | null },
  purpose: PasswordLinkPurpose,
  baseUrl: string,
): Promise<string> {
  const token = generateToken();
  const now = new Date();
  await app.db
    .updateTable('password_reset_tokens')
    .set({ used_at: nowIso(now) })
    .where('user_id', '=', user.id)
    .where('used_at', 'is', null)
    .execute();
  await app.db
    .insertInto('password_reset_tokens')
    .values({
      user_id: user.id,
      token_hash: hashToken(token),
      purpose,
      expires_at: addHours(now, PASSWORD_LINK_TTL_MINUTES[purpose] / 60).toISOString(),
      used_at: null,
      created_at: nowIso(now),
    })
    .execute();
  const base = baseUrl.replace(/\/+$/, '');
  return `${base}/password-reset/${token}?email=${encodeURIComponent(user.email)}`;
}

/**
 * A link works on its user's own host. A welcome link also works on the main host: a new reseller's
 * admin may set a first password before the reseller's subdomain is live (pending until paid).
 */
function linkUsableOn(
  row: { purpose: string; role: string; reseller_id: number | null },
  tenant: Tenant,
): boolean {
  if (userMatchesTenant(row, tenant)) return true;
  return row.purpose === 'welcome' && tenant.kind === 'platform';
}

function invalidToken(): ValidationFailed {
  return new ValidationFailed({ token: [INVALID_RESET_TOKEN] }, INVALID_RESET_TOKEN);
}

/**
 * Sets a new password with a link's token. The token must be live (unused, unexpired), belong to the
 * given email and to a user of the request's tenant; otherwise 422 INVALID_RESET_TOKEN. On success the
 * token is spent and every access token of the user is revoked (other sessions are signed out).
 */
export async function resetPasswordWithToken(
  app: FastifyInstance,
  tenant: Tenant,
  payload: { email: string; token: string; password: string },
): Promise<void> {
  const now = nowIso();
  const row = await app.db
    .selectFrom('password_reset_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id', 't.user_id', 't.purpose', 'u.email', 'u.role', 'u.reseller_id', 'u.status'])
    .where('t.token_hash', '=', hashToken(payload.token))
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', now)
    .executeTakeFirst();
  if (
    !row ||
    row.email !== normalizeEmail(payload.email) ||
    row.status === 'suspended' ||
    !linkUsableOn(row, tenant)
  ) {
    throw invalidToken();
  }
  const passwordHash = await hashPassword(payload.password, app.config.passwordCost);
  await app.db.transaction().execute(async (trx) => {
    // Spend the token first; a concurrent request using the same token updates nothing.
    const spent = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw invalidToken();
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', row.user_id)
      .execute();
    await trx
      .updateTable('access_tokens')
      .set({ revoked_at: now })
      .where('user_id', '=', row.user_id)
      .where('revoked_at', 'is', null)
      .execute();
  });
}

/** Looks up a user of the tenant by email for "forgot password" (undefined: not registered here). */
export async function findUserForReset(app: FastifyInstance, tenant: Tenant, email: string) {
  const user = await app.db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'role', 'reseller_id', 'status'])
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  if (!user || user.status === 'suspended') return undefined;
  // Platform admins may sign in on any host, but their reset emails come from the platform only.
  if (tenant.kind === 'reseller' && user.reseller_id !== tenant.reseller.id) return undefined;
  if (tenant.kind !== 'reseller' && user.reseller_id !== null) return undefined;
  if (tenant.kind === 'unknown') return undefined;
  return user;
}
