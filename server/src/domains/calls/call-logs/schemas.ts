import {
  AdminCallLogDetailReply,
  AdminCallLogListReply,
  CallLogCsvReply,
  CallLogDetailReply,
  CallLogListReply,
} from '@voice/contracts/replies';
import { object, string } from 'yup';
import { callLogFilterFields, callLogResellerField } from '@voice/contracts/schemas';
import { pagingFields } from '../../../lib/paging';
import { replies, tagged } from '../../../lib/route-schema';

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

export const callLogSchemas = tagged('Calls', {
  /** The caller's own calls, whatever the role; newest first. */
  list: {
    summary: 'List call logs',
    querystring: callLogsQuerySchema,
    response: replies({ 200: CallLogListReply }, [401, 422]),
  },
  /** The caller's own calls as CSV. */
  export: {
    summary: 'Download call logs as CSV',
    querystring: callLogsExportQuerySchema,
    response: replies({ 200: CallLogCsvReply }, [401, 422]),
  },
  /** One of the caller's own calls; 404 'Call not found' for anyone else's. */
  show: {
    summary: 'Show a call log',
    params: callIdParamsSchema,
    response: replies({ 200: CallLogDetailReply }, [401, 404, 422]),
  },
  /** The calls of the admin's scope: every tenant's (platform admins, ?reseller_id) or its tenant's. */
  adminList: {
    summary: "List the tenant's call logs (admin)",
    querystring: adminCallLogsQuerySchema,
    response: replies({ 200: AdminCallLogListReply }, [401, 403, 422]),
  },
  adminExport: {
    summary: "Download the tenant's call logs as CSV (admin)",
    querystring: adminCallLogsExportQuerySchema,
    response: replies({ 200: CallLogCsvReply }, [401, 403, 422]),
  },
  /** One call of the admin's scope; 404 'Call not found' for another tenant's. */
  adminShow: {
    summary: 'Show a call log of the tenant (admin)',
    params: callIdParamsSchema,
    response: replies({ 200: AdminCallLogDetailReply }, [401, 403, 404, 422]),
  },
});
