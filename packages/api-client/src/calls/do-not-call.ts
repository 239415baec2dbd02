import type {
  ApiEnvelope,
  DoNotCallEntry,
  DoNotCallImportResult,
  Paginated,
} from '@voice/contracts';
import { downloadFile, type DownloadedFile } from '../download';
import { toFormData } from '../form-data';
import { http } from '../http';
import { queryParams } from '../query-params';

export interface DoNotCallQuery {
  page?: number;
  per_page?: number;
  search?: string;
}

/** GET /api/do-not-call: one page of the tenant's do-not-call list, newest first. */
export async function listDoNotCall(
  query: DoNotCallQuery,
): Promise<Paginated<DoNotCallEntry> & { success: boolean }> {
  return (await http.get('/api/do-not-call', { params: queryParams({ ...query }) })).data;
}

/** POST /api/do-not-call: one number (stored as E.164); 422 with field errors (also when already listed). */
export async function addDoNotCall(payload: {
  phone: string;
  reason?: string;
}): Promise<ApiEnvelope<DoNotCallEntry> & { message: string }> {
  return (await http.post('/api/do-not-call', payload)).data;
}

/** DELETE /api/do-not-call/{id}: the tenant's admins only (403 otherwise). */
export async function removeDoNotCall(id: number): Promise<{ success: boolean; message: string }> {
  return (await http.delete(`/api/do-not-call/${id}`)).data;
}

/** POST /api/do-not-call/import (multipart, field `file`): the counts and the invalid rows. */
export async function importDoNotCallCsv(file: File): Promise<ApiEnvelope<DoNotCallImportResult>> {
  return (await http.post('/api/do-not-call/import', toFormData({ file }))).data;
}

/** GET /api/do-not-call/export: the whole list as a CSV file. */
export async function downloadDoNotCallCsv(): Promise<DownloadedFile> {
  const today = new Date().toISOString().slice(0, 10);
  return downloadFile('/api/do-not-call/export', {}, `do-not-call-${today}.csv`);
}
