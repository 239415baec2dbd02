import { sql, type Kysely } from 'kysely';
import type { AssistantType, DataScope } from '@voice/contracts';
import type { DB } from '../../db/schema';
import { containsText } from '../../lib/like';
import { paginationOf, type Page } from '../../lib/paginate';
import { withScope } from '../../lib/scope';
import type { AssistantListQuery } from './list-query';

/** An assistant as the list shows it (spec 001 §2, §3). */
export interface AssistantListItem {
  id: number;
  vapi_assistant_id: string | null;
  name: string;
  type: AssistantType;
  phone_number: string | null;
  created_at: string;
  user: { name: string } | null;
  creator: { name: string } | null;
  user_id: number;
}

export async function listAssistants(
  db: Kysely<DB>,
  scope: DataScope,
  query: AssistantListQuery,
): Promise<Page<AssistantListItem>> {
  let base = withScope(db.selectFrom('assistants as a'), scope, {
    reseller: 'a.reseller_id',
    owner: 'a.user_id',
  });
  if (query.search) {
    base = base.where(containsText(sql.ref('a.name'), query.search));
  }
  if (query.phone_search) {
    base = base.where(containsText(sql.ref('a.phone_number'), query.phone_search));
  }
  if (query.user_id !== undefined) base = base.where('a.user_id', '=', query.user_id);
  if (query.reseller_id !== undefined) base = base.where('a.reseller_id', '=', query.reseller_id);

  // One round trip: the page and, in the same statement, the count of every row of the list (an uncorrelated
  // subquery, evaluated once). Only a page past the end (no row to carry the count) counts on its own.
  const direction = query.sort_order;
  const count = () => base.clearSelect().select(sql<number | string>`count(*)`.as('n'));
  const rows = await base
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('users as c', 'c.id', 'a.created_by')
    .select([
      'a.id',
      'a.vapi_assistant_id',
      'a.name',
      'a.type',
      'a.phone_number',
      'a.created_at',
      'a.user_id',
      'u.name as user_name',
      'c.name as creator_name',
    ])
    .select(count().as('total_count'))
    .orderBy(query.sort_by === 'name' ? sql`lower(a.name)` : sql`a.created_at`, direction)
    .orderBy('a.id', direction)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();
  let total = Number(rows[0]?.total_count ?? 0);
  if (rows.length === 0 && query.page > 1) {
    total = Number((await count().executeTakeFirst())?.n ?? 0);
  }
  const page = {
    data: rows,
    pagination: paginationOf(total, query.page, query.per_page, rows.length),
  };

  return {
    data: page.data.map((r) => ({
      id: r.id,
      vapi_assistant_id: r.vapi_assistant_id,
      name: r.name,
      type: r.type,
      phone_number: r.phone_number,
      created_at: r.created_at,
      user: r.user_name === null ? null : { name: r.user_name },
      creator: r.creator_name === null ? null : { name: r.creator_name },
      user_id: r.user_id,
    })),
    pagination: page.pagination,
  };
}
