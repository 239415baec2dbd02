import { string } from 'yup';

/**
 * The tenant's do-not-call list (/api/do-not-call): one number added by hand, the list's search, and the CSV
 * import's limits and messages. One module, so that the page and the server refuse the same values the same way.
 */

export const DO_NOT_CALL_SOURCES = ['manual', 'csv', 'call'] as const;
export type DoNotCallSource = (typeof DO_NOT_CALL_SOURCES)[number];

export const DO_NOT_CALL_LIMITS = {
  reason: 500,
  /** The CSV import's largest file: 5 MB is about 200,000 numbers. */
  importBytes: 5 * 1024 * 1024,
  /** How many invalid rows the import's reply lists (it counts them all). */
  invalidRowsListed: 100,
} as const;

export const DO_NOT_CALL_PHONE_INVALID =
  'Enter the number in international format, e.g. +14155550123.';
export const DO_NOT_CALL_PHONE_REQUIRED = 'Enter the number not to call.';
export const DO_NOT_CALL_REASON_TOO_LONG = `The reason may be at most ${DO_NOT_CALL_LIMITS.reason} characters.`;
export const DO_NOT_CALL_ALREADY_LISTED = 'This number is already on the do-not-call list.';
export const DO_NOT_CALL_IMPORT_TOO_LARGE = `The CSV file may be at most ${
  DO_NOT_CALL_LIMITS.importBytes / 1024 / 1024
} MB; split it into smaller files.`;
export const DO_NOT_CALL_IMPORT_NO_COLUMN =
  'The CSV file needs a column named "phone" or "number" in its first row.';
export const DO_NOT_CALL_IMPORT_NO_FILE = 'Choose a CSV file to import.';

/** POST /api/do-not-call: the schema is doNotCallAddSchema of '@voice/contracts/phone' (libphonenumber-js). */
export type { DoNotCallAddPayload } from './phone-schemas';

/** GET /api/do-not-call?search=: digits match the number, text the reason. */
export const doNotCallSearchField = string()
  .transform((value: string) => (value === '' ? undefined : value))
  .trim()
  .max(100, 'The search may not be greater than 100 characters.')
  .optional();
