import type { Pagination, UsageOverviewRow, UsageReportRow } from '@voice/contracts';

export type { UsageOverviewRow, UsageReportRow } from '@voice/contracts';
import { downloadFile, type DownloadedFile } from '../download';
import { http } from '../http';

export interface UsageOverviewPage {
  success: boolean;
  data: UsageOverviewRow[];
  pagination: Pagination;
}

/** GET /api/admin/usage-overview?page&per_page&search */
export async function getUsageOverview(
  query: { page?: number; per_page?: number; search?: string } = {},
): Promise<UsageOverviewPage> {
  const params = Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== '' && v !== undefined),
  );
  return (await http.get<UsageOverviewPage>('/api/admin/usage-overview', { params })).data;
}

export type UsageReportTotals = Omit<UsageReportRow, 'reseller_id' | 'reseller_name' | 'subdomain'>;

export interface UsageReports {
  success: boolean;
  month: string;
  data: UsageReportRow[];
  totals: UsageReportTotals;
}

/** GET /api/super-admin/usage-reports?month=YYYY-MM (the current month when not given). */
export async function getUsageReports(month?: string): Promise<UsageReports> {
  const params = month ? { month } : {};
  return (await http.get<UsageReports>('/api/super-admin/usage-reports', { params })).data;
}

/** GET /api/super-admin/usage-reports.csv?month=YYYY-MM: the CSV file, named usage-report-YYYY-MM.csv. */
export async function downloadUsageReportsCsv(month: string): Promise<DownloadedFile> {
  return downloadFile('/api/super-admin/usage-reports.csv', { month }, `usage-report-${month}.csv`);
}
