import { listAuditLog, type AuditLogScope } from '@voice/api-client';
import type { AuditLogQuery } from '@voice/contracts';
import { usePageQuery } from '../../../shared/api/queries';

export const AUDIT_LOG_PAGE_SIZE = 25;

/** Every audit-log list query starts with this key. */
export const auditLogKey = ['admin', 'audit-log'] as const;

/** GET /api/super-admin/audit-log (platform: every tenant) or /api/admin/audit-log, one page, newest first. */
export function useAuditLogQuery(query: AuditLogQuery, scope: AuditLogScope, enabled = true) {
  return usePageQuery(
    [...auditLogKey, scope.platform ? 'platform' : 'tenant', query],
    () => listAuditLog({ ...query, per_page: AUDIT_LOG_PAGE_SIZE }, scope),
    enabled,
  );
}
