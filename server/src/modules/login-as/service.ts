import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../lib/time';
import { generateToken, hashToken } from '../../lib/tokens';
import { userMatchesTenant } from '../../plugins/auth';
import type { Tenant } from '../../plugins/tenant';
import { findAccountById, type AccountRow } from '../users/repository';

/** A login-as token is spent on first use and expires after 60 seconds. */
export const LOGIN_AS_TTL_SECONDS = 60;
export const INVALID_LOGIN_AS_TOKEN = 'Invalid or expired token';

/**
 * Issues a one-time login-as token for `targetUserId` (only its SHA-256 is stored) and returns it.
 * The access token it yields records `impersonatorId` (default: the issuing admin); pass null for a
 * plain session (an admin returning to their own host after impersonating).
 */
export async function issueLoginAsToken(
  app: FastifyInstance,
  targetUserId: number,
  issuedByAdminId: number,
  impersonatorId: number | null = issuedByAdminId,
): Promise<string> {
  const token = generateToken();
  const now = new Date();
  await app.db
    .insertInto('login_as_tokens')
    .values({
      user_id: targetUserId,
      issued_by: issuedByAdminId,
      impersonator_id: impersonatorId,
      token_hash: hashToken(token),
      expires_at: new Date(now.getTime() + LOGIN_AS_TTL_SECONDS * 1000).toISOString(),
      used_at: null,
      created_at: nowIso(now),
    })
    .execute();
  return token;
}

/**
 * Spends a login-as token used on the request's host. Returns its active user (who must belong to that
 * host's tenant) and the impersonator to record, or null when the token is unknown, used, expired or
 * for another tenant. A token refused for the tenant is not spent.
 */
export async function consumeLoginAsToken(
  app: FastifyInstance,
  token: string,
  tenant: Tenant,
): Promise<{ user: AccountRow; impersonatorId: number | null } | null> {
  const now = nowIso();
  const row = await app.db
    .selectFrom('login_as_tokens')
    .select(['id', 'user_id', 'impersonator_id'])
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  const user = await findAccountById(app.db, row.user_id);
  if (!user || user.status !== 'active' || !userMatchesTenant(user, tenant)) return null;
  const spent = await app.db
    .updateTable('login_as_tokens')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) return null;
  return { user, impersonatorId: row.impersonator_id };
}

/** The impersonator recorded on an access token (null: the user's own session). */
export async function impersonatorOfToken(
  app: FastifyInstance,
  accessTokenId: number | null,
): Promise<number | null> {
  if (accessTokenId === null) return null;
  const row = await app.db
    .selectFrom('access_tokens')
    .select('impersonator_id')
    .where('id', '=', accessTokenId)
    .executeTakeFirst();
  return row?.impersonator_id ?? null;
}
