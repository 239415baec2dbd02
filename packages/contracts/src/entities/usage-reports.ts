/** A row of GET /api/admin/usage-overview: a user's usage of its live plan this billing period. */
export interface UsageOverviewRow {
  id: number;
  name: string;
  email: string;
  reseller_name: string | null;
  /** The live plan's name; null without a plan (then the minute figures are 0 and limit null). */
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
