import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listAuditLog, type AuditLogScope } from '@voice/api-client';
import type { AuditLogQuery } from '@voice/contracts';

export const AUDIT_LOG_PAGE_SIZE = 25;

/** Every audit-log list query starts with this key. */
export const auditLogKey = ['admin', 'audit-log'] as const;

/** GET /api/super-admin/audit-log (platform: every tenant) or /api/admin/audit-log, one page, newest first. */
export function auditLogQueryOptions(query: AuditLogQuery, scope: AuditLogScope) {
  return queryOptions({
    queryKey: [...auditLogKey, scope.platform ? 'platform' : 'tenant', query] as const,
    queryFn: () => listAuditLog({ ...query, per_page: AUDIT_LOG_PAGE_SIZE }, scope),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLogQuery(query: AuditLogQuery, scope: AuditLogScope, enabled = true) {
  return useQuery({ ...auditLogQueryOptions(query, scope), enabled });
}
