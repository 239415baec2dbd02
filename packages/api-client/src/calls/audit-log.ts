import type { AuditLogEntry, AuditLogQuery, Paginated } from '@voice/contracts';
import { axios, http } from '../http';
import { dispositionFilename, type CsvFile } from './call-logs';

/**
 * The audit log (issue 10). `platform` picks every tenant's log (/api/super-admin/audit-log, platform admins,
 * with ?reseller_id); otherwise the tenant's (/api/admin/audit-log: a reseller admin's, or the host's tenant).
 */
export interface AuditLogScope {
  platform: boolean;
}

function base({ platform }: AuditLogScope): string {
  return platform ? '/api/super-admin/audit-log' : '/api/admin/audit-log';
}

/** The query without empty filters ('' and undefined stay out of the address). */
function params(query: AuditLogQuery): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (typeof value === 'number' || (typeof value === 'string' && value !== '')) {
      out[key] = value;
    }
  }
  return out;
}

/** GET /api/super-admin/audit-log or /api/admin/audit-log: one page of the filtered entries, newest first. */
export async function listAuditLog(
  query: AuditLogQuery,
  scope: AuditLogScope,
): Promise<Paginated<AuditLogEntry> & { success: boolean }> {
  return (await http.get(base(scope), { params: params(query) })).data;
}

/** A failed text download carries its JSON error as text: parse it so serverMessage() finds it. */
function parseTextError(error: unknown): never {
  if (axios.isAxiosError(error) && error.response && typeof error.response.data === 'string') {
    try {
      error.response.data = JSON.parse(error.response.data) as unknown;
    } catch {
      error.response.data = { message: error.response.data.slice(0, 200) };
    }
  }
  throw error;
}

/** GET …/audit-log/export: the filtered entries as a CSV file (the list's filters, without paging). */
export async function downloadAuditLogCsv(
  query: Omit<AuditLogQuery, 'page' | 'per_page'>,
  scope: AuditLogScope,
): Promise<CsvFile> {
  const reply = await http
    .get<string>(`${base(scope)}/export`, { params: params(query), responseType: 'text' })
    .catch(parseTextError);
  const text = typeof reply.data === 'string' ? reply.data : JSON.stringify(reply.data);
  const today = new Date().toISOString().slice(0, 10);
  return {
    blob: new Blob([text], { type: 'text/csv;charset=utf-8' }),
    filename:
      dispositionFilename(reply.headers?.['content-disposition']) ?? `audit-log-${today}.csv`,
  };
}
