import { BOOKING_STATUSES } from '../entities/booking';
import { json } from './json';
import type { TSchema } from 'typebox';

/**
 * The replies of the public API (/api/v1, server integrations/public-api): plain resources (no {success}
 * envelope), lists as {data, next_cursor}, and every error as {error: {type, message, fields?}}.
 */

/** The kinds of error of the public API, one per cause (see the Developers docs, errors). */
export const PUBLIC_API_ERROR_TYPES = [
  'invalid_request',
  'authentication_error',
  'permission_denied',
  'not_found',
  'conflict',
  'rate_limited',
  'api_error',
] as const;

export type PublicApiErrorType = (typeof PUBLIC_API_ERROR_TYPES)[number];

/** {error: {type, message, fields?}}: fields (invalid_request) names each invalid field with its messages. */
export const PublicApiErrorReply = json.object({
  error: json.object(
    {
      type: json.enumOf(PUBLIC_API_ERROR_TYPES),
      message: json.string,
      fields: json.as<Record<string, string[]>>({
        type: 'object',
        additionalProperties: json.array(json.string),
      }),
    },
    ['fields'],
  ),
});

/** {data: [...], next_cursor}: next_cursor is passed as ?cursor= for the next page; null on the last one. */
function cursorList<T extends TSchema>(item: T) {
  return json.object({ data: json.array(item), next_cursor: json.nullableString });
}

/** Settings the voice platform holds (model, voice, ...): their fields as the assistant form names them. */
const openSettings = json.nullableOpen();

/** An assistant: the fields of its create body (read back as saved) and its ids, owner and times. */
export const PublicAssistantSchema = json.object({
  id: json.integer,
  name: json.string,
  type: json.string,
  user_id: json.integer,
  phone_number: json.nullableString,
  webhook_url: json.nullableString,
  firstMessage: json.nullableString,
  firstMessageMode: json.string,
  firstMessageInterruptionsEnabled: json.boolean,
  endCallMessage: json.nullableString,
  model: openSettings,
  voice: openSettings,
  transcriber: openSettings,
  analysisPlan: openSettings,
  artifactPlan: openSettings,
  metadata: openSettings,
  created_at: json.string,
  updated_at: json.nullableString,
});
export const PublicAssistantListReply = cursorList(PublicAssistantSchema);

/** DELETE /api/v1/assistants/{id}: {id, deleted: true}. */
export const PublicDeletedReply = json.object({ id: json.integer, deleted: json.boolean });

/** A phone number held by one of the caller's assistants. */
export const PublicPhoneNumberSchema = json.object({
  id: json.integer,
  phone_number: json.string,
  country: json.string,
  provider: json.string,
  assistant_id: json.nullableInteger,
  created_at: json.string,
});
export const PublicPhoneNumberListReply = cursorList(PublicPhoneNumberSchema);

const callProperties = {
  id: json.integer,
  call_id: json.string,
  status: json.string,
  assistant_id: json.nullableInteger,
  phone_number: json.nullableString,
  customer_number: json.nullableString,
  direction: json.nullableString,
  start_time: json.string,
  end_time: json.nullableString,
  /** Seconds. */
  duration: json.integer,
  billed_minutes: json.integer,
  cost: json.number,
  ended_reason: json.nullableString,
};
export const PublicCallSchema = json.object(callProperties);
export const PublicCallListReply = cursorList(PublicCallSchema);
/** A call with what its end-of-call report brought. */
export const PublicCallDetailSchema = json.object({
  ...callProperties,
  transcript: json.nullableString,
  recording_url: json.nullableString,
  summary: json.nullableString,
  success_evaluation: json.nullableString,
  structured_data: json.nullableOpen(),
});

/** The current billing period: minutes and assistants used against the plan's limits. */
export const PublicUsageSchema = json.object({
  plan: json.string,
  subscription_status: json.string,
  period_start: json.nullableString,
  period_end: json.nullableString,
  minutes: json.object({
    used: json.integer,
    /** null: unlimited. */
    limit: json.nullableInteger,
    overage_minutes: json.integer,
    overage_cost: json.number,
  }),
  assistants: json.object({ used: json.integer, limit: json.integer }),
});

export const PublicBookingSchema = json.object({
  id: json.integer,
  assistant_id: json.integer,
  starts_at: json.string,
  ends_at: json.string,
  time_zone: json.string,
  caller_name: json.string,
  caller_number: json.nullableString,
  caller_email: json.nullableString,
  reason: json.string,
  status: json.enumOf(BOOKING_STATUSES),
  created_at: json.string,
});
export const PublicBookingListReply = cursorList(PublicBookingSchema);

/** GET /api/v1/openapi.json: the OpenAPI 3.0.3 document of the public API. */
export const PublicOpenApiReply = json.open({ openapi: json.string });
