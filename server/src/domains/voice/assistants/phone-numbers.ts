import { HttpError, ValidationFailed } from '../../../lib/http-error';
import { telephonyProviderFor, type TelephonyDeps } from '../telephony/provider-for-tenant';
import { TelephonyError } from '../telephony/provider';
import { voiceProviderFor, type VoiceProviderDeps } from '../voice-platform/provider-for-tenant';
import { VoiceProviderError } from '../voice-platform/provider';
import {
  deletePhoneNumber,
  reservePhoneNumber,
  updatePhoneNumber,
  type ClaimedNumber,
} from './phone-number-repository';

/**
 * Phone numbers of assistants (spec 001 §2 "phone number search"): a number chosen from the search is claimed
 * when the assistant is created or saved, and released when it is deleted or replaced. The phone_numbers row is
 * inserted first: its unique key decides between two claims of one number, before anything is bought.
 */

/** What a number is imported and released with: the database, the tenant's telephony and its voice platform. */
export type NumberDeps = TelephonyDeps & VoiceProviderDeps;

export const NUMBER_TAKEN = 'This phone number is already taken. Please choose another number.';

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
  const reserved = await reservePhoneNumber(deps.db, {
    phone_number: input.phoneNumber,
    country: input.country,
    provider: telephony.name,
    user_id: input.userId,
    reseller_id: input.resellerId,
  });
  if (!reserved) throw new ValidationFailed({ selected_phone_number: [NUMBER_TAKEN] });
  try {
    const bought = await telephony.buy(input.phoneNumber, input.country);
    await updatePhoneNumber(deps.db, reserved.id, { provider_sid: bought.sid });
    return {
      id: reserved.id,
      phone_number: input.phoneNumber,
      provider_sid: bought.sid,
      voice_phone_number_id: null,
      reseller_id: input.resellerId,
    };
  } catch (error) {
    await deletePhoneNumber(deps.db, reserved.id);
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
  await updatePhoneNumber(deps.db, claimed.id, {
    voice_phone_number_id: claimed.voice_phone_number_id,
  });
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
  await deletePhoneNumber(deps.db, claimed.id);
}
