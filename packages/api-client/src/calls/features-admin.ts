import type { MessageReply } from '@voice/contracts';
import type { AdminFeature, AdminFeatureList, FeatureInput } from '@voice/contracts/schemas';
import { http } from '../http';

type FeatureReply = { success: boolean; message: string; data: AdminFeature };

/** GET /api/admin/features: the admin's tenant's landing features, hidden ones included. */
export async function listAdminFeatures(): Promise<AdminFeatureList & { success: boolean }> {
  return (await http.get<AdminFeatureList & { success: boolean }>('/api/admin/features')).data;
}

/** POST /api/admin/features */
export async function createAdminFeature(payload: FeatureInput): Promise<FeatureReply> {
  return (await http.post<FeatureReply>('/api/admin/features', payload)).data;
}

/** PUT /api/admin/features/:id (is_active false hides it from the landing). */
export async function updateAdminFeature(id: number, payload: FeatureInput): Promise<FeatureReply> {
  return (await http.put<FeatureReply>(`/api/admin/features/${id}`, payload)).data;
}

/** DELETE /api/admin/features/:id */
export async function deleteAdminFeature(id: number): Promise<MessageReply> {
  return (await http.delete<MessageReply>(`/api/admin/features/${id}`)).data;
}

/** PUT /api/admin/features/order: every feature id of the tenant, in the new order. */
export async function reorderAdminFeatures(
  ids: number[],
): Promise<{ success: boolean; message: string; data: AdminFeature[] }> {
  return (await http.put('/api/admin/features/order', { ids })).data;
}
