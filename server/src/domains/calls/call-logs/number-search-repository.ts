import { SqliteAdapter, sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../../db/schema';

/**
 * A phone search through the numbers' trigram index (migration 0020). On PostgreSQL pg_trgm's GIN indexes serve
 * the search's `like '%digits%'` as it is written. On SQLite the FTS5 table call_numbers is asked instead: it finds
 * the calls whose numbers contain the digits, so a rare number costs a few lookups instead of a read of every
 * call of the scope. Digits found in very many calls (an area code: every call may match) are the opposite
 * case: there a walk of the scope's calls newest first fills a page after a few rows, while the index would look
 * up and sort all of them; such searches keep the walk.
 */

/** The fewest digits a trigram index finds (a shorter search reads the scope's calls). */
export const TRIGRAM_DIGITS = 3;

/** Past this many matching calls (in every tenant), a search on SQLite walks the scope instead of the index. */
export const INDEXED_MATCHES_MAX = 10_000;

export const isSqlite = (db: Kysely<DB>) => db.getExecutor().adapter instanceof SqliteAdapter;

/** The FTS5 query of calls whose numbers contain `digits` (a phrase of their trigrams: the digits in a row). */
const phrase = (digits: string) => `"${digits.replace(/\D/g, '')}"`;

/** Whether a search of these digits is answered by the trigram index on SQLite (see INDEXED_MATCHES_MAX). */
export async function searchesIndex(db: Kysely<DB>, digits: string): Promise<boolean> {
  if (digits.length < TRIGRAM_DIGITS || !isSqlite(db)) return false;
  const { rows } = await sql<{ n: number }>`select count(*) as n from (select 1 from call_numbers
      where call_numbers match ${phrase(digits)} limit ${sql.lit(INDEXED_MATCHES_MAX + 1)})`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0) <= INDEXED_MATCHES_MAX;
}

/** SQLite: the calls (alias c) whose assistant's or customer's number contains `digits`, by the trigram index. */
export const inNumberIndex = (digits: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`c.id in (select rowid from call_numbers where call_numbers match ${phrase(digits)})`;
