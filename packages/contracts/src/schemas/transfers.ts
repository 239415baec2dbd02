import { array, object, string, type InferType } from 'yup';

/**
 * An assistant's call transfer destinations (PUT /api/assistants/{id}/transfer-destinations): the whole list is
 * replaced at once. One schema, so that the editor and the server refuse the same values with the same messages.
 * The rules are the voice platform's (Vapi's TransferDestinationNumber: E.164 numbers; a message of at most 1000).
 */

export const TRANSFER_LIMITS = {
  destinations: 10,
  description: 500,
  message: 1000,
} as const;

/** E.164: a plus, a country code that does not start with 0, at most 15 digits in all. */
export const E164_PATTERN = /^\+[1-9]\d{1,14}$/;

export const TRANSFER_NUMBER_REQUIRED = 'Enter the number to transfer to.';
export const TRANSFER_NUMBER_INVALID =
  'Enter the number in international format, e.g. +14155550123';
export const TRANSFER_DESCRIPTION_REQUIRED =
  'Describe when to transfer, e.g. "The caller asks for sales or pricing".';
export const TRANSFER_DESCRIPTION_TOO_LONG = `The description may be at most ${TRANSFER_LIMITS.description} characters.`;
export const TRANSFER_MESSAGE_TOO_LONG = `The message may be at most ${TRANSFER_LIMITS.message} characters.`;
export const TRANSFER_TOO_MANY = `An assistant can have at most ${TRANSFER_LIMITS.destinations} transfer destinations.`;
export const TRANSFER_NUMBER_REPEATED = 'This number is already in the list.';

/** '+1 (415) 555-0123' -> '+14155550123': spaces, dots, dashes and brackets are only how it was written. */
export function compactPhoneNumber(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

export const transferDestinationSchema = object({
  number: string()
    .transform((value: unknown) => (typeof value === 'string' ? compactPhoneNumber(value) : value))
    .required(TRANSFER_NUMBER_REQUIRED)
    .matches(E164_PATTERN, TRANSFER_NUMBER_INVALID),
  description: string()
    .trim()
    .required(TRANSFER_DESCRIPTION_REQUIRED)
    .max(TRANSFER_LIMITS.description, TRANSFER_DESCRIPTION_TOO_LONG),
  /** Said to the caller before connecting; blank or absent: the platform's default ('Transferring the call now'). */
  message: string()
    .trim()
    .max(TRANSFER_LIMITS.message, TRANSFER_MESSAGE_TOO_LONG)
    .nullable()
    .transform((value: unknown) => (value === '' ? null : value))
    .default(null),
});

export const transferDestinationsSchema = object({
  destinations: array()
    .of(transferDestinationSchema)
    .required('The list of destinations is required.')
    .max(TRANSFER_LIMITS.destinations, TRANSFER_TOO_MANY)
    // The same number twice would give the model two ways to one phone: the second is named.
    .test('unique-numbers', TRANSFER_NUMBER_REPEATED, function unique(list) {
      const seen = new Set<string>();
      for (const [index, destination] of (list ?? []).entries()) {
        const number = destination?.number;
        if (!number) continue;
        if (seen.has(number)) {
          return this.createError({
            path: `${this.path}[${index}].number`,
            message: TRANSFER_NUMBER_REPEATED,
          });
        }
        seen.add(number);
      }
      return true;
    }),
});

export type TransferDestinationInput = InferType<typeof transferDestinationSchema>;
export type TransferDestinationsPayload = InferType<typeof transferDestinationsSchema>;
