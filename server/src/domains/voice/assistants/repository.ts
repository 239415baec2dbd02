import { sql, type Kysely } from 'kysely';
import type { AssistantType, DataScope } from '@voice/contracts';
import type { DB } from '../../../db/schema';
import { compiledPerShape } from '../../../lib/speed-ups/compiled-query';
import { containsPattern, matchesPattern } from '../../../lib/like';
import { paginationOf, type Page } from '../../../lib/paginate';
import { withScope } from '../../../lib/scope';
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

/** What the list's query is made of: its values (or their placeholders) and the choices that shape its SQL. */
interface ListParams {
  scope: DataScope;
  /** containsPattern (lib/like.ts) of the searches. */
  namePattern?: string;
  phonePattern?: string;
  userId?: number;
  resellerId?: number;
  sortBy: AssistantListQuery['sort_by'];
  sortOrder: AssistantListQuery['sort_order'];
  perPage: number;
  offset: number;
}

/** The values of ListParams besides the scope's, in the order they are passed to the compiled query. */
const LIST_VALUES = ['namePattern', 'phonePattern', 'userId', 'resellerId', 'offset'] as const;

function listRows(db: Kysely<DB>, p: ListParams) {
  let base = withScope(db.selectFrom('assistants as a'), p.scope, {
    reseller: 'a.reseller_id',
    owner: 'a.user_id',
  });
  if (p.namePattern !== undefined) {
    base = base.where(matchesPattern(sql.ref('a.name'), p.namePattern));
  }
  if (p.phonePattern !== undefined) {
    base = base.where(matchesPattern(sql.ref('a.phone_number'), p.phonePattern));
  }
  if (p.userId !== undefined) base = base.where('a.user_id', '=', p.userId);
  if (p.resellerId !== undefined) base = base.where('a.reseller_id', '=', p.resellerId);
  return base;
}

const countRows = (db: Kysely<DB>, p: ListParams) =>
  listRows(db, p)
    .clearSelect()
    .select(sql<number | string>`count(*)`.as('n'));

/**
 * One round trip: the page and, in the same statement, the count of every row of the list (an uncorrelated
 * subquery, evaluated once).
 */
function pageQuery(db: Kysely<DB>, p: ListParams) {
  return listRows(db, p)
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
    .select(countRows(db, p).as('total_count'))
    .orderBy(p.sortBy === 'name' ? sql`lower(a.name)` : sql`a.created_at`, p.sortOrder)
    .orderBy('a.id', p.sortOrder)
    .limit(p.perPage)
    .offset(p.offset);
}

type PageRow = Awaited<ReturnType<ReturnType<typeof pageQuery>['execute']>>[number];

const compiledPage = compiledPerShape<DB, PageRow>();

/** The page's rows, from the query compiled once per shape (scope kind, filters given, order, page size). */
function readPage(db: Kysely<DB>, p: ListParams): Promise<PageRow[]> {
  const scopeId =
    p.scope.kind === 'own'
      ? p.scope.userId
      : p.scope.kind === 'reseller'
        ? p.scope.resellerId
        : null;
  const given = LIST_VALUES.filter((key) => p[key] !== undefined);
  const values = [...(scopeId === null ? [] : [scopeId]), ...given.map((key) => p[key])];
  const shape = [
    p.scope.kind,
    scopeId === null ? '-' : '?',
    ...given,
    p.sortBy,
    p.sortOrder,
    p.perPage,
  ];
  // The same params with each value replaced by its placeholder (which stands for that value: lib/compiled-query.ts).
  const withPlaceholders = (placeholders: unknown[]): ListParams => {
    const queue = [...placeholders];
    const next = () => queue.shift() as never;
    const scope: DataScope =
      scopeId === null
        ? p.scope
        : p.scope.kind === 'own'
          ? { kind: 'own', userId: next() }
          : { kind: 'reseller', resellerId: next() };
    const out: ListParams = { ...p, scope };
    for (const key of given) out[key] = next();
    return out;
  };
  return compiledPage(
    db,
    shape.join(' '),
    (db, ...placeholders) => pageQuery(db, withPlaceholders(placeholders)),
    values,
  );
}

export async function listAssistants(
  db: Kysely<DB>,
  scope: DataScope,
  query: AssistantListQuery,
): Promise<Page<AssistantListItem>> {
  const params: ListParams = {
    scope,
    ...(query.search ? { namePattern: containsPattern(query.search) } : {}),
    ...(query.phone_search ? { phonePattern: containsPattern(query.phone_search) } : {}),
    ...(query.user_id !== undefined ? { userId: query.user_id } : {}),
    ...(query.reseller_id !== undefined ? { resellerId: query.reseller_id } : {}),
    sortBy: query.sort_by,
    sortOrder: query.sort_order,
    perPage: query.per_page,
    offset: (query.page - 1) * query.per_page,
  };
  const rows = await readPage(db, params);
  let total = Number(rows[0]?.total_count ?? 0);
  // Only a page past the end (no row to carry the count) counts on its own.
  if (rows.length === 0 && query.page > 1) {
    total = Number((await countRows(db, params).executeTakeFirst())?.n ?? 0);
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
