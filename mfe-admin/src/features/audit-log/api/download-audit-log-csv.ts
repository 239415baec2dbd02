import { useMutation } from '@tanstack/react-query';
import { downloadAuditLogCsv, type AuditLogScope } from '@voice/api-client';
import type { AuditLogQuery } from '@voice/contracts';

/** Saves a file through a temporary link (the API needs the bearer token: no plain href). */
function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** GET …/audit-log/export with the list's filters, saved under the server's file name. */
export function useDownloadAuditLogCsv(scope: AuditLogScope) {
  return useMutation({
    mutationFn: async (filters: Omit<AuditLogQuery, 'page' | 'per_page'>) => {
      const file = await downloadAuditLogCsv(filters, scope);
      saveBlob(file.blob, file.filename);
    },
  });
}
