import type { Pagination } from '@voice/contracts';
import { http } from '../http';
import { queryParams } from '../query-params';

/** A row of GET /api/admin/subscriptions (custom and regular subscriptions of the admin's tenant). */
export interface AdminSubscriptionRow {
  id: number;
  user: { id: number; name: string; email: string };
  package: { id: number; name: string };
  reseller_name: string | null;
  status: string;
  billing_interval: string;
  amount: number;
  currency: string;
  is_custom: boolean;
  current_period_start: string | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  created_at: string;
}

export interface AdminSubscriptionsPage {
  success: boolean;
  data: AdminSubscriptionRow[];
  pagination: Pagination;
}

/** GET /api/admin/subscriptions?page&per_page&status */
export async function listAdminSubscriptions(
  query: { page?: number; per_page?: number; status?: string } = {},
): Promise<AdminSubscriptionsPage> {
  const params = queryParams(query);
  return (await http.get<AdminSubscriptionsPage>('/api/admin/subscriptions', { params })).data;
}
