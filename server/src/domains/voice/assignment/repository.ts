import { sql, type Kysely } from 'kysely';
import type { DataScope, UserOption } from '@voice/contracts';
import type { DB } from '../../../db/schema';
import { containsText } from '../../../lib/like';
import { withScope } from '../../../lib/scope';
import type { UsersForAssignmentQuery } from './schemas';

/**
 * Active users an assistant can be assigned to, within the caller's scope (a reseller admin: its tenant's
 * users only), by name then id; `search` matches name or email, `reseller_id` narrows to one reseller.
 */
export async function listUsersForAssignment(
  db: Kysely<DB>,
  scope: DataScope,
  query: UsersForAssignmentQuery,
): Promise<UserOption[]> {
  let rows = withScope(
    db
      .selectFrom('users as u')
      .leftJoin('resellers as r', 'r.id', 'u.reseller_id')
      .select(['u.id', 'u.name', 'u.email', 'u.reseller_id', 'r.org_name as reseller_name'])
      .where('u.status', '=', 'active'),
    scope,
    { reseller: 'u.reseller_id', owner: 'u.id' },
  );
  if (query.search) {
    const search = query.search;
    rows = rows.where((eb) =>
      eb.or([containsText(sql.ref('u.name'), search), containsText(sql.ref('u.email'), search)]),
    );
  }
  if (query.reseller_id !== undefined) rows = rows.where('u.reseller_id', '=', query.reseller_id);
  return rows
    .orderBy(sql`lower(u.name)`)
    .orderBy('u.id')
    .limit(query.per_page)
    .execute();
}
