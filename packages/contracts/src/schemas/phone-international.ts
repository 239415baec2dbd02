import { Metadata, type MetadataJson } from 'libphonenumber-js/core';
import minMetadata from 'libphonenumber-js/min/metadata';

/**
 * A number already written as `+` and digits (E.164, as exports and CRMs write them), read with the rules
 * libphonenumber-js applies to it, in the same order, from the same ('min', the default) metadata, but with each rule's
 * regular expression compiled once: libphonenumber-js builds every expression again on each use (`matchesEntirely`),
 * about 30 µs a number, 3 s of a 100,000-row contact list. What it reads is what parsePhoneNumberFromString(text)
 * .isValid() answers (phone-international.test.ts compares the two on numbers of every calling code); a number whose
 * reading needs a rule not repeated here (a national prefix after the calling code, a non-geographic code such as
 * +800, no known code) is `undefined`: the caller asks libphonenumber-js itself.
 *
 * The steps (libphonenumber-js 1.x, source/parse.js and isValid.js): the calling code is the first of the number's
 * first 1, 2 or 3 digits the metadata knows; the rest is the national number (unless the plan's national prefix
 * for parsing matches its start: not handled here); the country is the code's only one, else the first of its
 * countries whose leading digits start the number or, without leading digits, whose number types match it; the
 * number is valid when it matches its country's (or the code's main country's) types, or its national number
 * pattern when the plan has no types.
 */

type TypeName =
  | 'FIXED_LINE'
  | 'MOBILE'
  | 'PREMIUM_RATE'
  | 'TOLL_FREE'
  | 'SHARED_COST'
  | 'VOIP'
  | 'PERSONAL_NUMBER'
  | 'PAGER'
  | 'UAN'
  | 'VOICEMAIL';

/** getNumberType's order: a fixed line first, then these (helpers/getNumberType.js). */
const TYPES: readonly TypeName[] = [
  'FIXED_LINE',
  'MOBILE',
  'PREMIUM_RATE',
  'TOLL_FREE',
  'SHARED_COST',
  'VOIP',
  'PERSONAL_NUMBER',
  'PAGER',
  'UAN',
  'VOICEMAIL',
];

/** What libphonenumber-js's Metadata answers about the selected plan (its typings declare fewer methods). */
interface PlanReader {
  selectNumberingPlan(countryOrCallingCode: string): void;
  hasCallingCode(callingCode: string): boolean | undefined;
  getCountryCodesForCallingCode(callingCode: string): string[] | undefined;
  nationalNumberPattern(): string;
  nationalPrefixForParsing(): string | undefined;
  leadingDigits(): string | undefined;
  hasTypes(): boolean;
  type(
    name: TypeName,
  ): { pattern(): string | undefined; possibleLengths(): number[] | undefined } | undefined;
}

interface CountryRules {
  nationalNumber: RegExp;
  leadingDigits: RegExp | null;
  hasTypes: boolean;
  types: { pattern: RegExp; lengths: number[] | undefined }[];
}

/** matchesEntirely's expression (helpers/matchesEntirely.js), compiled once. */
const entirely = (pattern: string) => new RegExp(`^(?:${pattern})$`);

const metadata = new Metadata(minMetadata as MetadataJson) as unknown as PlanReader;
const countries = new Map<string, CountryRules>();

function rulesOf(country: string): CountryRules {
  const known = countries.get(country);
  if (known) return known;
  metadata.selectNumberingPlan(country);
  const leading = metadata.leadingDigits();
  const hasTypes = metadata.hasTypes();
  const types: CountryRules['types'] = [];
  if (hasTypes) {
    for (const name of TYPES) {
      const type = metadata.type(name);
      const pattern = type?.pattern();
      // isNumberTypeEqualTo: a type without a pattern never matches.
      if (type && pattern)
        types.push({ pattern: entirely(pattern), lengths: type.possibleLengths() });
    }
  }
  const rules: CountryRules = {
    nationalNumber: entirely(metadata.nationalNumberPattern()),
    leadingDigits: leading ? new RegExp(leading) : null,
    hasTypes,
    types,
  };
  countries.set(country, rules);
  return rules;
}

/** getNumberType(...) !== undefined: the national number pattern, then any type (its lengths, its pattern). */
function hasType(rules: CountryRules, national: string): boolean {
  if (!rules.nationalNumber.test(national)) return false;
  return rules.types.some(
    (type) =>
      (type.lengths === undefined || type.lengths.includes(national.length)) &&
      type.pattern.test(national),
  );
}

interface CallingCodeRules {
  countries: readonly string[];
  prefixForParsing: RegExp | null;
}
const callingCodes = new Map<string, CallingCodeRules | null>();

/** The code's countries (its main one first) and national prefix for parsing; null for a non-geographic code. */
function callingCodeRules(code: string): CallingCodeRules | null {
  const known = callingCodes.get(code);
  if (known !== undefined) return known;
  const list = metadata.getCountryCodesForCallingCode(code);
  let rules: CallingCodeRules | null = null;
  if (list && list.length > 0) {
    metadata.selectNumberingPlan(code);
    const prefix = metadata.nationalPrefixForParsing();
    rules = {
      countries: [...list],
      prefixForParsing: prefix ? new RegExp(`^(?:${prefix})`) : null,
    };
  }
  callingCodes.set(code, rules);
  return rules;
}

const E164_TEXT = /^\+[1-9]\d{3,19}$/;
const MIN_NATIONAL = 2;
const MAX_NATIONAL = 17;

/**
 * `text` (`+` and 4 to 20 digits, nothing else) read as libphonenumber-js reads it: `{ e164, country, national }`
 * when valid, null when not, undefined when this reading does not apply (ask libphonenumber-js).
 */
export function readInternationalDigits(
  text: string,
): { e164: string; country: string | undefined; national: string } | null | undefined {
  if (!E164_TEXT.test(text)) return undefined;
  const digits = text.slice(1);
  let code: string | undefined;
  for (let length = 1; length <= 3 && length <= digits.length; length += 1) {
    const candidate = digits.slice(0, length);
    if (metadata.hasCallingCode(candidate)) {
      code = candidate;
      break;
    }
  }
  if (code === undefined) return undefined;
  const rules = callingCodeRules(code);
  if (!rules) return undefined;
  const national = digits.slice(code.length);
  if (national.length < MIN_NATIONAL || national.length > MAX_NATIONAL) return undefined;
  if (rules.prefixForParsing?.test(national)) return undefined;
  let country: string | undefined;
  // A country chosen because its types match the number is one where the number is valid (the same test).
  let typed = false;
  if (rules.countries.length === 1) {
    country = rules.countries[0];
  } else {
    for (const candidate of rules.countries) {
      const candidateRules = rulesOf(candidate);
      const matches = candidateRules.leadingDigits
        ? national.search(candidateRules.leadingDigits) === 0
        : (typed = hasType(candidateRules, national));
      if (matches) {
        country = candidate;
        break;
      }
    }
  }
  // isValid: the country's plan, or the calling code's main country's when none was found.
  const plan = rulesOf(country ?? (rules.countries[0] as string));
  const valid =
    typed || (plan.hasTypes ? hasType(plan, national) : plan.nationalNumber.test(national));
  return valid ? { e164: `+${code}${national}`, country, national } : null;
}
