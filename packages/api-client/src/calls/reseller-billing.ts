import type {
  AdminResellerPackage,
  AdminResellerSubscription,
  ApiEnvelope,
  Paginated,
  ResellerBilling,
  ResellerBillingCheckoutPayload,
  ResellerBillingStatus,
  ResellerPackagePayload,
  ResellerTransaction,
} from '@voice/contracts';
import { http } from '../http';

/** GET /api/reseller-billing: the reseller admin's own package with the platform and the packages on offer. */
export async function getResellerBilling(): Promise<ApiEnvelope<ResellerBilling>> {
  return (await http.get<ApiEnvelope<ResellerBilling>>('/api/reseller-billing')).data;
}

/**
 * POST /api/reseller-billing/checkout: pay the pending package, renew (no package given) or upgrade to a
 * pricier one; answers the platform checkout URL (null when nothing had to be paid).
 */
export async function startResellerBillingCheckout(
  payload: ResellerBillingCheckoutPayload,
): Promise<ApiEnvelope<{ checkout_url: string | null }> & { message: string }> {
  return (await http.post('/api/reseller-billing/checkout', payload)).data;
}

type PackageReply = ApiEnvelope<AdminResellerPackage> & { message: string };

/** GET /api/super-admin/reseller-packages: every reseller package, retired ones included. */
export async function listResellerPackagesAdmin(): Promise<ApiEnvelope<AdminResellerPackage[]>> {
  return (await http.get<ApiEnvelope<AdminResellerPackage[]>>('/api/super-admin/reseller-packages'))
    .data;
}

/** POST /api/super-admin/reseller-packages */
export async function createResellerPackage(
  payload: ResellerPackagePayload,
): Promise<PackageReply> {
  return (await http.post<PackageReply>('/api/super-admin/reseller-packages', payload)).data;
}

/** PUT /api/super-admin/reseller-packages/:id */
export async function updateResellerPackage(
  id: number,
  payload: ResellerPackagePayload,
): Promise<PackageReply> {
  return (await http.put<PackageReply>(`/api/super-admin/reseller-packages/${id}`, payload)).data;
}

/** POST /api/super-admin/reseller-packages/:id/retire (no longer offered) or /activate. */
export async function setResellerPackageActive(id: number, active: boolean): Promise<PackageReply> {
  const action = active ? 'activate' : 'retire';
  return (await http.post<PackageReply>(`/api/super-admin/reseller-packages/${id}/${action}`)).data;
}

export interface ResellerSubscriptionsQuery {
  page?: number;
  per_page?: number;
  status?: ResellerBillingStatus;
  search?: string;
}

/** GET /api/super-admin/reseller-subscriptions: every reseller's package, paged, newest first. */
export async function listResellerSubscriptions(
  query: ResellerSubscriptionsQuery = {},
): Promise<Paginated<AdminResellerSubscription> & { success: boolean }> {
  return (await http.get('/api/super-admin/reseller-subscriptions', { params: query })).data;
}

/** GET /api/super-admin/reseller-transactions: what resellers paid the platform, paged, newest first. */
export async function listResellerTransactions(
  query: { page?: number; per_page?: number; reseller_id?: number } = {},
): Promise<Paginated<ResellerTransaction> & { success: boolean }> {
  return (await http.get('/api/super-admin/reseller-transactions', { params: query })).data;
}
