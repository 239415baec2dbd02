import { object, string } from 'yup';
import { AUDIT_ACTIONS } from '@voice/contracts';
import { AuditLogCsvReply, AuditLogListReply } from '@voice/contracts/replies';
import { callLogFilterFields } from '@voice/contracts/schemas';
import { idFilterField } from '../../../lib/id-fields';
import { blankToUndefined, pagingFields } from '../../../lib/paging';
import { replies, tagged } from '../../../lib/route-schema';

export const AUDIT_ACTION_INVALID = 'The selected action is invalid.';
export const AUDIT_RESELLER_INVALID = 'The reseller id must be an integer.';
export const AUDIT_SEARCH_MAX = 100;

/**
 * The filters of the audit-log lists and exports: an action, a search (the actor's or the impersonator's
 * email, the target's label), a range of UTC days (inclusive; the call logs' date fields and messages).
 */
const filterFields = {
  action: string()
    .transform(blankToUndefined)
    .oneOf([...AUDIT_ACTIONS], AUDIT_ACTION_INVALID)
    .optional(),
  search: string()
    .transform(blankToUndefined)
    .trim()
    .max(AUDIT_SEARCH_MAX, `The search may not be greater than ${AUDIT_SEARCH_MAX} characters.`)
    .optional(),
  from: callLogFilterFields.from,
  to: callLogFilterFields.to,
};

/** ?reseller_id= of the super-admin routes: one reseller's entries. */
const resellerField = idFilterField(AUDIT_RESELLER_INVALID).optional();

/** GET /api/admin/audit-log/export */
export const auditExportQuerySchema = object(filterFields);
/** GET /api/admin/audit-log */
export const auditListQuerySchema = object({ ...pagingFields(25), ...filterFields });
/** GET /api/super-admin/audit-log/export */
export const superAuditExportQuerySchema = object({ ...filterFields, reseller_id: resellerField });
/** GET /api/super-admin/audit-log */
export const superAuditListQuerySchema = object({
  ...pagingFields(25),
  ...filterFields,
  reseller_id: resellerField,
});

export const auditSchemas = tagged('Reports', {
  /** The tenant's entries: a reseller admin its reseller's, a platform admin the host's tenant's. */
  list: {
    summary: "List the tenant's audit log",
    querystring: auditListQuerySchema,
    response: replies({ 200: AuditLogListReply }, [401, 403, 422]),
  },
  export: {
    summary: "Download the tenant's audit log as CSV",
    querystring: auditExportQuerySchema,
    response: replies({ 200: AuditLogCsvReply }, [401, 403, 422]),
  },
  /** Every tenant's entries (?reseller_id: one reseller's). */
  superList: {
    summary: "List the platform's audit log",
    querystring: superAuditListQuerySchema,
    response: replies({ 200: AuditLogListReply }, [401, 403, 422]),
  },
  superExport: {
    summary: "Download the platform's audit log as CSV",
    querystring: superAuditExportQuerySchema,
    response: replies({ 200: AuditLogCsvReply }, [401, 403, 422]),
  },
});
