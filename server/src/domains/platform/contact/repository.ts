import type { Kysely, Selectable } from 'kysely';
import { PLATFORM_ADMIN_ROLES } from '@voice/contracts';
import type { ContactMessagesTable, DB } from '../../../db/schema';
import { paginate, type Page, type PageRequest } from '../../../lib/paginate';
import { withScope } from '../../../lib/scope';
import { nowIso } from '../../../lib/time';
import type { AdminScope } from '../email/repository';

/** A message as the form sends it: every column the database does not set. */
export type ContactMessageInput = Omit<Selectable<ContactMessagesTable>, 'id' | 'created_at'>;

export interface ContactMessageItem extends ContactMessageInput {
  id: number;
  reseller_name: string | null;
  created_at: string;
}

export async function insertContactMessage(
  db: Kysely<DB>,
  input: ContactMessageInput,
): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values({ ...input, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function listContactMessages(
  db: Kysely<DB>,
  scope: AdminScope,
  query: PageRequest,
): Promise<Page<ContactMessageItem>> {
  const base = withScope(db.selectFrom('contact_messages as c'), scope, {
    reseller: 'c.reseller_id',
  });
  return paginate(base, query, (rows) =>
    rows
      .leftJoin('resellers as r', 'r.id', 'c.reseller_id')
      .select([
        'c.id',
        'c.reseller_id',
        'r.org_name as reseller_name',
        'c.first_name',
        'c.last_name',
        'c.email',
        'c.phone',
        'c.message',
        'c.created_at',
      ])
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc'),
  );
}

/**
 * Who is told about a new message: the platform admins (admin, super_admin) for the main host, the
 * reseller's reseller_admin users for its subdomain. Active accounts only.
 */
export async function tenantAdminEmails(
  db: Kysely<DB>,
  resellerId: number | null,
): Promise<string[]> {
  let query = db.selectFrom('users').select('email').where('status', '=', 'active');
  query =
    resellerId === null
      ? query.where('role', 'in', PLATFORM_ADMIN_ROLES).where('reseller_id', 'is', null)
      : query.where('role', '=', 'reseller_admin').where('reseller_id', '=', resellerId);
  const rows = await query.orderBy('id').execute();
  return rows.map((row) => row.email);
}
