import type { AuditLogEntry, AuditLogQuery, Paginated } from '@voice/contracts';
import { downloadFile, type DownloadedFile } from '../download';
import { http } from '../http';
import { queryParams } from '../query-params';

/**
 * The audit log. `platform` picks every tenant's log (/api/super-admin/audit-log, platform admins,
 * with ?reseller_id); otherwise the tenant's (/api/admin/audit-log: a reseller admin's, or the host's tenant).
 */
export interface AuditLogScope {
  platform: boolean;
}

function base({ platform }: AuditLogScope): string {
  return platform ? '/api/super-admin/audit-log' : '/api/admin/audit-log';
}

/** GET /api/super-admin/audit-log or /api/admin/audit-log: one page of the filtered entries, newest first. */
export async function listAuditLog(
  query: AuditLogQuery,
  scope: AuditLogScope,
): Promise<Paginated<AuditLogEntry> & { success: boolean }> {
  return (await http.get(base(scope), { params: queryParams(query) })).data;
}

/** GET …/audit-log/export: the filtered entries as a CSV file (the list's filters, without paging). */
export async function downloadAuditLogCsv(
  query: Omit<AuditLogQuery, 'page' | 'per_page'>,
  scope: AuditLogScope,
): Promise<DownloadedFile> {
  const today = new Date().toISOString().slice(0, 10);
  return downloadFile(`${base(scope)}/export`, queryParams(query), `audit-log-${today}.csv`);
}
