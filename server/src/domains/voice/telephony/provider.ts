import type { AvailableNumber } from '@voice/contracts';
import type { TelephonyProviderName } from '../../../config';

export interface NumberSearch {
  /** ISO 3166-1 alpha-2: US, CA, AU or GB. */
  country: string;
  /** Up to 3 digits; empty: any. */
  areaCode: string;
}

export interface BoughtNumber {
  phoneNumber: string;
  /** The provider's id of the number (Twilio PN...), needed to release it. */
  sid: string | null;
}

/** The telephony provider refused or failed (422: our request, e.g. the number is gone; 502: it is down). */
export class TelephonyError extends Error {
  constructor(
    message: string,
    readonly status: 422 | 502,
    readonly detail?: unknown,
  ) {
    super(message);
    this.name = 'TelephonyError';
  }
}

/** Where assistants' phone numbers come from (the built-in sandbox pool, Twilio). */
export interface TelephonyProvider {
  readonly name: TelephonyProviderName;
  /**
   * The Twilio account holding bought numbers, which the voice platform needs to import a number
   * (VoiceProvider.importPhoneNumber); null for the sandbox, whose numbers need no import.
   */
  readonly twilioCredentials: { accountSid: string; authToken: string } | null;
  search(query: NumberSearch): Promise<AvailableNumber[]>;
  buy(phoneNumber: string, country: string): Promise<BoughtNumber>;
  /** Releasing a number the provider no longer has is not an error. */
  release(sid: string): Promise<void>;
}
