import type { CallStatus } from '../entities/dashboard';
import { WEBHOOK_DELIVERY_STATUSES } from '../entities/call-log';
import type { WebhookInboxSignature } from '../entities/webhook-inbox';
import { dataReply, fileReply, pagedList, savedReply } from './common';
import { ToolCallSchema } from './custom-tools';
import { json } from './json';

const callLogListItemProperties = {
  id: json.integer,
  call_id: json.string,
  status: json.stringOf<CallStatus | (string & {})>(),
  assistant_id: json.nullableInteger,
  assistant_name: json.nullableString,
  phone_number: json.nullableString,
  customer_number: json.nullableString,
  direction: json.nullableString,
  start_time: json.string,
  end_time: json.nullableString,
  /** Seconds. */
  duration: json.integer,
  /** The call rounded up to whole minutes, as plans count it. */
  billed_minutes: json.integer,
  cost: json.number,
  ended_reason: json.nullableString,
  /** Where the call was transferred (E.164, as the platform reported it); null when it was not. */
  transferred_to: json.nullableString,
  /** That destination's description (when to transfer there), as the platform reported it. */
  transferred_to_description: json.nullableString,
};
/** What the admin lists add: whose call it was. */
const callLogAdminProperties = {
  user_id: json.nullableInteger,
  user_name: json.nullableString,
  user_email: json.nullableString,
  reseller_id: json.nullableInteger,
  reseller_name: json.nullableString,
};

/** A row of GET /api/call-logs. */
export const CallLogListItemSchema = json.object(callLogListItemProperties);
/** The admin lists' columns beyond CallLogListItemSchema. */
export const CallLogAdminFieldsSchema = json.object(callLogAdminProperties);
/** A row of GET /api/admin/call-logs. */
export const AdminCallLogListItemSchema = json.object({
  ...callLogListItemProperties,
  ...callLogAdminProperties,
});

/**
 * {success, data, pagination} like the other paged lists; pagination.total_capped: a list filtered by assistant,
 * status or phone counts at most 10,000 calls (repository COUNT_CAP): past that, total is 10,000 and this is true
 * (show "10,000+").
 */
export const CallLogListReply = pagedList(CallLogListItemSchema);
export const AdminCallLogListReply = pagedList(AdminCallLogListItemSchema);

/** One message of a call's conversation, as the platform reported it. */
export const CallMessageSchema = json.object(
  { role: json.string, message: json.string, time: json.number, secondsFromStart: json.number },
  ['time', 'secondsFromStart'],
);

/** One try of a forwarded webhook. */
export const WebhookDeliveryAttemptSchema = json.object({
  attempt: json.integer,
  started_at: json.string,
  duration_ms: json.integer,
  status_code: json.nullableInteger,
  error: json.nullableString,
});

/** A call's event forwarded to the assistant's webhook URL, with its tries. */
export const WebhookDeliverySchema = json.object({
  id: json.integer,
  event: json.string,
  url: json.string,
  status: json.enumOf(WEBHOOK_DELIVERY_STATUSES),
  attempts: json.integer,
  next_attempt_at: json.nullableString,
  delivered_at: json.nullableString,
  last_status_code: json.nullableInteger,
  last_error: json.nullableString,
  created_at: json.string,
  attempt_log: json.array(WebhookDeliveryAttemptSchema),
});

const callLogDetailProperties = {
  ...callLogListItemProperties,
  provider_status: json.nullableString,
  transcript: json.nullableString,
  messages: json.array(CallMessageSchema),
  recording_url: json.nullableString,
  summary: json.nullableString,
  success_evaluation: json.nullableString,
  /** A JSON object as reported by the platform, or null. */
  structured_data: json.nullableOpen(),
  cost_breakdown: json.nullableOpen(),
  webhook_deliveries: json.array(WebhookDeliverySchema),
  /** The tools the assistant called during the call (custom tools, the booking calendar's), in order. */
  tool_calls: json.array(ToolCallSchema),
};
/** GET /api/call-logs/{id} data. */
export const CallLogDetailSchema = json.object(callLogDetailProperties);
export const CallLogDetailReply = dataReply(CallLogDetailSchema);
/** GET /api/admin/call-logs/{id} data. */
export const AdminCallLogDetailSchema = json.object({
  ...callLogDetailProperties,
  ...callLogAdminProperties,
});
export const AdminCallLogDetailReply = dataReply(AdminCallLogDetailSchema);
export const CallLogCsvReply = fileReply(
  'text/csv',
  'Every filtered call as CSV (an attachment, streamed), newest first, with a header row; durations in ' +
    "seconds; cells starting with = + - @ tab or CR are prefixed with ' (no spreadsheet formulas).",
);

/** The sandbox's test call, placed. */
export const TestCallReply = savedReply(json.object({ call_id: json.string }));
/**
 * POST /api/assistants/{id}/calls: the outbound call as placed. `status` is the platform's ('queued' on Vapi;
 * 'ended' for a sandbox call, simulated before the reply); `outcome` only for the sandbox's simulation.
 */
export const OutboundCallReply = savedReply(
  json.object({
    call_id: json.string,
    status: json.string,
    outcome: json.nullableString,
  }),
);
/** A sandbox test call's generated recording (audio/wav). */
export const SandboxRecordingReply = json.as<string>({ type: 'string', format: 'binary' });

/** POST /api/assistants/{id}/webhook-secret: a new signing secret, shown this once. */
export const WebhookSecretReply = savedReply(
  json.object({
    secret: json.string,
    signature_header: json.string,
    timestamp_header: json.string,
  }),
);

/** A delivery the demo receiver kept. */
export const WebhookInboxDeliverySchema = json.object({
  id: json.integer,
  received_at: json.string,
  event: json.nullableString,
  signature: json.enumOf<readonly WebhookInboxSignature[]>(['verified', 'invalid', 'unsigned']),
  headers: json.as<Record<string, string>>({
    type: 'object',
    additionalProperties: json.string,
  }),
  body: json.string,
  body_truncated: json.boolean,
});
/** The signed-in user's receiver URL and its latest deliveries, newest first. */
export const WebhookInboxReply = dataReply(
  json.object({
    url: json.string,
    kept: json.integer,
    deliveries: json.array(WebhookInboxDeliverySchema),
  }),
);
