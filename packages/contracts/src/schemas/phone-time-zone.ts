import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { readInternationalDigits } from './phone-international';

/**
 * The main time zone of the countries that have one (ISO 3166 alpha-2 -> IANA). Countries spread over several
 * zones (US, CA, MX, BR, RU, ID, KZ, ...) are left out: their numbers tell no zone, save the prefixes below.
 */
const COUNTRY_ZONES: Readonly<Record<string, string>> = {
  GB: 'Europe/London',
  IE: 'Europe/Dublin',
  FR: 'Europe/Paris',
  DE: 'Europe/Berlin',
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  LU: 'Europe/Luxembourg',
  CH: 'Europe/Zurich',
  AT: 'Europe/Vienna',
  IT: 'Europe/Rome',
  PL: 'Europe/Warsaw',
  CZ: 'Europe/Prague',
  SK: 'Europe/Bratislava',
  HU: 'Europe/Budapest',
  SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo',
  DK: 'Europe/Copenhagen',
  FI: 'Europe/Helsinki',
  EE: 'Europe/Tallinn',
  LV: 'Europe/Riga',
  LT: 'Europe/Vilnius',
  GR: 'Europe/Athens',
  RO: 'Europe/Bucharest',
  BG: 'Europe/Sofia',
  HR: 'Europe/Zagreb',
  SI: 'Europe/Ljubljana',
  RS: 'Europe/Belgrade',
  UA: 'Europe/Kyiv',
  TR: 'Europe/Istanbul',
  IS: 'Atlantic/Reykjavik',
  MT: 'Europe/Malta',
  CY: 'Asia/Nicosia',
  IL: 'Asia/Jerusalem',
  AE: 'Asia/Dubai',
  SA: 'Asia/Riyadh',
  QA: 'Asia/Qatar',
  IN: 'Asia/Kolkata',
  PK: 'Asia/Karachi',
  BD: 'Asia/Dhaka',
  SG: 'Asia/Singapore',
  MY: 'Asia/Kuala_Lumpur',
  TH: 'Asia/Bangkok',
  VN: 'Asia/Ho_Chi_Minh',
  PH: 'Asia/Manila',
  HK: 'Asia/Hong_Kong',
  TW: 'Asia/Taipei',
  CN: 'Asia/Shanghai',
  JP: 'Asia/Tokyo',
  KR: 'Asia/Seoul',
  NZ: 'Pacific/Auckland',
  ZA: 'Africa/Johannesburg',
  NG: 'Africa/Lagos',
  KE: 'Africa/Nairobi',
  EG: 'Africa/Cairo',
  MA: 'Africa/Casablanca',
  CO: 'America/Bogota',
  PE: 'America/Lima',
  VE: 'America/Caracas',
  UY: 'America/Montevideo',
  AR: 'America/Argentina/Buenos_Aires',
  PR: 'America/Puerto_Rico',
  JM: 'America/Jamaica',
  DO: 'America/Santo_Domingo',
  TT: 'America/Port_of_Spain',
  BS: 'America/Nassau',
  BB: 'America/Barbados',
};

/** Australia's geographic area codes (national number's first digit) that lie in one zone. */
const AU_AREAS: Readonly<Record<string, string>> = {
  '2': 'Australia/Sydney',
  '3': 'Australia/Melbourne',
  '7': 'Australia/Brisbane',
};

function zoneOf(country: string | undefined, nationalNumber: string): string | null {
  if (!country) return null;
  if (country === 'AU') return AU_AREAS[nationalNumber.charAt(0)] ?? null;
  return COUNTRY_ZONES[country] ?? null;
}

/**
 * The time zone a phone number most likely rings in, best effort: its country's zone when the country has one
 * (a few area codes of multi-zone countries too), else null (the caller then uses its own default, e.g. the
 * campaign's). `e164` should be normalised; anything unparsable is null.
 */
export function timeZoneOfNumber(e164: string): string | null {
  const parsed = parsePhoneNumberFromString(e164);
  return parsed ? zoneOf(parsed.country, String(parsed.nationalNumber)) : null;
}

/**
 * A contact list's number read once: its E.164 form, read exactly as normalizeE164 reads it (phone.ts), and its
 * time zone (timeZoneOfNumber) from the same parse, or null when it is not a valid number. Parsing is most of the
 * cost of reading 100,000 contacts, so each is parsed once, and a number written as + and digits is read by
 * readInternationalDigits (the same rules with their expressions compiled once) rather than libphonenumber-js.
 */
export function readContactNumber(
  text: string,
  defaultCountry?: string,
): { e164: string; timeZone: string | null } | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > 40) return null;
  const international = readInternationalDigits(trimmed);
  if (international !== undefined) {
    return (
      international && {
        e164: international.e164,
        timeZone: zoneOf(international.country, international.national),
      }
    );
  }
  const parsed = parsePhoneNumberFromString(trimmed, {
    defaultCountry: defaultCountry?.toUpperCase() as CountryCode | undefined,
    extract: false,
  });
  if (!parsed || !parsed.isValid()) return null;
  return { e164: parsed.number, timeZone: zoneOf(parsed.country, String(parsed.nationalNumber)) };
}
