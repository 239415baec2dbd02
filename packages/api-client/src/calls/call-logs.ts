import type {
  ApiEnvelope,
  CallLogDetail,
  CallLogListItem,
  CallLogsQuery,
  Paginated,
} from '@voice/contracts';
import { axios, http } from '../http';

/**
 * Call logs (issue 9). `admin` picks the admin endpoints (/api/admin/call-logs: the tenant's calls, every
 * tenant's for platform admins); otherwise the signed-in user's own calls (/api/call-logs).
 */
export interface CallLogsScope {
  admin: boolean;
}

function base({ admin }: CallLogsScope): string {
  return admin ? '/api/admin/call-logs' : '/api/call-logs';
}

/** The query without empty filters ('' and undefined are left out of the address). */
function params(query: CallLogsQuery): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (typeof value === 'number' || (typeof value === 'string' && value !== '')) {
      out[key] = value;
    }
  }
  return out;
}

/** GET /api/call-logs or /api/admin/call-logs: one page of the filtered calls, newest first. */
export async function listCallLogs(
  query: CallLogsQuery,
  scope: CallLogsScope,
): Promise<Paginated<CallLogListItem> & { success: boolean }> {
  return (await http.get(base(scope), { params: params(query) })).data;
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

export interface CsvFile {
  blob: Blob;
  filename: string;
}

/** The file name of a Content-Disposition header (`filename="…"` or `filename=…`), if any. */
export function dispositionFilename(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1].trim());
  } catch {
    return match[1].trim();
  }
}

/** A Blob's text (FileReader where Blob#text is missing, as in older engines and jsdom). */
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable reply'));
    reader.readAsText(blob);
  });
}

/** A failed blob download carries its JSON error body as a Blob: read it so serverMessage() finds it. */
async function readBlobError(error: unknown): Promise<never> {
  if (axios.isAxiosError(error) && error.response && error.response.data instanceof Blob) {
    const text = await blobText(error.response.data);
    try {
      error.response.data = JSON.parse(text) as unknown;
    } catch {
      error.response.data = { message: text.slice(0, 200) };
    }
  }
  throw error;
}

/**
 * GET /api/call-logs/export or /api/admin/call-logs/export: the filtered calls as a CSV file (the same
 * filters as the list, without paging). Fetched through the http client (it needs the bearer token).
 */
export async function downloadCallLogsCsv(
  query: Omit<CallLogsQuery, 'page' | 'per_page'>,
  scope: CallLogsScope,
): Promise<CsvFile> {
  const reply = await http
    .get<unknown>(`${base(scope)}/export`, { params: params(query), responseType: 'blob' })
    .catch(readBlobError);
  const data = reply.data;
  const blob =
    data instanceof Blob
      ? data
      : new Blob([typeof data === 'string' ? data : JSON.stringify(data)], {
          type: 'text/csv;charset=utf-8',
        });
  const today = new Date().toISOString().slice(0, 10);
  const filename =
    dispositionFilename(reply.headers?.['content-disposition']) ?? `call-logs-${today}.csv`;
  return { blob, filename };
}
