import type { Kysely } from 'kysely';
import { PLATFORM_ADMIN_ROLES, type TwoFactorPolicy } from '@voice/contracts';
import type { DB } from '../../../db/schema';
import { readPlatformSetting, writePlatformSetting } from '../../tenancy';

/**
 * The platform's two-factor rule, set by a super admin: a JSON value under the key 'two_factor' of
 * platform_settings (beside the main host's branding), read by every instance (docs/decisions.md,
 * "Two-factor sign-in").
 */
const POLICY_KEY = 'two_factor';

/** The roles the rule covers: the platform's admins and the reseller admins. */
export const ADMIN_ROLES = [...PLATFORM_ADMIN_ROLES, 'reseller_admin'] as const;

export async function readPolicy(db: Kysely<DB>): Promise<TwoFactorPolicy> {
  const stored = await readPlatformSetting(db, POLICY_KEY);
  if (stored === undefined) return { required_for_admins: false };
  try {
    const value = JSON.parse(stored) as { required_for_admins?: unknown };
    return { required_for_admins: value.required_for_admins === true };
  } catch {
    return { required_for_admins: false };
  }
}

export async function writePolicy(db: Kysely<DB>, policy: TwoFactorPolicy): Promise<void> {
  const value = JSON.stringify({ required_for_admins: policy.required_for_admins });
  await writePlatformSetting(db, POLICY_KEY, value);
}

/** Whether the rule makes two-factor compulsory for this role. */
export function requiredFor(policy: TwoFactorPolicy, role: string): boolean {
  return policy.required_for_admins && (ADMIN_ROLES as readonly string[]).includes(role);
}
