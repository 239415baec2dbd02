import type { Pagination } from '@voice/contracts';
import { http } from '../http';

/** A row of GET /api/admin/usage-overview: a user's minutes and overage this billing period. */
export interface UsageOverviewRow {
  id: number;
  name: string;
  email: string;
  reseller_name: string | null;
  /** The live plan's name; null without a plan. */
  plan: string | null;
  subscription_status: string | null;
  minutes_used: number;
  /** -1: unlimited; null without a plan. */
  minutes_limit: number | null;
  is_unlimited: boolean;
  overage_minutes: number;
  overage_cost: number;
  billing_period_start: string | null;
  billing_period_end: string | null;
}

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

/** A row of GET /api/super-admin/usage-reports: one reseller's month. */
export interface UsageReportRow {
  reseller_id: number;
  reseller_name: string;
  subdomain: string;
  users: number;
  active_subscriptions: number;
  minutes: number;
  overage_minutes: number;
  overage_cost: number;
  /** Completed payments of the reseller's customers (earned by the reseller). */
  revenue: number;
  /** Completed payments of the reseller to the platform (its reseller package). */
  paid_to_platform: number;
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

/** GET /api/super-admin/usage-reports.csv?month=YYYY-MM: the CSV file (text). */
export async function downloadUsageReportsCsv(month: string): Promise<string> {
  return (
    await http.get<string>('/api/super-admin/usage-reports.csv', {
      params: { month },
      responseType: 'text',
    })
  ).data;
}
