import type {
  ApiEnvelope,
  CallLogDetail,
  CallLogListItem,
  CallLogsQuery,
  Paginated,
} from '@voice/contracts';
import { downloadFile, type DownloadedFile } from '../download';
import { http } from '../http';
import { queryParams } from '../query-params';

/**
 * Call logs. `admin` picks the admin endpoints (/api/admin/call-logs: the tenant's calls, every
 * tenant's for platform admins); otherwise the signed-in user's own calls (/api/call-logs).
 */
export interface CallLogsScope {
  admin: boolean;
}

function base({ admin }: CallLogsScope): string {
  return admin ? '/api/admin/call-logs' : '/api/call-logs';
}

/** GET /api/call-logs or /api/admin/call-logs: one page of the filtered calls, newest first. */
export async function listCallLogs(
  query: CallLogsQuery,
  scope: CallLogsScope,
): Promise<Paginated<CallLogListItem> & { success: boolean }> {
  return (await http.get(base(scope), { params: queryParams(query) })).data;
}

/** GET /api/call-logs/{call_id} or /api/admin/call-logs/{call_id}; 404 when not found or not visible. */
export async function getCallLog(
  callId: string,
  scope: CallLogsScope,
): Promise<ApiEnvelope<CallLogDetail>> {
  return (
    await http.get<ApiEnvelope<CallLogDetail>>(`${base(scope)}/${encodeURIComponent(callId)}`)
  ).data;
}

/**
 * GET /api/call-logs/export or /api/admin/call-logs/export: the filtered calls as a CSV file (the same
 * filters as the list, without paging), named by the server (else by the day).
 */
export async function downloadCallLogsCsv(
  query: Omit<CallLogsQuery, 'page' | 'per_page'>,
  scope: CallLogsScope,
): Promise<DownloadedFile> {
  const today = new Date().toISOString().slice(0, 10);
  return downloadFile(`${base(scope)}/export`, queryParams(query), `call-logs-${today}.csv`);
}
