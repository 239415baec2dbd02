import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { string } from 'yup';

/**
 * A phone number in E.164 (`+` and up to 15 digits) when `text` is a valid number, else null.
 * Spaces, dashes, dots and brackets are accepted; a number without `+` needs `defaultCountry`
 * (ISO 3166 alpha-2, e.g. 'US'), since its country cannot be told otherwise.
 */
export function normalizeE164(text: string, defaultCountry?: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > 40) return null;
  const parsed = parsePhoneNumberFromString(trimmed, {
    defaultCountry: defaultCountry?.toUpperCase() as CountryCode | undefined,
    extract: false,
  });
  if (!parsed || !parsed.isValid()) return null;
  return parsed.number;
}

/**
 * A required phone number, written in international form (`+` country code …) and valid for its
 * country; the value it yields is the number in E.164 (`+14155550123`), `message` otherwise.
 */
export function e164Field(message: string, requiredMessage = message) {
  return string()
    .transform((value: unknown) =>
      typeof value === 'string' ? (normalizeE164(value) ?? value.trim()) : value,
    )
    .required(requiredMessage)
    .test('e164', message, (value) => value === undefined || normalizeE164(value) === value);
}
