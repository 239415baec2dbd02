import type { AdminSubscription, Paginated } from '@voice/contracts';
import { http } from '../http';
import { queryParams } from '../query-params';

/** A row of GET /api/admin/subscriptions (custom and regular subscriptions of the admin's tenant). */
export type AdminSubscriptionRow = AdminSubscription;

export interface AdminSubscriptionsPage extends Paginated<AdminSubscription> {
  success: boolean;
}

/** GET /api/admin/subscriptions?page&per_page&status */
export async function listAdminSubscriptions(
  query: { page?: number; per_page?: number; status?: string } = {},
): Promise<AdminSubscriptionsPage> {
  const params = queryParams(query);
  return (await http.get<AdminSubscriptionsPage>('/api/admin/subscriptions', { params })).data;
}
