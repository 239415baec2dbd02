import { sql, type Kysely } from 'kysely';
import type { AssistantType, Pagination } from '@voice/contracts';
import type { DB } from '../../db/schema';
import type { DataScope } from '../../lib/access';
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

/** A LIKE pattern matching `text` anywhere, with %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function paginationOf(
  total: number,
  page: number,
  perPage: number,
  count: number,
): Pagination {
  const from = count > 0 ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
    from,
    to: from === null ? null : from + count - 1,
  };
}

export async function listAssistants(
  db: Kysely<DB>,
  scope: DataScope,
  query: AssistantListQuery,
): Promise<{ data: AssistantListItem[]; pagination: Pagination }> {
  let base = db.selectFrom('assistants as a');
  if (scope.kind === 'own') base = base.where('a.user_id', '=', scope.userId);
  if (scope.kind === 'reseller') {
    base =
      scope.resellerId === null
        ? base.where('a.reseller_id', 'is', null)
        : base.where('a.reseller_id', '=', scope.resellerId);
  }
  if (query.search) {
    base = base.where(
      sql<boolean>`lower(a.name) like ${containsPattern(query.search)} escape '\\'`,
    );
  }
  if (query.phone_search) {
    base = base.where(
      sql<boolean>`lower(a.phone_number) like ${containsPattern(query.phone_search)} escape '\\'`,
    );
  }

  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const total = Number(counted?.n ?? 0);

  const direction = query.sort_order;
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
    .orderBy(query.sort_by === 'name' ? sql`lower(a.name)` : sql`a.created_at`, direction)
    .orderBy('a.id', direction)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .execute();

  return {
    data: rows.map((r) => ({
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
    pagination: paginationOf(total, query.page, query.per_page, rows.length),
  };
}
