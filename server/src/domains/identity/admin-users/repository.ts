import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { AdminUser, Role } from '@voice/contracts';
import type { DB, UserStatus } from '../../../db/schema';
import { containsText } from '../../../lib/like';
import { paginate, type Page, type PageRequest } from '../../../lib/paginate';
import { withScope } from '../../../lib/scope';
import { spendUnusedPasswordLinks } from '../password-reset/repository';
import { usersWithReseller } from '../users/repository';

/** A user as the admin consoles list them: the reply's type (contracts AdminUser). */
export type AdminUserItem = AdminUser;

type TenantScope = { kind: 'all' } | { kind: 'reseller'; resellerId: number | null };

/** The columns of an AdminUserItem (users u, resellers r). */
const ADMIN_USER_COLUMNS = [
  'u.id',
  'u.name',
  'u.email',
  'u.role',
  'u.status',
  'u.reseller_id',
  'r.org_name as reseller_name',
  'u.created_at',
] as const;

function adminUserRows(db: Kysely<DB>) {
  return usersWithReseller(db).select(ADMIN_USER_COLUMNS);
}

/**
 * The users an admin may see (tenantScope), deleted (anonymised) users left out, optionally searched (name,
 * email) and filtered by role, status and (platform admins) reseller.
 */
export async function listAdminUsers(
  db: Kysely<DB>,
  scope: TenantScope,
  query: PageRequest & {
    search?: string | undefined;
    role?: string | undefined;
    status?: string | undefined;
    resellerId?: number | undefined;
  },
): Promise<Page<AdminUserItem>> {
  let base = withScope(db.selectFrom('users as u'), scope, { reseller: 'u.reseller_id' }).where(
    'u.deleted_at',
    'is',
    null,
  );
  if (query.search) {
    const text = query.search;
    base = base.where((eb) =>
      eb.or([containsText(sql.ref('u.name'), text), containsText(sql.ref('u.email'), text)]),
    );
  }
  if (query.role) base = base.where('u.role', '=', query.role as Role);
  if (query.status) base = base.where('u.status', '=', query.status as UserStatus);
  if (query.resellerId !== undefined) base = base.where('u.reseller_id', '=', query.resellerId);
  return paginate(base, query, (rows) =>
    rows
      .leftJoin('resellers as r', 'r.id', 'u.reseller_id')
      .select(ADMIN_USER_COLUMNS)
      .orderBy('u.name', 'asc')
      .orderBy('u.id', 'asc'),
  );
}

/** A user that is not deleted, as the admin list shows it. */
export async function findAdminUser(
  db: Kysely<DB>,
  id: number,
): Promise<AdminUserItem | undefined> {
  return adminUserRows(db)
    .where('u.id', '=', id)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function findResellerName(
  db: Kysely<DB>,
  resellerId: number,
): Promise<
  { id: number; subdomain: string; custom_domain: string | null; org_name: string } | undefined
> {
  return db
    .selectFrom('resellers')
    .select(['id', 'subdomain', 'custom_domain', 'org_name'])
    .where('id', '=', resellerId)
    .executeTakeFirst();
}

export async function updateUserFields(
  db: Kysely<DB>,
  id: number,
  fields: { name?: string; role?: Role; status?: UserStatus },
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...fields, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/**
 * Ends every way into an account: its sessions (access tokens), unused login-as tokens and password
 * links. Used when a user is suspended or deleted.
 */
export async function revokeUserCredentials(
  db: Kysely<DB>,
  userId: number,
  now: string,
): Promise<number> {
  const revoked = await db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  await db
    .updateTable('login_as_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  await spendUnusedPasswordLinks(db, userId, now);
  return Number(revoked.numUpdatedRows);
}

/** A password hash no password matches (not in the scrypt format verifyPassword accepts). */
export const UNUSABLE_PASSWORD = '!unusable';

/**
 * Deletes a user by anonymising the row: personal data erased, the password unusable, status inactive,
 * deleted_at set. The id stays, so calls, payments and subscriptions keep their owner for the books.
 */
export async function anonymiseUser(db: Kysely<DB>, id: number, now: string): Promise<void> {
  // The address is unique: should someone have signed up with it, a random suffix keeps it free of theirs.
  let email = `deleted-${id}@invalid`;
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('id', '!=', id)
    .executeTakeFirst();
  if (taken) email = `deleted-${id}-${randomBytes(6).toString('hex')}@invalid`;
  await db
    .updateTable('users')
    .set({
      name: 'Deleted user',
      email,
      phone: null,
      company: null,
      bio: null,
      profile_picture: null,
      password_hash: UNUSABLE_PASSWORD,
      status: 'inactive',
      deleted_at: now,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}
