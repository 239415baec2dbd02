import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { nowIso } from '../../../lib/time';
import { ADMIN_ROLES } from './policy';

export interface SecretRow {
  user_id: number;
  secret_sealed: string;
  enabled_at: string | null;
  last_step: number | null;
}

export async function findSecret(db: Kysely<DB>, userId: number): Promise<SecretRow | undefined> {
  return db
    .selectFrom('two_factor_secrets')
    .select(['user_id', 'secret_sealed', 'enabled_at', 'last_step'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Whether the user has two-factor on (enrolled and confirmed). */
export async function isEnabled(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await findSecret(db, userId);
  return row?.enabled_at != null;
}

/** A new enrolment: the pending secret replaces any earlier pending one (never an enabled one: the caller checks). */
export async function savePendingSecret(
  db: Kysely<DB>,
  userId: number,
  sealed: string,
): Promise<void> {
  const created_at = nowIso();
  await db
    .insertInto('two_factor_secrets')
    .values({
      user_id: userId,
      secret_sealed: sealed,
      enabled_at: null,
      last_step: null,
      created_at,
    })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret_sealed: sealed, enabled_at: null, last_step: null, created_at }),
    )
    .execute();
}

/**
 * Records the accepted step, only when it is later than the last one: false when another request used the same
 * code (or a later one) first, so a code signs in once even when sent twice at the same time.
 */
export async function acceptStep(db: Kysely<DB>, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('two_factor_secrets')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markEnabled(db: Kysely<DB>, userId: number): Promise<void> {
  await db
    .updateTable('two_factor_secrets')
    .set({ enabled_at: nowIso() })
    .where('user_id', '=', userId)
    .execute();
}

/** Replaces the user's recovery codes with these hashes. */
export async function replaceRecoveryCodes(
  db: Kysely<DB>,
  userId: number,
  hashes: readonly string[],
): Promise<void> {
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  const created_at = nowIso();
  await db
    .insertInto('two_factor_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null, created_at })))
    .execute();
}

/** Spends a recovery code: true when it was the user's and unused (only one request can spend it). */
export async function spendRecoveryCode(
  db: Kysely<DB>,
  userId: number,
  hash: string,
): Promise<boolean> {
  const result = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: nowIso() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function countRecoveryCodesLeft(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('two_factor_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Turns two-factor off: the secret, the recovery codes and every trusted device go. */
export async function removeTwoFactor(db: Kysely<DB>, userId: number): Promise<void> {
  await db.deleteFrom('trusted_devices').where('user_id', '=', userId).execute();
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('two_factor_secrets').where('user_id', '=', userId).execute();
}

export interface ChallengeRow {
  id: number;
  user_id: number;
  purpose: 'verify' | 'enrol';
  remember: number;
  attempts: number;
}

export async function insertChallenge(
  db: Kysely<DB>,
  values: {
    userId: number;
    tokenHash: string;
    purpose: 'verify' | 'enrol';
    remember: boolean;
    expiresAt: string;
  },
): Promise<void> {
  await db
    .insertInto('two_factor_challenges')
    .values({
      user_id: values.userId,
      token_hash: values.tokenHash,
      purpose: values.purpose,
      remember: values.remember ? 1 : 0,
      attempts: 0,
      expires_at: values.expiresAt,
      used_at: null,
      created_at: nowIso(),
    })
    .execute();
}

/** A live challenge by its token's hash: unexpired, unspent. */
export async function findLiveChallenge(
  db: Kysely<DB>,
  tokenHash: string,
): Promise<ChallengeRow | undefined> {
  return db
    .selectFrom('two_factor_challenges')
    .select(['id', 'user_id', 'purpose', 'remember', 'attempts'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
}

/** Counts a wrong code; returns the attempts after it. */
export async function countChallengeFailure(db: Kysely<DB>, id: number): Promise<number> {
  const row = await db
    .updateTable('two_factor_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts ?? Number.MAX_SAFE_INTEGER;
}

/** Spends a challenge: true for the one request that did (a challenge yields one session). */
export async function spendChallenge(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db
    .updateTable('two_factor_challenges')
    .set({ used_at: nowIso() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertTrustedDevice(
  db: Kysely<DB>,
  values: { userId: number; tokenHash: string; passwordStamp: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('trusted_devices')
    .values({
      user_id: values.userId,
      token_hash: values.tokenHash,
      password_stamp: values.passwordStamp,
      expires_at: values.expiresAt,
      created_at: nowIso(),
    })
    .execute();
}

/** Whether a device token is the user's, unexpired and made under the current password (its stamp). */
export async function isTrustedDevice(
  db: Kysely<DB>,
  userId: number,
  tokenHash: string,
  passwordStamp: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('trusted_devices')
    .select('id')
    .where('user_id', '=', userId)
    .where('token_hash', '=', tokenHash)
    .where('password_stamp', '=', passwordStamp)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return row !== undefined;
}

export async function passwordHashOf(db: Kysely<DB>, userId: number): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}

/**
 * When the rule is switched on: ends the sessions of the admins it covers who have no two-factor yet, so that
 * each one's next request signs in again and goes through the enrolment (the rule holds from now, not from their
 * next sign-in). Kept: `keepTokenId` (the admin who switched it on, who enrols at the next sign-in) and the
 * sessions of an admin acting as a reseller admin (impersonation asks nothing of the target). Returns how many ended.
 */
export async function endSessionsWithoutTwoFactor(
  db: Kysely<DB>,
  keepTokenId: number | null,
): Promise<number> {
  let query = db
    .updateTable('access_tokens')
    .set({ revoked_at: nowIso() })
    .where('revoked_at', 'is', null)
    .where('impersonator_id', 'is', null)
    .where('user_id', 'in', (eb) =>
      eb
        .selectFrom('users')
        .select('users.id')
        .where('users.role', 'in', ADMIN_ROLES)
        .where((inner) =>
          inner.not(
            inner.exists(
              inner
                .selectFrom('two_factor_secrets')
                .select('two_factor_secrets.user_id')
                .whereRef('two_factor_secrets.user_id', '=', 'users.id')
                .where('two_factor_secrets.enabled_at', 'is not', null),
            ),
          ),
        ),
    );
  if (keepTokenId !== null) query = query.where('id', '!=', keepTokenId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
