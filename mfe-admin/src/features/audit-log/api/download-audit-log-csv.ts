import { useMutation } from '@tanstack/react-query';
import { downloadAuditLogCsv, saveFile, type AuditLogScope } from '@voice/api-client';
import type { AuditLogQuery } from '@voice/contracts';

/** GET …/audit-log/export with the list's filters, saved under the server's file name. */
export function useDownloadAuditLogCsv(scope: AuditLogScope) {
  return useMutation({
    mutationFn: async (filters: Omit<AuditLogQuery, 'page' | 'per_page'>) => {
      saveFile(await downloadAuditLogCsv(filters, scope));
    },
  });
}
