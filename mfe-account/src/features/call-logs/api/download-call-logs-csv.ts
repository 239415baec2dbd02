import { useMutation } from '@tanstack/react-query';
import { downloadCallLogsCsv, saveFile } from '@voice/api-client';
import type { CallLogsQuery } from '@voice/contracts';

/** GET /api/call-logs/export or /api/admin/call-logs/export with the list's filters, saved as a file. */
export function useDownloadCallLogsCsv(admin: boolean) {
  return useMutation({
    mutationFn: async (filters: Omit<CallLogsQuery, 'page' | 'per_page'>) => {
      saveFile(await downloadCallLogsCsv(filters, { admin }));
    },
  });
}
