import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { HttpError, ValidationFailed } from '../../../lib/http-error';
import { nowIso } from '../../../lib/time';
import { telephonyProviderFor, type TelephonyDeps } from '../telephony/provider-for-tenant';
import { TelephonyError } from '../telephony/provider';
import { voiceProviderFor, type VoiceProviderDeps } from '../voice-platform/provider-for-tenant';
import { VoiceProviderError } from '../voice-platform/provider';

/**
 * Phone numbers of assistants (spec 001 §2 "phone number search"): a number chosen from the search is claimed
 * when the assistant is created or saved, and released when it is deleted or replaced. The phone_numbers row is
 * inserted first: its unique key decides between two claims of one number, before anything is bought.
 */

/** What a number is imported and released with: the database, the tenant's telephony and its voice platform. */
export type NumberDeps = TelephonyDeps & VoiceProviderDeps;

export const NUMBER_TAKEN = 'This phone number is already taken. Please choose another number.';

export interface ClaimedNumber {
  id: number;
  phone_number: string;
  provider_sid: string | null;
  voice_phone_number_id: string | null;
  reseller_id: number | null;
}

/** A provider's refusal as an HTTP answer (its status and message; never its details). */
export function providerFailure(error: unknown): unknown {
  if (error instanceof TelephonyError || error instanceof VoiceProviderError) {
    return new HttpError(error.status, error.message, { success: false, message: error.message });
  }
  return error;
}

/** Reserves the number (422 on selected_phone_number when taken) and buys it from the tenant's telephony. */
export async function claimNumber(
  deps: TelephonyDeps,
  input: { phoneNumber: string; country: string; userId: number; resellerId: number | null },
): Promise<ClaimedNumber> {
  const telephony = await telephonyProviderFor(deps, input.resellerId);
  const now = nowIso();
  const reserved = await deps.db
    .insertInto('phone_numbers')
    .values({
      phone_number: input.phoneNumber,
      country: input.country,
      provider: telephony.name,
      user_id: input.userId,
      reseller_id: input.resellerId,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('phone_number').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!reserved) throw new ValidationFailed({ selected_phone_number: [NUMBER_TAKEN] });
  try {
    const bought = await telephony.buy(input.phoneNumber, input.country);
    await deps.db
      .updateTable('phone_numbers')
      .set({ provider_sid: bought.sid, updated_at: nowIso() })
      .where('id', '=', reserved.id)
      .execute();
    return {
      id: reserved.id,
      phone_number: input.phoneNumber,
      provider_sid: bought.sid,
      voice_phone_number_id: null,
      reseller_id: input.resellerId,
    };
  } catch (error) {
    await deps.db.deleteFrom('phone_numbers').where('id', '=', reserved.id).execute();
    if (error instanceof TelephonyError && error.status === 422) {
      throw new ValidationFailed({ selected_phone_number: [error.message] });
    }
    throw providerFailure(error);
  }
}

/** Makes the voice platform answer the number with the assistant, when the telephony needs that (Twilio). */
export async function importNumber(
  deps: NumberDeps,
  claimed: ClaimedNumber,
  assistantId: string,
  name: string,
): Promise<void> {
  const telephony = await telephonyProviderFor(deps, claimed.reseller_id);
  if (!telephony.twilioCredentials) return;
  const voice = await voiceProviderFor(deps, claimed.reseller_id);
  try {
    claimed.voice_phone_number_id = await voice.importPhoneNumber({
      number: claimed.phone_number,
      assistantId,
      twilioAccountSid: telephony.twilioCredentials.accountSid,
      twilioAuthToken: telephony.twilioCredentials.authToken,
      name,
    });
  } catch (error) {
    throw providerFailure(error);
  }
  await deps.db
    .updateTable('phone_numbers')
    .set({ voice_phone_number_id: claimed.voice_phone_number_id, updated_at: nowIso() })
    .where('id', '=', claimed.id)
    .execute();
}

/** Takes the number off the voice platform, gives it back to the telephony and forgets it. */
export async function releaseNumber(deps: NumberDeps, claimed: ClaimedNumber): Promise<void> {
  try {
    if (claimed.voice_phone_number_id) {
      const voice = await voiceProviderFor(deps, claimed.reseller_id);
      await voice.deletePhoneNumber(claimed.voice_phone_number_id);
    }
    if (claimed.provider_sid) {
      const telephony = await telephonyProviderFor(deps, claimed.reseller_id);
      await telephony.release(claimed.provider_sid);
    }
  } catch (error) {
    throw providerFailure(error);
  }
  await deps.db.deleteFrom('phone_numbers').where('id', '=', claimed.id).execute();
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

/** Links a claimed number to its assistant (inside the assistant's save). */
export async function linkNumber(
  db: Kysely<DB>,
  claimedId: number,
  assistantId: number,
): Promise<void> {
  await db
    .updateTable('phone_numbers')
    .set({ assistant_id: assistantId, updated_at: nowIso() })
    .where('id', '=', claimedId)
    .execute();
}
