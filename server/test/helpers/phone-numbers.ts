import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema';

/** A claimed number of an assistant (as the assistant's save links it): its phone_numbers id. */
export async function insertPhoneNumber(
  db: Kysely<DB>,
  values: {
    phone_number: string;
    assistant_id: number;
    user_id: number;
    reseller_id: number | null;
    locality?: string | null;
    region?: string | null;
  },
): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('phone_numbers')
    .values({ country: 'US', provider: 'sandbox', created_at: now, updated_at: now, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
