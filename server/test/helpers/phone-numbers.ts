import type { Insertable, Kysely } from 'kysely';
import type { DB, PhoneNumbersTable } from '../../src/db/schema';

/**
 * A claimed number of an assistant (as the assistant's save links it), a sandbox US number unless told otherwise:
 * its phone_numbers id.
 */
export async function insertPhoneNumber(
  db: Kysely<DB>,
  values: Omit<
    Insertable<PhoneNumbersTable>,
    'country' | 'provider' | 'created_at' | 'updated_at'
  > &
    Partial<Pick<Insertable<PhoneNumbersTable>, 'country' | 'provider'>> & { assistant_id: number },
): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('phone_numbers')
    .values({ country: 'US', provider: 'sandbox', created_at: now, updated_at: now, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
