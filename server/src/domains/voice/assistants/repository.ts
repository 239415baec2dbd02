import { sql, type Kysely } from 'kysely';
import type { AssistantListItem, AssistantStats, DataScope } from '@voice/contracts';
import type { AssistantRow, DB } from '../../../db/schema';
import { compiledPerShape } from '../../../lib/speed-ups/compiled-query';
import { containsPattern, matchesPattern } from '../../../lib/like';
import { paginationOf, type Page } from '../../../lib/paginate';
import { parseId } from '../../../lib/validate';
import { scopeFilter, withScope } from '../../../lib/scope';
import type { AssistantListQuery } from './list-query';

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

/** An assistant row with its owner's and creator's names. */
export interface AssistantRecord extends AssistantRow {
  user_name: string | null;
  creator_name: string | null;
}

/**
 * One assistant the caller may see (its own; a reseller admin its tenant's; platform admins any), by our id or
 * by the voice platform's id (vapi_assistant_id, how the list's stats modal asks). Another tenant's assistant is
 * simply not found.
 */
export async function findAssistant(
  db: Kysely<DB>,
  scope: DataScope,
  idOrVoiceId: string,
): Promise<AssistantRecord | undefined> {
  const id = parseId(idOrVoiceId);
  const query = withScope(
    db
      .selectFrom('assistants as a')
      .leftJoin('users as u', 'u.id', 'a.user_id')
      .leftJoin('users as c', 'c.id', 'a.created_by')
      .selectAll('a')
      .select(['u.name as user_name', 'c.name as creator_name']),
    scope,
    { reseller: 'a.reseller_id', owner: 'a.user_id' },
  );
  return (
    id === null
      ? query.where('a.vapi_assistant_id', '=', idOrVoiceId)
      : query.where((eb) =>
          eb.or([eb('a.id', '=', id), eb('a.vapi_assistant_id', '=', idOrVoiceId)]),
        )
  )
    .orderBy('a.id')
    .executeTakeFirst();
}

/** Calls of an assistant: how many, how many completed, their average length in whole seconds. */
export async function assistantStats(db: Kysely<DB>, assistantId: number): Promise<AssistantStats> {
  const row = await db
    .selectFrom('call_logs')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn
        .sum<number | string | null>(
          eb.case().when('status', '=', 'completed').then(1).else(0).end(),
        )
        .as('successful'),
      eb.fn.avg<number | string | null>('duration').as('average'),
    ])
    .where('assistant_id', '=', assistantId)
    .executeTakeFirst();
  return {
    totalCalls: Number(row?.total ?? 0),
    successfulCalls: Number(row?.successful ?? 0),
    averageDuration: Math.round(Number(row?.average ?? 0)),
  };
}

/** A user who may own an assistant of this scope (an active one unless allowInactive). */
export async function findOwnerInScope(
  db: Kysely<DB>,
  scope: DataScope,
  userId: number,
  allowInactive: boolean,
): Promise<{ id: number; name: string; email: string; reseller_id: number | null } | undefined> {
  let query = db
    .selectFrom('users as u')
    .select(['u.id', 'u.name', 'u.email', 'u.reseller_id'])
    .where('u.id', '=', userId)
    .where(scopeFilter(scope, { reseller: 'u.reseller_id', owner: 'u.id' }));
  if (!allowInactive) query = query.where('u.status', '=', 'active');
  return query.executeTakeFirst();
}

/**
 * The scope's assistants newest first (created_at, then id), from after `after` on: the public API's keyset
 * pages (the (user_id|reseller_id, created_at) indexes serve a scope's walk, (created_at, id) every assistant's).
 * `limit` rows at most.
 */
export async function assistantsAfter(
  db: Kysely<DB>,
  scope: DataScope,
  after: { created_at: string; id: number } | null,
  limit: number,
): Promise<AssistantRecord[]> {
  let query = withScope(
    db
      .selectFrom('assistants as a')
      .leftJoin('users as u', 'u.id', 'a.user_id')
      .leftJoin('users as c', 'c.id', 'a.created_by')
      .selectAll('a')
      .select(['u.name as user_name', 'c.name as creator_name']),
    scope,
    { reseller: 'a.reseller_id', owner: 'a.user_id' },
  );
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('a.created_at', '<', after.created_at),
        eb.and([eb('a.created_at', '=', after.created_at), eb('a.id', '<', after.id)]),
      ]),
    );
  }
  return query.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(limit).execute();
}
