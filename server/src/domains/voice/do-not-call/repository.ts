import type { DoNotCallEntry } from '@voice/contracts';
import type { Db, DoNotCallSource } from '../../../db/schema';
import { containsText } from '../../../lib/like';
import { isoString } from '../../../lib/time';

/** do_not_call (migration 0034): a tenant's list; `resellerId` null is the platform's own tenant. */

export interface DoNotCallTenant {
  resellerId: number | null;
}

export interface NewDoNotCallEntry {
  phone: string;
  reason: string | null;
  source: DoNotCallSource;
  callId?: string | null;
  addedBy: number | null;
}

const ofTenant = (tenant: DoNotCallTenant) => (db: Db) =>
  db
    .selectFrom('do_not_call as d')
    .where('d.reseller_id', tenant.resellerId === null ? 'is' : '=', tenant.resellerId as number);

/**
 * Which of `e164s` are on the tenant's list: one query, whatever the count (callers pass normalised E.164 numbers;
 * a number not in that form never matches). An outbound call or a campaign asks this before dialling.
 */
export async function isDoNotCall(
  db: Db,
  tenant: DoNotCallTenant,
  e164s: readonly string[],
): Promise<Set<string>> {
  const wanted = [...new Set(e164s)];
  if (wanted.length === 0) return new Set();
  const listed = new Set<string>();
  // Bounded IN lists: SQLite allows 32,766 parameters, PostgreSQL 65,535; a campaign's contacts come in chunks.
  for (let at = 0; at < wanted.length; at += 10_000) {
    const rows = await ofTenant(tenant)(db)
      .select('d.phone_e164')
      .where('d.phone_e164', 'in', wanted.slice(at, at + 10_000))
      .execute();
    for (const row of rows) listed.add(row.phone_e164);
  }
  return listed;
}

/**
 * Adds numbers to the tenant's list; a number already there keeps its first entry (its reason, source and who
 * added it). Returns the numbers actually added.
 */
export async function addDoNotCall(
  db: Db,
  tenant: DoNotCallTenant,
  entries: readonly NewDoNotCallEntry[],
  now: string,
): Promise<Set<string>> {
  const added = new Set<string>();
  for (let at = 0; at < entries.length; at += 500) {
    const rows = await db
      .insertInto('do_not_call')
      .values(
        entries.slice(at, at + 500).map((entry) => ({
          reseller_id: tenant.resellerId,
          phone_e164: entry.phone,
          reason: entry.reason,
          source: entry.source,
          call_id: entry.callId ?? null,
          added_by: entry.addedBy,
          created_at: now,
        })),
      )
      // No conflict target: the unique index is on coalesce(reseller_id, 0), which both databases match here.
      .onConflict((oc) => oc.doNothing())
      .returning('phone_e164')
      .execute();
    for (const row of rows) added.add(row.phone_e164);
  }
  return added;
}

export interface DoNotCallPageQuery {
  search: string | null;
  page: number;
  perPage: number;
}

const entryColumns = [
  'd.id',
  'd.phone_e164',
  'd.reason',
  'd.source',
  'd.call_id',
  'd.added_by',
  'd.created_at',
  'u.name as added_by_name',
] as const;

type EntryRow = {
  id: number;
  phone_e164: string;
  reason: string | null;
  source: DoNotCallSource;
  call_id: string | null;
  added_by: number | null;
  created_at: string | Date;
  added_by_name: string | null;
};

const present = (row: EntryRow): DoNotCallEntry => ({
  id: row.id,
  phone: row.phone_e164,
  reason: row.reason,
  source: row.source,
  call_id: row.call_id,
  added_by: row.added_by === null ? null : { id: row.added_by, name: row.added_by_name ?? '' },
  created_at: isoString(row.created_at),
});

/** A search matches the number by its digits ("+1 (555) 010" finds +1555010…) or the reason by its text. */
function searchFilter(search: string | null) {
  const text = search?.trim();
  if (!text) return null;
  return { digits: text.replace(/\D/g, ''), text };
}

/** One page of the tenant's list, newest first, with the total. */
export async function listDoNotCall(
  db: Db,
  tenant: DoNotCallTenant,
  query: DoNotCallPageQuery,
): Promise<{ entries: DoNotCallEntry[]; total: number }> {
  const filter = searchFilter(query.search);
  const base = ofTenant(tenant)(db)
    .leftJoin('users as u', 'u.id', 'd.added_by')
    .where((eb) => {
      if (filter === null) return eb.lit(true);
      const byReason = containsText(eb.ref('d.reason'), filter.text);
      return filter.digits
        ? eb.or([eb('d.phone_e164', 'like', `%${filter.digits}%`), byReason])
        : byReason;
    });
  const [rows, count] = await Promise.all([
    base
      .select(entryColumns)
      .orderBy('d.id', 'desc')
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { entries: rows.map(present), total: Number(count.n) };
}

/** The tenant's entry of a number (E.164). */
export async function findDoNotCallByPhone(
  db: Db,
  tenant: DoNotCallTenant,
  phone: string,
): Promise<DoNotCallEntry | undefined> {
  const row = await ofTenant(tenant)(db)
    .leftJoin('users as u', 'u.id', 'd.added_by')
    .select(entryColumns)
    .where('d.phone_e164', '=', phone)
    .executeTakeFirst();
  return row && present(row);
}

/** The tenant's entries, newest first, `limit` at a time past the id `after` (the CSV export). */
export async function doNotCallAfter(
  db: Db,
  tenant: DoNotCallTenant,
  after: number | null,
  limit: number,
): Promise<DoNotCallEntry[]> {
  const rows = await ofTenant(tenant)(db)
    .leftJoin('users as u', 'u.id', 'd.added_by')
    .select(entryColumns)
    .$if(after !== null, (q) => q.where('d.id', '<', after ?? 0))
    .orderBy('d.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(present);
}

export async function deleteDoNotCall(
  db: Db,
  tenant: DoNotCallTenant,
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('do_not_call')
    .where('id', '=', id)
    .where('reseller_id', tenant.resellerId === null ? 'is' : '=', tenant.resellerId as number)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
