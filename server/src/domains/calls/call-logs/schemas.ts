import { object, string } from 'yup';
import { WEBHOOK_DELIVERY_STATUSES } from '@voice/contracts';
import { callLogFilterFields, callLogResellerField } from '@voice/contracts/schemas';
import { pagingFields } from '../../../lib/paging';
import { json, replies, type JsonSchema } from '../../../lib/route-schema';

/** GET /api/call-logs/export?assistant_id&status&from&to&search (the caller's own calls). */
export const callLogsExportQuerySchema = object(callLogFilterFields);

/** GET /api/call-logs?page&per_page&assistant_id&status&from&to&search */
export const callLogsQuerySchema = object({ ...pagingFields(15), ...callLogFilterFields });

/** GET /api/admin/call-logs/export: the filters and reseller_id (platform admins: one reseller's calls). */
export const adminCallLogsExportQuerySchema = object({
  ...callLogFilterFields,
  reseller_id: callLogResellerField,
});

/** GET /api/admin/call-logs: paging, the filters and reseller_id. */
export const adminCallLogsQuerySchema = object({
  ...pagingFields(15),
  ...callLogFilterFields,
  reseller_id: callLogResellerField,
});

/** :callId, the voice platform's call id. */
export const callIdParamsSchema = object({
  callId: string()
    .required('The call id is required.')
    .max(255, 'The call id may not be greater than 255 characters.'),
});

/** CallLogListItem (packages/contracts entities/call-log.ts). */
const listItemProperties: Record<string, JsonSchema> = {
  id: json.integer,
  call_id: json.string,
  status: json.string,
  assistant_id: json.nullableInteger,
  assistant_name: json.nullableString,
  phone_number: json.nullableString,
  customer_number: json.nullableString,
  direction: json.nullableString,
  start_time: json.string,
  end_time: json.nullableString,
  duration: json.integer,
  billed_minutes: json.integer,
  cost: json.number,
  ended_reason: json.nullableString,
};

const adminProperties: Record<string, JsonSchema> = {
  user_id: json.nullableInteger,
  user_name: json.nullableString,
  user_email: json.nullableString,
  reseller_id: json.nullableInteger,
  reseller_name: json.nullableString,
};

const listItem = json.object(listItemProperties);

/**
 * {success, data, pagination} like the other paged lists; pagination.total_capped: a list filtered by assistant,
 * status or phone counts at most 10,000 calls (repository COUNT_CAP): past that, total is 10,000 and this is true
 * (show "10,000+").
 */
function callLogList(item: JsonSchema): JsonSchema {
  return json.object({
    success: json.boolean,
    data: json.array(item),
    pagination: json.open({
      current_page: json.integer,
      per_page: json.integer,
      total: json.integer,
      last_page: json.integer,
      total_capped: json.boolean,
    }),
  });
}
const adminListItem = json.object({ ...listItemProperties, ...adminProperties });

/** A JSON object as reported by the platform, or null. */
const nullableObject: JsonSchema = { type: ['object', 'null'], additionalProperties: true };

const attempt = json.object({
  attempt: json.integer,
  started_at: json.string,
  duration_ms: json.integer,
  status_code: json.nullableInteger,
  error: json.nullableString,
});

const delivery = json.object({
  id: json.integer,
  event: json.string,
  url: json.string,
  status: { type: 'string', enum: [...WEBHOOK_DELIVERY_STATUSES] },
  attempts: json.integer,
  next_attempt_at: json.nullableString,
  delivered_at: json.nullableString,
  last_status_code: json.nullableInteger,
  last_error: json.nullableString,
  created_at: json.string,
  attempt_log: json.array(attempt),
});

const message = json.object(
  {
    role: json.string,
    message: json.string,
    time: json.number,
    secondsFromStart: json.number,
  },
  ['time', 'secondsFromStart'],
);

const detailProperties: Record<string, JsonSchema> = {
  ...listItemProperties,
  provider_status: json.nullableString,
  transcript: json.nullableString,
  messages: json.array(message),
  recording_url: json.nullableString,
  summary: json.nullableString,
  success_evaluation: json.nullableString,
  structured_data: nullableObject,
  cost_breakdown: nullableObject,
  webhook_deliveries: json.array(delivery),
};

const detailReply = (properties: Record<string, JsonSchema>) =>
  json.object({ success: json.boolean, data: json.object(properties) });

const csvReply = {
  description:
    'Every filtered call as CSV (an attachment, streamed), newest first, with a header row; durations in ' +
    "seconds; cells starting with = + - @ tab or CR are prefixed with ' (no spreadsheet formulas).",
  content: { 'text/csv': { schema: { type: 'string' } } },
};

export const callLogSchemas = {
  /** The caller's own calls, whatever the role; newest first. */
  list: {
    querystring: callLogsQuerySchema,
    response: replies({ 200: callLogList(listItem) }, [401, 422]),
  },
  /** The caller's own calls as CSV. */
  export: {
    querystring: callLogsExportQuerySchema,
    response: replies({ 200: csvReply }, [401, 422]),
  },
  /** One of the caller's own calls; 404 'Call not found' for anyone else's. */
  show: {
    params: callIdParamsSchema,
    response: replies({ 200: detailReply(detailProperties) }, [401, 404, 422]),
  },
  /** The calls of the admin's scope: every tenant's (platform admins, ?reseller_id) or its tenant's. */
  adminList: {
    querystring: adminCallLogsQuerySchema,
    response: replies({ 200: callLogList(adminListItem) }, [401, 403, 422]),
  },
  adminExport: {
    querystring: adminCallLogsExportQuerySchema,
    response: replies({ 200: csvReply }, [401, 403, 422]),
  },
  /** One call of the admin's scope; 404 'Call not found' for another tenant's. */
  adminShow: {
    params: callIdParamsSchema,
    response: replies(
      { 200: detailReply({ ...detailProperties, ...adminProperties }) },
      [401, 403, 404, 422],
    ),
  },
};
