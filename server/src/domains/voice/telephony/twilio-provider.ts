import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import type { AvailableNumber } from '@voice/contracts';
import { TelephonyError, type TelephonyProvider } from './provider';

/**
 * Twilio as the source of phone numbers (twilio SDK): local numbers searched with AvailablePhoneNumbers/Local
 * (AreaCode for US and CA; for GB and AU, where Twilio takes no area code, the number must start with the country
 * and area code: Contains '+44' + area), bought with IncomingPhoneNumbers create, released with remove.
 *
 * Errors: Twilio's 400 (e.g. the number was taken meanwhile) → TelephonyError 422 with its message; 404 on release
 * is fine; anything else (401/403: wrong credentials, 5xx, network, timeout) → 502 TELEPHONY_UNAVAILABLE.
 */

export const TELEPHONY_UNAVAILABLE =
  'The telephony provider is unavailable. Please try again in a few minutes.';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** Per request; default 15 s. */
  timeoutMs?: number;
  /** Tests route the SDK's requests to a local server (the SDK has no base URL). */
  httpClient?: RequestClient;
}

/** Numbers offered per search. */
export const TWILIO_SEARCH_LIMIT = 20;

const DIAL_CODES: Record<string, string> = { US: '1', CA: '1', GB: '44', AU: '61' };

interface TwilioFailure {
  status?: unknown;
  code?: unknown;
  message?: unknown;
}

function failureOf(error: unknown): {
  status: number | null;
  code: unknown;
  message: string | null;
} {
  const e = (error && typeof error === 'object' ? error : {}) as TwilioFailure;
  return {
    status: typeof e.status === 'number' ? e.status : null,
    code: e.code ?? null,
    message: typeof e.message === 'string' ? e.message : null,
  };
}

function mapError(error: unknown, operation: string): TelephonyError {
  const failure = failureOf(error);
  const detail = {
    operation,
    status: failure.status,
    code: failure.code,
    message: failure.message,
  };
  if (failure.status === 400 || failure.status === 422) {
    return new TelephonyError(
      failure.message ?? 'The telephony provider refused the request.',
      422,
      detail,
    );
  }
  return new TelephonyError(TELEPHONY_UNAVAILABLE, 502, detail);
}

/** The search filter Twilio understands for a country's area code. */
export function areaFilter(
  country: string,
  areaCode: string,
): { areaCode?: number; contains?: string } {
  if (!areaCode) return {};
  if (country === 'US' || country === 'CA') return { areaCode: Number(areaCode) };
  const dial = DIAL_CODES[country];
  return dial ? { contains: `+${dial}${areaCode}` } : {};
}

export function twilioProvider(options: TwilioOptions): TelephonyProvider {
  const client = twilio(options.accountSid, options.authToken, {
    timeout: options.timeoutMs ?? 15_000,
    autoRetry: false,
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  });

  return {
    name: 'twilio',
    twilioCredentials: { accountSid: options.accountSid, authToken: options.authToken },
    async search({ country, areaCode }) {
      try {
        const numbers = await client.availablePhoneNumbers(country).local.list({
          ...areaFilter(country, areaCode),
          voiceEnabled: true,
          limit: TWILIO_SEARCH_LIMIT,
        });
        return numbers.map((n): AvailableNumber => ({
          phone_number: n.phoneNumber,
          locality: n.locality || null,
          region: n.region || null,
        }));
      } catch (error) {
        throw mapError(error, 'search');
      }
    },
    async buy(phoneNumber) {
      try {
        const bought = await client.incomingPhoneNumbers.create({ phoneNumber });
        return { phoneNumber: bought.phoneNumber, sid: bought.sid };
      } catch (error) {
        throw mapError(error, 'buy');
      }
    },
    async release(sid) {
      try {
        await client.incomingPhoneNumbers(sid).remove();
      } catch (error) {
        if (failureOf(error).status === 404) return;
        throw mapError(error, 'release');
      }
    },
  };
}
