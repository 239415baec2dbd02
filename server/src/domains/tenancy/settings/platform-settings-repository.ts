import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { nowIso } from '../../../lib/time';

/**
 * platform_settings: the platform's own settings, one JSON text per key ('branding', 'two_factor'), read by every
 * instance of the server.
 */

/** The stored JSON text under this key, or undefined when nothing was saved. */
export async function readPlatformSetting(
  db: Kysely<DB>,
  key: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('platform_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

/** Saves the JSON text under this key (inserted or replaced). */
export async function writePlatformSetting(
  db: Kysely<DB>,
  key: string,
  value: string,
): Promise<void> {
  const updated_at = nowIso();
  await db
    .insertInto('platform_settings')
    .values({ key, value, updated_at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at }))
    .execute();
}
