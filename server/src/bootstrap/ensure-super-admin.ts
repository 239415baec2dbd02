import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { generatePassword, hashPassword } from '../lib/password';
import { countUsersWithRole, createUser, emailExists } from '../domains/identity';

export interface EnsureAdminResult {
  created: boolean;
  email?: string;
  /** Present only when the password was generated (to be shown once). */
  generatedPassword?: string;
  /** Why nothing was created although no admin exists. */
  warning?: string;
}

/**
 * The first super admin: when no user has role 'admin', creates one from ADMIN_EMAIL / ADMIN_PASSWORD,
 * or admin@localhost (or ADMIN_EMAIL) with a generated strong password that the caller prints once.
 * Run it under the start-up lock (bootstrap/startup.ts): instances starting together on an empty database would
 * otherwise all see no admin, and all but one fail on the unique email.
 */
export async function ensureSuperAdmin(
  db: Kysely<DB>,
  options: { adminEmail: string | null; adminPassword: string | null; passwordCost: number },
): Promise<EnsureAdminResult> {
  if ((await countUsersWithRole(db, ['admin'])) > 0) return { created: false };
  const email = options.adminEmail ?? 'admin@localhost';
  if (await emailExists(db, email)) {
    return {
      created: false,
      warning: `No admin exists and ${email} is already taken by a non-admin user; set ADMIN_EMAIL to another address.`,
    };
  }
  const password = options.adminPassword ?? generatePassword();
  await createUser(db, {
    name: 'Super Admin',
    email,
    password_hash: await hashPassword(password, options.passwordCost),
    role: 'admin',
    reseller_id: null,
  });
  return options.adminPassword
    ? { created: true, email }
    : { created: true, email, generatedPassword: password };
}
