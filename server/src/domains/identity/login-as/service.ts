import type { Kysely } from 'kysely';
import { isPlatformAdmin } from '@voice/contracts';
import type { DB } from '../../../db/schema';
import { nowIso } from '../../../lib/time';
import { generateToken, hashToken } from '../../../lib/tokens';
import { userMatchesTenant } from '../../../plugins/auth';
import type { Tenant } from '../../../plugins/tenant';
import { findAccountById, type AccountRow } from '../users/repository';
import { isTokenLive, type Impersonation } from '../auth/token-repository';
import { findLiveLoginAsToken, insertLoginAsToken, spendLoginAsToken } from './repository';

/** A login-as token is spent on first use and expires after 60 seconds. */
export const LOGIN_AS_TTL_SECONDS = 60;
export const INVALID_LOGIN_AS_TOKEN = 'Invalid or expired token';

/**
 * Issues a one-time login-as token for `targetUserId` (only its SHA-256 is stored) and returns it.
 * The access token it yields records `impersonation` (the acting admin and the admin's own session it hangs on);
 * null for a plain session (an admin returning to their own host after impersonating).
 */
export async function issueLoginAsToken(
  { db }: { db: Kysely<DB> },
  targetUserId: number,
  issuedByAdminId: number,
  impersonation: Impersonation | null,
): Promise<string> {
  const token = generateToken();
  const now = new Date();
  await insertLoginAsToken(db, {
    user_id: targetUserId,
    issued_by: issuedByAdminId,
    impersonator_id: impersonation?.impersonatorId ?? null,
    parent_token_id: impersonation?.parentTokenId ?? null,
    token_hash: hashToken(token),
    expires_at: new Date(now.getTime() + LOGIN_AS_TTL_SECONDS * 1000).toISOString(),
    created_at: nowIso(now),
  });
  return token;
}

/**
 * Spends a login-as token used on the request's host. Returns its active user (who must belong to that
 * host's tenant) and the impersonator to record, or null when the token is unknown, used, expired or
 * for another tenant (a platform admin's token: anything but the main host). A token refused for the
 * tenant is not spent.
 */
export async function consumeLoginAsToken(
  { db }: { db: Kysely<DB> },
  token: string,
  tenant: Tenant,
): Promise<{ user: AccountRow; impersonation: Impersonation | null } | null> {
  const now = nowIso();
  const row = await findLiveLoginAsToken(db, hashToken(token), now);
  if (!row) return null;
  const impersonation =
    row.impersonator_id !== null && row.parent_token_id !== null
      ? { impersonatorId: row.impersonator_id, parentTokenId: row.parent_token_id }
      : null;
  // An impersonation needs the admin's own session alive (it was ended since: logout, password reset...).
  if (
    row.impersonator_id !== null &&
    !(impersonation && (await isTokenLive(db, impersonation.parentTokenId)))
  ) {
    return null;
  }
  const user = await findAccountById(db, row.user_id);
  if (!user || user.status !== 'active' || !userMatchesTenant(user, tenant)) return null;
  // A platform admin is a token's user only on the way back from impersonation (revert-login-as), and
  // comes back on the main host: a platform admin signs in on any host, yet that token must not work on the
  // reseller's host it was issued from.
  if (isPlatformAdmin(user.role) && tenant.kind !== 'platform') return null;
  if (!(await spendLoginAsToken(db, row.id, now))) return null;
  return { user, impersonation };
}
