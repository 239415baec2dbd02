import { useMutation } from '@tanstack/react-query';
import { downloadCallLogsCsv } from '@voice/api-client';
import type { CallLogsQuery } from '@voice/contracts';

/** Saves a file through a temporary object URL (the API needs the bearer token: no plain href). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** GET /api/call-logs/export or /api/admin/call-logs/export with the list's filters, saved as a file. */
export function useDownloadCallLogsCsv(admin: boolean) {
  return useMutation({
    mutationFn: async (filters: Omit<CallLogsQuery, 'page' | 'per_page'>) => {
      const { blob, filename } = await downloadCallLogsCsv(filters, { admin });
      saveBlob(blob, filename);
    },
  });
}
