import { useMutation } from '@tanstack/react-query';
import { downloadUsageReportsCsv } from '@voice/api-client';

/** Saves a text as a file through a temporary link (the API needs the bearer token: no plain href). */
export function saveFile(text: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** GET /api/super-admin/usage-reports.csv?month, saved as usage-report-YYYY-MM.csv. */
export function useDownloadUsageReportsCsv() {
  return useMutation({
    mutationFn: async (month: string) => {
      const csv = await downloadUsageReportsCsv(month);
      saveFile(csv, `usage-report-${month}.csv`, 'text/csv;charset=utf-8');
    },
  });
}
