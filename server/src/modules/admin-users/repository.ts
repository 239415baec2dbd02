import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { containsText } from '../../lib/like';
import { paginate, type Page, type PageRequest } from '../../lib/paginate';
import { withScope } from '../../lib/scope';

export interface AdminUserItem {
  id: number;
  name: string;
  email: string;
  role: string;
  status: string;
  reseller_id: number | null;
  reseller_name: string | null;
  created_at: string;
}

/** The users an admin may see (tenantScope), optionally searched (name, email) and of one role. */
export async function listAdminUsers(
  db: Kysely<DB>,
  scope: { kind: 'all' } | { kind: 'reseller'; resellerId: number | null },
  query: PageRequest & { search?: string | undefined; role?: string | undefined },
): Promise<Page<AdminUserItem>> {
  let base = withScope(db.selectFrom('users as u'), scope, { reseller: 'u.reseller_id' });
  if (query.search) {
    const text = query.search;
    base = base.where((eb) =>
      eb.or([containsText(sql.ref('u.name'), text), containsText(sql.ref('u.email'), text)]),
    );
  }
  if (query.role) base = base.where('u.role', '=', query.role as never);
  return paginate(base, query, (rows) =>
    rows
      .leftJoin('resellers as r', 'r.id', 'u.reseller_id')
      .select([
        'u.id',
        'u.name',
        'u.email',
        'u.role',
        'u.status',
        'u.reseller_id',
        'r.org_name as reseller_name',
        'u.created_at',
      ])
      .orderBy('u.name', 'asc')
      .orderBy('u.id', 'asc'),
  );
}
