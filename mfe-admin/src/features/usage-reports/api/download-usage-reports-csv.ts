import { useMutation } from '@tanstack/react-query';
import { downloadUsageReportsCsv, saveFile } from '@voice/api-client';

/** GET /api/super-admin/usage-reports.csv?month, saved as usage-report-YYYY-MM.csv. */
export function useDownloadUsageReportsCsv() {
  return useMutation({
    mutationFn: async (month: string) => {
      saveFile(await downloadUsageReportsCsv(month));
    },
  });
}
