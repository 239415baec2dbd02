import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import {
  billedMinutesOf,
  type CallLogListItem,
  type DataScope,
  type Pagination,
} from '@voice/contracts';
import { phoneSearchDigits } from '@voice/contracts/schemas';
import type { Dialect } from '../../../db/database';
import type { DB } from '../../../db/schema';
import { isoString } from '../../../lib/time';
import { keysetChunks } from '../../../lib/csv';
import { containsPattern } from '../../../lib/like';
import { paginationOf, type PageRequest } from '../../../lib/paginate';
import { scopeKeyOf } from '../ingestion/call-stats';
import { withScope } from '../../../lib/scope';
import { inNumberIndex, searchesIndex } from './number-search-repository';

// The call-log lists, their CSV export and a call's page read through one filter (`filtered`), one column set and one
// row mapping: over 400 lines on purpose, so that a new filter or column is written once for all three. The phone
// search's index is number-search-repository.ts; a call's webhook deliveries are deliveries-repository.ts.

/** The filters of the call-log lists and exports (validated by schemas.ts). */
export interface CallLogFilters {
  assistant_id?: number | undefined;
  status?: string | undefined;
  /** 'YYYY-MM-DD', UTC, inclusive. */
  from?: string | undefined;
  /** 'YYYY-MM-DD', UTC, inclusive. */
  to?: string | undefined;
  /** A phone number (or part of one): its digits are looked for in the assistant's and the customer's number. */
  search?: string | undefined;
  /** One reseller's calls (the admin routes of platform admins; checked against the scope by the routes). */
  reseller_id?: number | undefined;
  /** Set by the lists and exports (not a query parameter): the search is answered by the trigram index. */
  numbersIndexed?: boolean | undefined;
}

/** The admin lists' extra columns: the owner and the tenant. */
type OwnerColumns = 'user_id' | 'user_name' | 'user_email' | 'reseller_id' | 'reseller_name';

/** A row of a user's list (the contract's list item without the owner's columns). */
export type CallLogRow = Omit<CallLogListItem, OwnerColumns>;

/** A row of the admin lists: with the owner and the tenant. */
export type AdminCallLogRow = CallLogRow & Required<Pick<CallLogListItem, OwnerColumns>>;

/** 'YYYY-MM-DD' -> the ISO instant the UTC day starts; `days` later with days > 0. */
function dayStart(day: string, days = 0): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString();
}

/**
 * `column like '%digits%'`: numbers are stored as the platforms give them (E.164, '+14155550100'), so the
 * digits of a search are found in them as they are (PostgreSQL's trigram indexes serve it; on SQLite the trigram
 * table does, number-search-repository.ts, and this reads the scope's rows when it does not).
 */
function containsDigits(column: string, digits: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${containsPattern(digits)} escape '\\'`;
}

/**
 * The calls a scope sees, filtered (no selection yet). Every filter is a plain where-clause on call_logs, so
 * the scope's (owner|reseller, start_time) index or (assistant_id, status, start_time) serves it.
 */
function filtered(db: Kysely<DB>, scope: DataScope, filters: CallLogFilters) {
  let query = withScope(db.selectFrom('call_logs as c'), scope, {
    reseller: 'c.reseller_id',
    owner: 'c.user_id',
  });
  if (filters.reseller_id !== undefined) {
    query = query.where('c.reseller_id', '=', filters.reseller_id);
  }
  if (filters.assistant_id !== undefined) {
    query = query.where('c.assistant_id', '=', filters.assistant_id);
  }
  if (filters.status) query = query.where('c.status', '=', filters.status);
  if (filters.from) query = query.where('c.start_time', '>=', dayStart(filters.from));
  if (filters.to) query = query.where('c.start_time', '<', dayStart(filters.to, 1));
  const digits = filters.search ? phoneSearchDigits(filters.search) : '';
  if (digits && filters.numbersIndexed) query = query.where(inNumberIndex(digits));
  else if (digits) {
    query = query.where((eb) =>
      eb.or([
        containsDigits('c.phone_number', digits),
        containsDigits('c.customer_number', digits),
      ]),
    );
  }
  return query;
}

const LIST_COLUMNS = [
  'c.id',
  'c.call_id',
  'c.status',
  'c.assistant_id',
  'a.name as assistant_name',
  'c.phone_number',
  'c.customer_number',
  'c.direction',
  'c.start_time',
  'c.end_time',
  'c.duration',
  'c.cost',
  'c.ended_reason',
  'c.transferred_to',
  'c.transferred_to_description',
] as const;

const ADMIN_COLUMNS = [
  'c.user_id',
  'u.name as user_name',
  'u.email as user_email',
  'c.reseller_id',
  'r.org_name as reseller_name',
] as const;

/** What the end-of-call report brought (the call's detail shows it, its webhook forwards it). */
export const CALL_REPORT_COLUMNS = [
  'c.transcript',
  'c.call_messages',
  'c.recording_url',
  'c.summary',
  'c.success_evaluation',
  'c.structured_data',
] as const;

/** The rows of the filtered calls with their names, newest first (start_time, then id). */
function listRows(db: Kysely<DB>, scope: DataScope, filters: CallLogFilters) {
  return filtered(db, scope, filters)
    .leftJoin('assistants as a', 'a.id', 'c.assistant_id')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('resellers as r', 'r.id', 'c.reseller_id')
    .select([...LIST_COLUMNS, ...ADMIN_COLUMNS])
    .orderBy('c.start_time', 'desc')
    .orderBy('c.id', 'desc');
}

type Row = Omit<AdminCallLogRow, 'billed_minutes'>;

function toListItem(row: Row): CallLogRow {
  return {
    id: row.id,
    call_id: row.call_id,
    status: row.status,
    assistant_id: row.assistant_id,
    assistant_name: row.assistant_name,
    phone_number: row.phone_number,
    customer_number: row.customer_number,
    direction: row.direction,
    start_time: isoString(row.start_time),
    end_time: row.end_time === null ? null : isoString(row.end_time),
    duration: Number(row.duration),
    billed_minutes: billedMinutesOf(Number(row.duration)),
    cost: Number(row.cost),
    ended_reason: row.ended_reason,
    transferred_to: row.transferred_to,
    transferred_to_description: row.transferred_to_description,
  };
}

function toAdminItem(row: Row): AdminCallLogRow {
  return {
    ...toListItem(row),
    user_id: row.user_id,
    user_name: row.user_name,
    user_email: row.user_email,
    reseller_id: row.reseller_id,
    reseller_name: row.reseller_name,
  };
}

/** Rows read per query of an export (and of a scan). */
export const EXPORT_CHUNK = 500;

/** The most calls a filtered list counts: past it, the total is given as "at least" (see countCallLogs). */
export const COUNT_CAP = 10_000;

/** The pagination of the call-log lists: `total_capped` when `total` is COUNT_CAP and more calls match. */
export type CallLogPagination = Pagination & { total_capped: boolean };

/**
 * How many calls a scope sees with these filters. Without an assistant, status or phone filter the dashboards'
 * per-day totals answer exactly (call_daily_totals, kept with every call write: a few hundred rows, even for a
 * tenant of a million calls). With one, the matching calls are counted up to COUNT_CAP + 1 only, so that a
 * count never walks a whole large tenant: past `cap` (COUNT_CAP) the total is `cap` and `capped` is set.
 */
async function countCallLogs(
  db: Kysely<DB>,
  scope: DataScope,
  filters: CallLogFilters,
  cap: number,
): Promise<{ total: number; capped: boolean }> {
  const byTotals =
    filters.assistant_id === undefined &&
    !filters.status &&
    !(filters.search && phoneSearchDigits(filters.search)) &&
    (filters.reseller_id === undefined ||
      scope.kind === 'all' ||
      (scope.kind === 'reseller' && scope.resellerId === filters.reseller_id));
  if (byTotals) {
    const key =
      filters.reseller_id === undefined ? scopeKeyOf(scope) : `reseller:${filters.reseller_id}`;
    let query = db
      .selectFrom('call_daily_totals')
      .select((eb) => eb.fn.sum<number | string | null>('calls').as('n'))
      .where('scope_key', '=', key);
    if (filters.from) query = query.where('day', '>=', filters.from);
    if (filters.to) query = query.where('day', '<=', filters.to);
    const row = await query.executeTakeFirst();
    return { total: Number(row?.n ?? 0), capped: false };
  }
  const matching = filtered(db, scope, filters)
    .select(sql<number>`1`.as('one'))
    .limit(cap + 1)
    .as('m');
  const row = await db
    .selectFrom(matching)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  const counted = Number(row?.n ?? 0);
  return counted > cap ? { total: cap, capped: true } : { total: counted, capped: false };
}

/**
 * Calls of the scope's index one slice of a scan covers on SQLite (see scanInSlices): a few ms of its time.
 */
export const SCAN_SLICE = 5_000;

/** How a database scans (the lists' and exports' `slice`): in slices on SQLite, in one query on PostgreSQL. */
export const scanSliceOf = (dialect: Dialect) => (dialect === 'sqlite' ? SCAN_SLICE : null);

/** Whether the filters make a scan of the scope's calls: a phone search the trigram index does not answer. */
const scans = (filters: CallLogFilters) =>
  Boolean(filters.search && phoneSearchDigits(filters.search)) && !filters.numbersIndexed;

/** The filters, marked when their phone search is answered by the trigram index (number-search-repository.ts). */
async function withNumberIndex<F extends CallLogFilters>(db: Kysely<DB>, filters: F): Promise<F> {
  const digits = filters.search ? phoneSearchDigits(filters.search) : '';
  return digits && (await searchesIndex(db, digits))
    ? { ...filters, numbersIndexed: true }
    : filters;
}

/** A position in the newest-first order of the lists: (start_time, id). */
export interface CallLogPosition {
  start_time: string;
  id: number;
}

/** Calls older than the cursor, written so that the start_time index gives the range (an OR alone does not). */
const olderThan = (after: CallLogPosition) =>
  sql<SqlBool>`c.start_time <= ${after.start_time} and (c.start_time < ${after.start_time} or c.id < ${after.id})`;

/** Calls not older than the cursor (the cursor's call included). */
const notOlderThan = (edge: CallLogPosition) =>
  sql<SqlBool>`c.start_time >= ${edge.start_time} and (c.start_time > ${edge.start_time} or c.id >= ${edge.id})`;

/**
 * The filtered calls (a phone search) newest first, in short queries: each slice is the next `slice` calls
 * of the filters an index serves (the scope, tenant, assistant, status, days), found by a walk of that index,
 * in which one query reads the matching calls (at most `chunk`; the next query goes on from the last one).
 * Between queries, other requests run (setImmediate): on SQLite a scan of a million calls is then 200 slices
 * of a few ms instead of one query of half a second that holds the event loop (PostgreSQL runs its queries
 * off the event loop: one query there).
 */
async function* scanInSlices(
  db: Kysely<DB>,
  scope: DataScope,
  filters: CallLogFilters,
  slice: number,
  chunk: number,
): AsyncGenerator<Row[]> {
  const indexed: CallLogFilters = { ...filters, search: undefined };
  let after: CallLogPosition | null = null;
  for (;;) {
    let walk = filtered(db, scope, indexed)
      .select(['c.start_time', 'c.id'])
      .orderBy('c.start_time', 'desc')
      .orderBy('c.id', 'desc');
    if (after) walk = walk.where(olderThan(after));
    const edge: CallLogPosition | undefined = await walk
      .offset(slice - 1)
      .limit(1)
      .executeTakeFirst();
    let matching = listRows(db, scope, filters);
    if (after) matching = matching.where(olderThan(after));
    if (edge) matching = matching.where(notOlderThan(edge));
    const rows = await matching.limit(chunk).execute();
    yield rows;
    const last = rows.at(-1);
    if (last && rows.length === chunk) after = { start_time: last.start_time, id: last.id };
    else if (edge) after = edge;
    else return;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** One page of a phone search read by scanInSlices, counted up to `cap` + 1 matches past the page. */
async function scannedPage(
  db: Kysely<DB>,
  scope: DataScope,
  query: PageRequest & CallLogFilters,
  cap: number,
  slice: number,
): Promise<{ rows: Row[]; total: number; capped: boolean }> {
  const offset = (query.page - 1) * query.per_page;
  const end = offset + query.per_page;
  const rows: Row[] = [];
  let matched = 0;
  for await (const found of scanInSlices(db, scope, query, slice, EXPORT_CHUNK)) {
    for (const row of found) {
      if (matched >= offset && matched < end) rows.push(row);
      matched += 1;
    }
    // Enough: the page is read and more than `cap` calls match (the total is "at least cap").
    if (matched > cap && matched >= end) return { rows, total: cap, capped: true };
  }
  return { rows, total: matched, capped: false };
}

/**
 * `limit` rows of the filtered calls from `offset` on, newest first, read so that a deep page costs a walk of the
 * index, not `offset` rows joined and sorted. An offset on the list's query would look up the names of every
 * skipped call and, since the indexes hold (…, start_time, duration) and not (…, start_time, id), sort each run
 * of equal start times by id (a page 500 of a tenant's million calls: 15 ms of SQLite's CPU, BENCHMARKS.md). So:
 * the start time of the page's first call, found by a walk of the index in start-time order alone (no sort); then
 * how many calls are newer than it (another walk); then the page itself from that start time on, where the
 * offset left is only the page's position among the calls of that same start time (0 but for ties).
 */
async function pageRows(
  db: Kysely<DB>,
  scope: DataScope,
  filters: CallLogFilters,
  offset: number,
  limit: number,
): Promise<Row[]> {
  if (offset === 0) return listRows(db, scope, filters).limit(limit).execute();
  const edge = await filtered(db, scope, filters)
    .select('c.start_time')
    .orderBy('c.start_time', 'desc')
    .limit(1)
    .offset(offset)
    .executeTakeFirst();
  if (!edge) return [];
  const newer = await filtered(db, scope, filters)
    .where('c.start_time', '>', edge.start_time)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  // A call written between the two walks may have made `newer` pass the offset: the page then starts at the edge.
  const skipped = Math.max(0, offset - Number(newer?.n ?? 0));
  return listRows(db, scope, filters)
    .where('c.start_time', '<=', edge.start_time)
    .limit(limit)
    .offset(skipped)
    .execute();
}

/**
 * One page of the calls a scope sees; `admin` adds the owner and the tenant to each row. With `slice` (SQLite:
 * scanSliceOf) a phone search reads the calls in short queries (scanInSlices): it never holds the event loop long.
 */
export async function listCallLogs(
  db: Kysely<DB>,
  scope: DataScope,
  request: PageRequest & CallLogFilters,
  admin: boolean,
  countCap = COUNT_CAP,
  slice: number | null = null,
): Promise<{ data: (CallLogRow | AdminCallLogRow)[]; pagination: CallLogPagination }> {
  const query = await withNumberIndex(db, request);
  if (slice !== null && scans(query)) {
    const { rows, total, capped } = await scannedPage(db, scope, query, countCap, slice);
    return {
      data: rows.map(admin ? toAdminItem : toListItem),
      pagination: {
        ...paginationOf(total, query.page, query.per_page, rows.length),
        total_capped: capped,
      },
    };
  }
  const offset = (query.page - 1) * query.per_page;
  const rows = await pageRows(db, scope, query, offset, query.per_page);
  // A page that is not full is the last one: it gives the exact total without a count (a rare phone number
  // then costs one scan, not two).
  const { total, capped } =
    rows.length < query.per_page && (rows.length > 0 || query.page === 1)
      ? { total: offset + rows.length, capped: false }
      : await countCallLogs(db, scope, query, countCap);
  return {
    data: rows.map(admin ? toAdminItem : toListItem),
    pagination: {
      ...paginationOf(total, query.page, query.per_page, rows.length),
      total_capped: capped,
    },
  };
}

/**
 * Every filtered call, newest first, read in chunks of `chunk` rows by keyset on (start_time, id): each chunk
 * is one bounded query that starts where the previous one stopped (no offsets), so an export of a million
 * calls never holds more than one chunk and stays consistent while calls are added. The caller stops pulling
 * (e.g. the client went away) by returning from the iteration. With `slice` (SQLite: scanSliceOf) a phone
 * search reads the calls in short queries (scanInSlices).
 */
export async function* exportCallLogs(
  db: Kysely<DB>,
  scope: DataScope,
  requested: CallLogFilters,
  admin: boolean,
  chunk = EXPORT_CHUNK,
  slice: number | null = null,
): AsyncGenerator<CallLogRow | AdminCallLogRow> {
  const filters = await withNumberIndex(db, requested);
  if (slice !== null && scans(filters)) {
    for await (const found of scanInSlices(db, scope, filters, slice, chunk)) {
      for (const row of found) yield admin ? toAdminItem(row) : toListItem(row);
    }
    return;
  }
  const rows = keysetChunks(
    (after: CallLogPosition | null, limit) => {
      let query = listRows(db, scope, filters);
      if (after) query = query.where(olderThan(after));
      return query.limit(limit).execute();
    },
    (last) => ({ start_time: last.start_time, id: last.id }),
    chunk,
  );
  for await (const row of rows) yield admin ? toAdminItem(row) : toListItem(row);
}

/**
 * The filtered calls newest first, from after `after` (start_time, id) on: the public API's keyset pages, one
 * bounded query each (the scope's (owner|reseller, start_time) indexes serve it). `limit` rows at most.
 */
export async function callLogsAfter(
  db: Kysely<DB>,
  scope: DataScope,
  filters: Omit<CallLogFilters, 'search' | 'numbersIndexed'>,
  after: CallLogPosition | null,
  limit: number,
): Promise<{ item: CallLogRow; at: CallLogPosition }[]> {
  let query = listRows(db, scope, filters);
  if (after) query = query.where(olderThan(after));
  const rows = await query.limit(limit).execute();
  // The position as stored (the item's start_time is normalised for display).
  return rows.map((row) => ({
    item: toListItem(row),
    at: { start_time: row.start_time, id: row.id },
  }));
}

export interface CallLogDetailRow extends AdminCallLogRow {
  provider_status: string | null;
  transcript: string | null;
  call_messages: unknown;
  recording_url: string | null;
  summary: string | null;
  success_evaluation: string | null;
  structured_data: unknown;
  cost_breakdown: unknown;
}

/** One call by its platform id, if the scope sees it. */
export async function findCallLog(
  db: Kysely<DB>,
  scope: DataScope,
  callId: string,
): Promise<CallLogDetailRow | undefined> {
  const row = await filtered(db, scope, {})
    .leftJoin('assistants as a', 'a.id', 'c.assistant_id')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('resellers as r', 'r.id', 'c.reseller_id')
    .select([
      ...LIST_COLUMNS,
      ...ADMIN_COLUMNS,
      'c.provider_status',
      ...CALL_REPORT_COLUMNS,
      'c.cost_breakdown',
    ])
    .where('c.call_id', '=', callId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toAdminItem(row),
    provider_status: row.provider_status,
    transcript: row.transcript,
    call_messages: row.call_messages,
    recording_url: row.recording_url,
    summary: row.summary,
    success_evaluation: row.success_evaluation,
    structured_data: row.structured_data,
    cost_breakdown: row.cost_breakdown,
  };
}
