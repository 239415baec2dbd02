import type {
  ApiEnvelope,
  BillingInterval,
  Paginated,
  ResellerDetail,
  ResellerListItem,
  ResellerStatus,
  SuperAdminOverview,
} from '@voice/contracts';
import { http } from '../http';

export type {
  ResellerDetail,
  ResellerListItem,
  ResellerStatus,
  RevenueSource,
  SuperAdminOverview,
} from '@voice/contracts';
export { RESELLER_STATUSES } from '@voice/contracts';

export interface ResellerListQuery {
  page?: number;
  per_page?: number;
  search?: string;
  status?: ResellerStatus;
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
