import { PublicApiErrorReply, type TSchema } from '@voice/contracts/replies';
import { bookingFilterFields, callLogFilterFields } from '@voice/contracts/schemas';
import { object } from 'yup';
import { pathIdField } from '../../../lib/id-fields';
import { pageFields } from './cursor';

/** Reply schemas of a v1 route: its success replies and its error statuses, each in the one error shape. */
export function v1Replies(
  success: Record<number, TSchema>,
  errors: number[],
): Record<number, TSchema> {
  const out: Record<number, TSchema> = { ...success };
  // Every v1 route may answer these: no or a bad key (401), a key without the scope (403), too many requests (429).
  for (const status of [401, 403, 429, ...errors]) out[status] = PublicApiErrorReply;
  return out;
}

export const idParamsSchema = object({ id: pathIdField('The id must be a positive integer.') });

export const assistantListQuerySchema = object(pageFields);

const { assistant_id, status, from, to } = callLogFilterFields;
export const callListQuerySchema = object({ ...pageFields, assistant_id, status, from, to });

export const bookingListQuerySchema = object({ ...pageFields, ...bookingFilterFields });

export const phoneNumberListQuerySchema = object(pageFields);

/** The tag of each area in the document (its sections). */
export const TAGS = {
  assistants: 'Assistants',
  phoneNumbers: 'Phone numbers',
  calls: 'Calls',
  usage: 'Usage',
  bookings: 'Bookings',
  hooks: 'Hooks',
  reference: 'Reference',
} as const;
