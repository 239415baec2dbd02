import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { DB, Db } from '../../../db/schema';

/**
 * The queries of a contact list's preview and import (contacts-csv.ts): which numbers the campaign holds already,
 * which are on the tenant's do-not-call list, and the multi-row insert. Each runs once per batch of rows, so the
 * batches are as large as the databases' parameter limits allow (SQLite 32,766, PostgreSQL 65,535).
 */

/** Rows a batch may hold: the insert binds INSERT_COLUMNS.length parameters a row (30,000 < SQLite's 32,766). */
export const IMPORT_BATCH_ROWS = 5000;

export interface NewContact {
  phone_e164: string;
  name: string | null;
  time_zone: string | null;
  variables: Record<string, string> | null;
}

/** Does the campaign hold any contact? (When not, no number of a list can be one it holds.) */
export async function holdsContacts(db: Db, campaignId: number): Promise<boolean> {
  const row = await db
    .selectFrom('campaign_contacts')
    .select('id')
    .where('campaign_id', '=', campaignId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of `e164s` the campaign holds already (the unique (campaign_id, phone_e164) index answers). */
export async function numbersHeld(
  db: Db,
  campaignId: number,
  e164s: readonly string[],
): Promise<Set<string>> {
  if (e164s.length === 0) return new Set();
  const rows = await db
    .selectFrom('campaign_contacts')
    .select('phone_e164')
    .where('campaign_id', '=', campaignId)
    .where('phone_e164', 'in', e164s)
    .execute();
  return new Set(rows.map((r) => r.phone_e164));
}

/**
 * Which of `e164s` are on the tenant's do-not-call list. The tenant is matched as coalesce(reseller_id, 0), the
 * expression of the list's unique index (migration 0034), so that each number is an index look-up rather than a
 * read of the tenant's whole list.
 */
export async function numbersOnDoNotCall(
  db: Db,
  resellerId: number | null,
  e164s: readonly string[],
): Promise<Set<string>> {
  if (e164s.length === 0) return new Set();
  const rows = await db
    .selectFrom('do_not_call')
    .select('phone_e164')
    .where(sql<number>`coalesce(reseller_id, 0)`, '=', resellerId ?? 0)
    .where('phone_e164', 'in', e164s)
    .execute();
  return new Set(rows.map((r) => r.phone_e164));
}

const INSERT_COLUMNS = [
  'campaign_id',
  'phone_e164',
  'name',
  'time_zone',
  'variables',
  'created_at',
] as const;

/**
 * The SQL of an insert of `rows` contacts as Kysely compiles it for this database, compiled once per connection
 * (a transaction is one) and size: a list's batches are all IMPORT_BATCH_ROWS rows but its last, so an import
 * compiles two statements instead of one per batch. Its parameters are the rows' values in INSERT_COLUMNS order.
 */
const insertShapes = new WeakMap<Kysely<DB>, Map<number, string>>();

function insertSql(db: Db, rows: number): string {
  let shapes = insertShapes.get(db);
  if (!shapes) {
    shapes = new Map();
    insertShapes.set(db, shapes);
  }
  const known = shapes.get(rows);
  if (known !== undefined) return known;
  const marker = (row: number, column: number) => `\0${row}:${column}`;
  const compiled = db
    .insertInto('campaign_contacts')
    .values(
      Array.from({ length: rows }, (_, row) => ({
        campaign_id: marker(row, 0) as unknown as number,
        phone_e164: marker(row, 1),
        name: marker(row, 2),
        time_zone: marker(row, 3),
        variables: marker(row, 4),
        created_at: marker(row, 5),
      })),
    )
    .onConflict((oc) => oc.columns(['campaign_id', 'phone_e164']).doNothing())
    .compile();
  // The values must be bound in row order, columns in INSERT_COLUMNS order: checked once per shape.
  const width = INSERT_COLUMNS.length;
  const inOrder =
    compiled.parameters.length === rows * width &&
    compiled.parameters.every((p, i) => p === marker(Math.floor(i / width), i % width));
  if (!inOrder) throw new Error('insertContacts: unexpected parameter order');
  if (shapes.size > 8) shapes.clear();
  shapes.set(rows, compiled.sql);
  return compiled.sql;
}

/**
 * Inserts contacts in multi-row statements of at most IMPORT_BATCH_ROWS rows (run them in the import's
 * transaction); a number the campaign holds already is left as it is (the unique index's ON CONFLICT DO NOTHING).
 * Answers how many were added.
 */
export async function insertContacts(
  db: Db,
  campaignId: number,
  contacts: readonly NewContact[],
  now: string,
): Promise<number> {
  let added = 0;
  for (let at = 0; at < contacts.length; at += IMPORT_BATCH_ROWS) {
    const rows = contacts.slice(at, at + IMPORT_BATCH_ROWS);
    const parameters: unknown[] = [];
    for (const c of rows) {
      parameters.push(
        campaignId,
        c.phone_e164,
        c.name,
        c.time_zone,
        c.variables === null ? null : JSON.stringify(c.variables),
        now,
      );
    }
    const result = await db.executeQuery(CompiledQuery.raw(insertSql(db, rows.length), parameters));
    // Rows left out by the conflict clause are not counted (both drivers report the rows changed).
    added += Number(result.numAffectedRows ?? 0);
  }
  return added;
}
