import type { Kysely, Updateable } from 'kysely';
import type { DataScope } from '@voice/contracts';
import type { DB, PhoneNumbersTable } from '../../../db/schema';
import { withScope } from '../../../lib/scope';
import { nowIso } from '../../../lib/time';

/** The phone_numbers rows of assistants (phone-numbers.ts claims, imports and releases them). */

/** A claimed number as the assistant's save and removal need it. */
export interface ClaimedNumber {
  id: number;
  phone_number: string;
  provider_sid: string | null;
  voice_phone_number_id: string | null;
  reseller_id: number | null;
}

/**
 * Inserts the number's row, unless the number is already someone's (its unique key decides between two claims):
 * the new row's id, or undefined when taken.
 */
export async function reservePhoneNumber(
  db: Kysely<DB>,
  row: {
    phone_number: string;
    country: string;
    provider: string;
    user_id: number;
    reseller_id: number | null;
  },
): Promise<{ id: number } | undefined> {
  const now = nowIso();
  return db
    .insertInto('phone_numbers')
    .values({ ...row, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('phone_number').doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** Sets what a claim learns later: the telephony's id of the bought number, the voice platform's id, the assistant. */
export async function updatePhoneNumber(
  db: Kysely<DB>,
  id: number,
  changes: Pick<
    Updateable<PhoneNumbersTable>,
    'provider_sid' | 'voice_phone_number_id' | 'assistant_id'
  >,
): Promise<void> {
  await db
    .updateTable('phone_numbers')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export async function deletePhoneNumber(db: Kysely<DB>, id: number): Promise<void> {
  await db.deleteFrom('phone_numbers').where('id', '=', id).execute();
}

/** The numbers claimed by an assistant. */
export async function numbersOf(db: Kysely<DB>, assistantId: number): Promise<ClaimedNumber[]> {
  return db
    .selectFrom('phone_numbers')
    .select(['id', 'phone_number', 'provider_sid', 'voice_phone_number_id', 'reseller_id'])
    .where('assistant_id', '=', assistantId)
    .orderBy('id')
    .execute();
}

/** An assistant's numbers as its owner picks a caller number from them (the campaign form, the call dialog). */
export async function numberChoicesOf(
  db: Kysely<DB>,
  assistantId: number,
): Promise<{ id: number; phone_number: string; label: string | null }[]> {
  const rows = await db
    .selectFrom('phone_numbers')
    .select(['id', 'phone_number', 'locality', 'region'])
    .where('assistant_id', '=', assistantId)
    .orderBy('id')
    .execute();
  return rows.map(({ id, phone_number, locality, region }) => ({
    id,
    phone_number,
    label: [locality, region].filter(Boolean).join(', ') || null,
  }));
}

/** Links a claimed number to its assistant (inside the assistant's save). */
export async function linkNumber(
  db: Kysely<DB>,
  claimedId: number,
  assistantId: number,
): Promise<void> {
  await updatePhoneNumber(db, claimedId, { assistant_id: assistantId });
}

/** Which of these numbers are already bought (by any tenant). */
export async function takenPhoneNumbers(
  db: Kysely<DB>,
  phoneNumbers: readonly string[],
): Promise<Set<string>> {
  const taken = await db
    .selectFrom('phone_numbers')
    .select('phone_number')
    .where('phone_number', 'in', phoneNumbers)
    .execute();
  return new Set(taken.map((row) => row.phone_number));
}

/** The numbers held by the scope's assistants, by id from after `afterId` on (the public API's keyset pages). */
export function heldPhoneNumbers(
  db: Kysely<DB>,
  scope: DataScope,
  afterId: number | null,
  limit: number,
) {
  let query = withScope(
    db
      .selectFrom('phone_numbers as p')
      .innerJoin('assistants as a', 'a.id', 'p.assistant_id')
      .select([
        'p.id',
        'p.phone_number',
        'p.country',
        'p.provider',
        'p.assistant_id',
        'p.created_at',
      ]),
    scope,
    { reseller: 'a.reseller_id', owner: 'a.user_id' },
  );
  if (afterId !== null) query = query.where('p.id', '>', afterId);
  return query.orderBy('p.id').limit(limit).execute();
}
