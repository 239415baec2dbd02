import type { AdminPackage, AdminPackagePayload, ApiEnvelope } from '@voice/contracts';
import { http } from '../http';

type PackageReply = ApiEnvelope<AdminPackage> & { message: string };

/** GET /api/admin/packages: the admin's tenant's plans, retired ones included. */
export async function listAdminPackages(): Promise<ApiEnvelope<AdminPackage[]>> {
  return (await http.get<ApiEnvelope<AdminPackage[]>>('/api/admin/packages')).data;
}

/** POST /api/admin/packages */
export async function createAdminPackage(payload: AdminPackagePayload): Promise<PackageReply> {
  return (await http.post<PackageReply>('/api/admin/packages', payload)).data;
}

/** PUT /api/admin/packages/:id */
export async function updateAdminPackage(
  id: number,
  payload: AdminPackagePayload,
): Promise<PackageReply> {
  return (await http.put<PackageReply>(`/api/admin/packages/${id}`, payload)).data;
}

/** POST /api/admin/packages/:id/retire (no longer offered; subscribers keep it) or /activate. */
export async function setAdminPackageActive(id: number, active: boolean): Promise<PackageReply> {
  const action = active ? 'activate' : 'retire';
  return (await http.post<PackageReply>(`/api/admin/packages/${id}/${action}`)).data;
}

/** DELETE /api/admin/packages/:id: only a plan never subscribed to (409 otherwise). */
export async function deleteAdminPackage(
  id: number,
): Promise<{ success: boolean; message: string }> {
  return (await http.delete(`/api/admin/packages/${id}`)).data;
}
