import { array, object, string, type InferType } from 'yup';
import { API_KEY_SCOPES, isApiKeyScope, type ApiKeyScope } from '../entities/api-key';

/**
 * A new API key (POST /api/api-keys): one schema for the Developers page and the server, so that both refuse the
 * same values with the same messages.
 */

export const API_KEY_NAME_MAX = 100;

export const API_KEY_MESSAGES = {
  nameRequired: 'Give the key a name (e.g. the tool that will use it).',
  nameTooLong: `The name may be at most ${API_KEY_NAME_MAX} characters.`,
  scopesRequired: 'Choose at least one scope.',
  scopeInvalid: `Each scope must be one of: ${API_KEY_SCOPES.join(', ')}.`,
  expiryInvalid: 'The expiry must be a date (YYYY-MM-DD) or a date and time.',
  expiryPast: 'The expiry must be in the future.',
} as const;

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An expiry as an ISO instant: a date alone means the end of that day (UTC), so a key made to expire "on the 5th"
 * works all of the 5th. Null for anything that is not a date.
 */
export function apiKeyExpiryInstant(value: string): string | null {
  const text = value.trim();
  const instant = DAY_ONLY.test(text) ? `${text}T23:59:59.999Z` : text;
  // Date.parse accepts forms like 'March 5'; only ISO-8601 dates are asked for.
  if (
    !/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(instant)
  ) {
    return null;
  }
  const time = Date.parse(instant);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

export const createApiKeySchema = object({
  name: string()
    .trim()
    .required(API_KEY_MESSAGES.nameRequired)
    .max(API_KEY_NAME_MAX, API_KEY_MESSAGES.nameTooLong),
  scopes: array()
    .of(string().required(API_KEY_MESSAGES.scopeInvalid))
    .typeError(API_KEY_MESSAGES.scopesRequired)
    .required(API_KEY_MESSAGES.scopesRequired)
    .min(1, API_KEY_MESSAGES.scopesRequired)
    // The same scope twice is the same key: kept once.
    .transform((list: unknown) => (Array.isArray(list) ? [...new Set(list)] : list))
    // Named on the list (the form's group of checkboxes), not on one item.
    .test('scopes', API_KEY_MESSAGES.scopeInvalid, (list) => (list ?? []).every(isApiKeyScope)),
  /** Optional: blank or absent is a key that does not expire. */
  expires_at: string()
    .trim()
    .nullable()
    .transform((value: unknown) => (value === '' ? null : value))
    .default(null)
    .test('expiry', function check(value) {
      if (value === null || value === undefined) return true;
      const instant = apiKeyExpiryInstant(value);
      if (instant === null) return this.createError({ message: API_KEY_MESSAGES.expiryInvalid });
      if (Date.parse(instant) <= Date.now()) {
        return this.createError({ message: API_KEY_MESSAGES.expiryPast });
      }
      return true;
    }),
});

export type CreateApiKeyPayload = Omit<InferType<typeof createApiKeySchema>, 'scopes'> & {
  scopes: ApiKeyScope[];
};
