import type { AdminDashboardStats, ApiEnvelope, DashboardStats } from '@voice/contracts';
import { http } from '../http';

export async function getDashboardStats(): Promise<ApiEnvelope<DashboardStats>> {
  return (await http.get<ApiEnvelope<DashboardStats>>('/api/dashboard/stats')).data;
}

export async function getAdminDashboardStats(): Promise<ApiEnvelope<AdminDashboardStats>> {
  return (await http.get<ApiEnvelope<AdminDashboardStats>>('/api/admin/dashboard/stats')).data;
}
