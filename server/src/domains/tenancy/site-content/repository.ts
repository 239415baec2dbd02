import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { isoString, nowIso } from '../../../lib/time';

/** site_contents: a reseller's own landing copy, one JSON text per reseller (migration 0043). */

export interface StoredSiteContent {
  content: string;
  updated_at: string;
}

/** The reseller's saved copy (its JSON text), or undefined when it has saved none. */
export async function findResellerSiteContent(
  db: Kysely<DB>,
  resellerId: number,
): Promise<StoredSiteContent | undefined> {
  const row = await db
    .selectFrom('site_contents')
    .select(['content', 'updated_at'])
    .where('reseller_id', '=', resellerId)
    .executeTakeFirst();
  return row ? { content: row.content, updated_at: isoString(row.updated_at) } : undefined;
}

/** Saves the reseller's copy (inserted or replaced); returns the time it was saved. */
export async function saveResellerSiteContent(
  db: Kysely<DB>,
  resellerId: number,
  content: string,
  userId: number,
): Promise<string> {
  const now = nowIso();
  await db
    .insertInto('site_contents')
    .values({
      reseller_id: resellerId,
      content,
      updated_by: userId,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('reseller_id').doUpdateSet({ content, updated_by: userId, updated_at: now }),
    )
    .execute();
  return now;
}
