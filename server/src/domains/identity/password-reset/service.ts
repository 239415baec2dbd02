import type { Kysely } from 'kysely';
import type { AppConfig } from '../../../config';
import type { DB, PasswordLinkPurpose } from '../../../db/schema';
import { ValidationFailed } from '../../../lib/http-error';
import { hashPassword } from '../../../lib/password';
import { addHours, nowIso } from '../../../lib/time';
import { generateToken, hashToken } from '../../../lib/tokens';
import { userMatchesTenant } from '../../../plugins/auth';
import type { Tenant } from '../../../plugins/tenant';
import { normalizeEmail } from '../users/repository';
import {
  findLivePasswordLink,
  findUserByEmailForReset,
  insertPasswordLink,
  spendLinkAndSetPassword,
  spendUnusedPasswordLinks,
} from './repository';

export type { PasswordLinkPurpose };

/** A reset link lasts 60 minutes; a welcome link (a new account sets its first password) 7 days. */
export const PASSWORD_LINK_TTL_MINUTES: Record<PasswordLinkPurpose, number> = {
  reset: 60,
  welcome: 7 * 24 * 60,
};

export const INVALID_RESET_TOKEN = 'This password reset token is invalid or has expired.';
export const PASSWORD_RESET_DONE = 'Your password has been reset.';

/**
 * Creates a single-use password link for a user and returns it:
 *   `${baseUrl}/password-reset/${token}?email=${encodeURIComponent(email)}`
 * Only the token's SHA-256 is stored. Earlier unused links of the same user stop working, so only the
 * newest link is valid. Expiry: PASSWORD_LINK_TTL_MINUTES (reset 60 minutes, welcome 7 days).
 */
export async function issuePasswordLink(
  { db }: { db: Kysely<DB> },
  user: { id: number; email: string; name: string; reseller_id: number | null },
  purpose: PasswordLinkPurpose,
  baseUrl: string,
): Promise<string> {
  const token = generateToken();
  const now = new Date();
  await spendUnusedPasswordLinks(db, user.id, nowIso(now));
  await insertPasswordLink(db, {
    user_id: user.id,
    token_hash: hashToken(token),
    purpose,
    expires_at: addHours(now, PASSWORD_LINK_TTL_MINUTES[purpose] / 60).toISOString(),
    created_at: nowIso(now),
  });
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

/** A link's row when its token is live, of this email and usable on this tenant; else 422 INVALID_RESET_TOKEN. */
async function usableLink(
  db: Kysely<DB>,
  tenant: Tenant,
  payload: { email: string; token: string },
  now: string,
) {
  const row = await findLivePasswordLink(db, hashToken(payload.token), now);
  if (
    !row ||
    row.email !== normalizeEmail(payload.email) ||
    row.status === 'suspended' ||
    !linkUsableOn(row, tenant)
  ) {
    throw invalidToken();
  }
  return row;
}

/**
 * Sets a new password with a link's token. The token must be live (unused, unexpired), belong to the
 * given email and to a user of the request's tenant; otherwise 422 INVALID_RESET_TOKEN. On success the
 * token is spent and every access token of the user is revoked (other sessions are signed out).
 */
export async function resetPasswordWithToken(
  { db, config }: { db: Kysely<DB>; config: Pick<AppConfig, 'passwordCost'> },
  tenant: Tenant,
  payload: { email: string; token: string; password: string },
): Promise<void> {
  const now = nowIso();
  const row = await usableLink(db, tenant, payload, now);
  const passwordHash = await hashPassword(payload.password, config.passwordCost);
  if (!(await spendLinkAndSetPassword(db, row, passwordHash, now))) throw invalidToken();
}

/**
 * Whether a link's token would be accepted by resetPasswordWithToken now (live, this email, this tenant), without
 * spending it: the reset page checks it when it opens, so a used or expired link says so before the form is
 * filled. 422 INVALID_RESET_TOKEN otherwise, the same answer as a reset with it.
 */
export async function checkResetToken(
  { db }: { db: Kysely<DB> },
  tenant: Tenant,
  payload: { email: string; token: string },
): Promise<void> {
  await usableLink(db, tenant, payload, nowIso());
}

/** Looks up a user of the tenant by email for "forgot password" (undefined: not registered here). */
export async function findUserForReset({ db }: { db: Kysely<DB> }, tenant: Tenant, email: string) {
  const user = await findUserByEmailForReset(db, email);
  if (!user || user.status === 'suspended') return undefined;
  // Platform admins may sign in on any host, but their reset emails come from the platform only.
  if (tenant.kind === 'reseller' && user.reseller_id !== tenant.reseller.id) return undefined;
  if (tenant.kind !== 'reseller' && user.reseller_id !== null) return undefined;
  if (tenant.kind === 'unknown') return undefined;
  return user;
}
