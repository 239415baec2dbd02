import type { FastifyBaseLogger } from 'fastify';
import { COUNTRY_NAMES, countryCode, type AvailableNumber } from '@voice/contracts';
import { HttpError, ValidationFailed } from '../../../lib/http-error';
import { takenPhoneNumbers } from '../assistants/phone-number-repository';
import { telephonyProviderFor, type TelephonyDeps } from './provider-for-tenant';

export const AVAILABLE_NUMBERS_FAILED = 'Failed to load available phone numbers';
export const UNSUPPORTED_COUNTRY = `Country must be one of ${COUNTRY_NAMES.join(', ')}`;

/**
 * GET /api/twilio/available-numbers: numbers the tenant's telephony offers in a country (and area code), without
 * the ones already bought (phone_numbers, any tenant). A provider failure is a 502 with the spec's message.
 */
export async function availableNumbers(
  deps: TelephonyDeps & { log: FastifyBaseLogger },
  resellerId: number | null,
  query: { country: string; area_code: string },
): Promise<AvailableNumber[]> {
  const country = countryCode(query.country);
  if (!country) throw new ValidationFailed({ country: [UNSUPPORTED_COUNTRY] });
  const provider = await telephonyProviderFor(deps, resellerId);
  let offered: AvailableNumber[];
  try {
    offered = await provider.search({ country, areaCode: query.area_code });
  } catch (error) {
    deps.log.warn(
      { err: error, country, provider: provider.name },
      'available numbers search failed',
    );
    throw new HttpError(502, AVAILABLE_NUMBERS_FAILED, {
      success: false,
      message: AVAILABLE_NUMBERS_FAILED,
    });
  }
  if (offered.length === 0) return [];
  const takenSet = await takenPhoneNumbers(
    deps.db,
    offered.map((n) => n.phone_number),
  );
  return offered.filter((n) => !takenSet.has(n.phone_number));
}
