import type {
  ApiEnvelope,
  AssistantType,
  BillingInterval,
  DailyCalls,
  Paginated,
  PublicSettings,
  ResellerSubscriptionSummary,
} from '@voice/contracts';
import { http } from '../http';

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
  calls: { total: number; total_minutes: number; this_month: number; this_month_minutes: number };
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

export interface ResellerListQuery {
  page?: number;
  per_page?: number;
  search?: string;
  status?: ResellerStatus;
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

type DetailReply = ApiEnvelope<ResellerDetail> & { message: string };

/** GET /api/super-admin/overview (platform admins). */
export async function getSuperAdminOverview(): Promise<ApiEnvelope<SuperAdminOverview>> {
  return (await http.get<ApiEnvelope<SuperAdminOverview>>('/api/super-admin/overview')).data;
}

/** GET /api/super-admin/resellers with paging, search and status (the console's list). */
export async function listResellersAdmin(
  query: ResellerListQuery = {},
): Promise<Paginated<ResellerListItem> & { success: boolean }> {
  return (await http.get('/api/super-admin/resellers', { params: query })).data;
}

/** GET /api/super-admin/resellers/:id */
export async function getResellerDetail(id: number): Promise<ApiEnvelope<ResellerDetail>> {
  return (await http.get<ApiEnvelope<ResellerDetail>>(`/api/super-admin/resellers/${id}`)).data;
}

/** POST /api/super-admin/resellers/:id/suspend or /activate with the reason emailed to the reseller admin. */
export async function setResellerStatus(
  id: number,
  action: 'suspend' | 'activate',
  reason: string,
): Promise<DetailReply> {
  return (await http.post<DetailReply>(`/api/super-admin/resellers/${id}/${action}`, { reason }))
    .data;
}

/** PUT /api/super-admin/resellers/:id/package */
export async function changeResellerPackage(
  id: number,
  payload: { reseller_package_id: number; billing_interval?: BillingInterval },
): Promise<DetailReply> {
  return (await http.put<DetailReply>(`/api/super-admin/resellers/${id}/package`, payload)).data;
}
