import {
  array,
  mixed,
  number,
  string,
  type AnyObject,
  type Flags,
  type Maybe,
  type StringSchema,
  type TestContext,
} from 'yup';
import { isHttpUrl } from './system-settings';

/**
 * The assistant payload's rules beyond "required" (spec 001 §5 and our own): caps on every text and list so that
 * one assistant stays a reasonable size for us and for the voice platform, numbers and URLs in a usable form.
 * The builders below give each rule its message; assistant.ts puts them on the fields. A rule whose field has
 * another failing rule (required, not a URL, too long for a phone number) stays quiet, so each bad value gets
 * the one message that says what is wrong.
 */

export const ASSISTANT_LIMITS = {
  prompt: 10_000,
  shortText: 255,
  description: 1_000,
  checklistText: 500,
  url: 2_048,
  messages: 20,
  tools: 20,
  stop: 20,
  stopText: 200,
  wordBoost: 50,
  wordBoostText: 100,
  checklist: 20,
  dataSchema: 50,
  propertyName: 64,
  apiVersion: 40,
  fallbackPlan: 10_000,
  maxTokens: 100_000,
  milliseconds: 60_000,
  phone: 20,
} as const;

/** A number as the product shows it: +, then 7 to 15 digits (E.164); spaces, dashes and brackets allowed. */
const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{5,22}$/;
/** A number to buy: strict E.164. */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;
export const VOICE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const SELECTED_NUMBER_INVALID =
  'The selected phone number must be in international format, e.g. +14155550123';

export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(value) && digits >= 7 && digits <= 15;
}

/** Is `value` one of `list` (a missing list holds nothing)? */
export const isOneOf = (list: readonly string[] | undefined, value: string): boolean =>
  !!list && list.includes(value);

/** A text of at most `max` characters: '<label> must be at most <max> characters'. */
export const maxText = (max: number, label: string) =>
  string().max(max, `${label} must be at most ${max} characters`);

/** '<label> may have at most <max> entries'. */
export const maxEntries = (max: number, label: string) =>
  `${label} may have at most ${max} entries`;

/** A list of at most `max` texts of at most `maxLength` characters each. */
export const textList = (max: number, label: string, maxLength: number, itemLabel: string) =>
  array()
    .of(maxText(maxLength, itemLabel).defined())
    .max(max, maxEntries(max, label))
    .default(() => []);

/** A number from `min` to `max`: '<label> must be between <min> and <max>'. */
export const between = (min: number, max: number, label: string) =>
  number()
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

/**
 * An http(s) URL of at most 2,048 characters. `isUrl` is the field's own "is a URL" rule: a value it refuses
 * already has that message, so only a URL of another scheme (ftp:, javascript:) is told to start with http.
 */
export const httpUrlRules = <S extends StringSchema<Maybe<string>, AnyObject, unknown, Flags>>(
  schema: S,
  label: string,
  isUrl: (value: string) => boolean,
): S =>
  schema
    .max(ASSISTANT_LIMITS.url, `${label} must be at most ${ASSISTANT_LIMITS.url} characters`)
    .test(
      'http-url',
      `${label} must start with http:// or https://`,
      (value) => !value || !isUrl(value) || isHttpUrl(value),
    );

/** yup's own URL rule, as the fields with `.url()` apply it. */
const yupUrl = string().url();
export const isYupUrl = (value: string): boolean => yupUrl.isValidSync(value);

/** An optional phone number the product shows (SMS, the assistant's own). */
export const phoneNumber = (label: string) =>
  string()
    .trim()
    .nullable()
    .optional()
    .max(ASSISTANT_LIMITS.phone, 'Phone number must be less than 20 characters')
    .test(
      'phone',
      `${label} must be a valid phone number, e.g. +1234567890`,
      (value) => !value || value.length > ASSISTANT_LIMITS.phone || isPhoneNumber(value),
    );

/** The fallback plan, any JSON, at most 10,000 characters once serialised. */
export const fallbackPlanRule = () =>
  mixed()
    .nullable()
    .default(null)
    .test(
      'size',
      `Fallback plan must be at most ${ASSISTANT_LIMITS.fallbackPlan} characters`,
      (value) =>
        value === null || JSON.stringify(value ?? null).length <= ASSISTANT_LIMITS.fallbackPlan,
    );

/** A test of a non-empty value against its siblings (an empty one has the field's "required" message). */
export const givenSiblings =
  <P>(check: (value: string, siblings: P) => boolean) =>
  (value: string | null | undefined, context: TestContext): boolean =>
    !value || check(value, context.parent as P);

/** A value among `options` (an empty one has the field's "required" message). */
export const among =
  (options: readonly string[]) =>
  (value: string | null | undefined): boolean =>
    !value || isOneOf(options, value);

/** A value among its provider's options, checked once the provider is one of `providers` (else that fails). */
export const offeredByProvider = (
  providers: readonly string[],
  optionsOf: (provider: string) => readonly string[] | undefined,
) =>
  givenSiblings<{ provider: string }>(
    (value, { provider }) => !isOneOf(providers, provider) || isOneOf(optionsOf(provider), value),
  );
