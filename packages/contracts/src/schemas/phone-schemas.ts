import { mixed, number, object, string, type InferType } from 'yup';
import {
  DO_NOT_CALL_LIMITS,
  DO_NOT_CALL_PHONE_INVALID,
  DO_NOT_CALL_PHONE_REQUIRED,
  DO_NOT_CALL_REASON_TOO_LONG,
} from './do-not-call';
import { MAX_ROW_ID } from './fields';
import { areOutboundVariables, OUTBOUND_CALL_MESSAGES } from './outbound-call';
import { e164Field } from './phone';

/**
 * The schemas that check a phone number with libphonenumber-js (e164Field). They are in '@voice/contracts/phone',
 * not '@voice/contracts/schemas': that entry is a federation share, bundled whole, and would carry the library's
 * metadata into every page with a form. Their messages and limits stay in do-not-call.ts and outbound-call.ts.
 */

/** POST /api/do-not-call: the number (any common writing of an international number; stored as E.164). */
export const doNotCallAddSchema = object({
  phone: e164Field(DO_NOT_CALL_PHONE_INVALID, DO_NOT_CALL_PHONE_REQUIRED),
  reason: string()
    .trim()
    .max(DO_NOT_CALL_LIMITS.reason, DO_NOT_CALL_REASON_TOO_LONG)
    .transform((value: string) => (value === '' ? undefined : value))
    .optional(),
});
export type DoNotCallAddPayload = InferType<typeof doNotCallAddSchema>;

/** POST /api/assistants/:id/calls: an outbound call now. */
export const outboundCallSchema = object({
  to: e164Field(OUTBOUND_CALL_MESSAGES.to, OUTBOUND_CALL_MESSAGES.toRequired),
  /** One of the assistant's phone_numbers rows; default: its first. */
  from_phone_number_id: number()
    .typeError(OUTBOUND_CALL_MESSAGES.from)
    .integer(OUTBOUND_CALL_MESSAGES.from)
    .min(1, OUTBOUND_CALL_MESSAGES.from)
    .max(MAX_ROW_ID, OUTBOUND_CALL_MESSAGES.from)
    .nullable()
    .optional(),
  variables: mixed<Record<string, string>>()
    .nullable()
    .optional()
    .test('variables', OUTBOUND_CALL_MESSAGES.variables, areOutboundVariables),
});
export type OutboundCallPayload = InferType<typeof outboundCallSchema>;
