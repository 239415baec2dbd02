import type { Kysely } from 'kysely';
import { PLATFORM_ADMIN_ROLES, type TwoFactorPolicy } from '@voice/contracts';
import type { DB } from '../../../db/schema';
import { nowIso } from '../../../lib/time';

/**
 * The platform's two-factor rule, set by a super admin: a JSON value under the key 'two_factor' of
 * platform_settings (beside the main host's branding), read by every instance (docs/decisions.md,
 * "Two-factor sign-in").
 */
const POLICY_KEY = 'two_factor';

/** The roles the rule covers: the platform's admins and the reseller admins. */
const ADMIN_ROLES = [...PLATFORM_ADMIN_ROLES, 'reseller_admin'] as const;

export async function readPolicy(db: Kysely<DB>): Promise<TwoFactorPolicy> {
  const row = await db
    .selectFrom('platform_settings')
    .select('value')
    .where('key', '=', POLICY_KEY)
    .executeTakeFirst();
  if (!row) return { required_for_admins: false };
  try {
    const value = JSON.parse(row.value) as { required_for_admins?: unknown };
    return { required_for_admins: value.required_for_admins === true };
  } catch {
    return { required_for_admins: false };
  }
}

export async function writePolicy(db: Kysely<DB>, policy: TwoFactorPolicy): Promise<void> {
  const value = JSON.stringify({ required_for_admins: policy.required_for_admins });
  const updated_at = nowIso();
  await db
    .insertInto('platform_settings')
    .values({ key: POLICY_KEY, value, updated_at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at }))
    .execute();
}

/** Whether the rule makes two-factor compulsory for this role. */
export function requiredFor(policy: TwoFactorPolicy, role: string): boolean {
  return policy.required_for_admins && (ADMIN_ROLES as readonly string[]).includes(role);
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
