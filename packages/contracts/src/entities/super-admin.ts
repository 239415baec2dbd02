import type { AssistantType } from '../constants/assistant-options';
import type { DailyCalls } from './call-log';
import type { ResellerSubscriptionSummary } from './reseller-billing';
import type { PublicSettings } from './site';

// The super admin's console: the platform overview and the resellers' list and page, as the
// server sends them (server/src/modules/super-admin-overview and resellers) and the client reads them.

/** A reseller's status on the platform: pending (registration unpaid), active or suspended. */
export type ResellerStatus = 'pending' | 'active' | 'suspended';

export const RESELLER_STATUSES: readonly ResellerStatus[] = ['pending', 'active', 'suspended'];

/** Where the platform's money comes from (GET /api/super-admin/overview). */
export type RevenueSource = 'platform_plans' | 'reseller_packages' | 'reseller_customers';

/** GET /api/super-admin/overview data: the platform at a glance ("this month" is the UTC month). */
export interface SuperAdminOverview {
  month_start: string;
  resellers: Record<ResellerStatus, number> & { total: number };
  users: { total: number; active: number };
  assistants: { total: number };
  /** *_minutes: talk time in minutes (one decimal); *_billed_minutes: each call rounded up, summed. */
  calls: {
    total: number;
    total_minutes: number;
    total_billed_minutes: number;
    this_month: number;
    this_month_minutes: number;
    this_month_billed_minutes: number;
  };
  revenue: {
    total: number;
    this_month: number;
    by_source: { source: RevenueSource; label: string; total: number; this_month: number }[];
    /** The 10 resellers bringing the most (their customers' payments and their packages). */
    by_reseller: {
      id: number;
      org_name: string;
      subdomain: string;
      status: ResellerStatus;
      total: number;
      this_month: number;
      customers_total: number;
      packages_total: number;
    }[];
  };
  /** This month's 10 busiest resellers; id null is the main site's own calls. */
  calls_by_reseller: { id: number | null; org_name: string; calls: number; minutes: number }[];
  calls_per_day: DailyCalls[];
}

/** One row of GET /api/super-admin/resellers. */
export interface ResellerListItem {
  id: number;
  org_name: string;
  subdomain: string;
  company_email: string;
  status: ResellerStatus;
  status_reason: string | null;
  status_changed_at: string | null;
  created_at: string;
  admin: { id: number; name: string; email: string } | null;
  package_name: string | null;
  users_count: number;
  assistants_count: number;
}

/** GET /api/super-admin/resellers/:id data. */
export interface ResellerDetail {
  id: number;
  org_name: string;
  subdomain: string;
  site_url: string;
  company_email: string;
  status: ResellerStatus;
  status_reason: string | null;
  status_changed_at: string | null;
  created_at: string;
  branding: PublicSettings;
  admin: { id: number; name: string; email: string; status: string } | null;
  subscription:
    | (ResellerSubscriptionSummary & {
        cancel_at_period_end?: boolean;
        grace_until?: string | null;
      })
    | null;
  counts: { users: number; active_users: number; assistants: number };
  /** The newest 10. */
  users: {
    id: number;
    name: string;
    email: string;
    role: string;
    status: string;
    created_at: string;
  }[];
  /** The 10 with the most calls. */
  assistants: {
    id: number;
    name: string;
    type: AssistantType;
    phone_number: string | null;
    user_name: string | null;
    total_calls: number;
  }[];
  usage: {
    total_calls: number;
    total_minutes: number;
    calls_this_month: number;
    minutes_this_month: number;
    calls_per_day: DailyCalls[];
  };
  revenue: {
    customers_total: number;
    customers_this_month: number;
    packages_total: number;
    packages_this_month: number;
  };
}
