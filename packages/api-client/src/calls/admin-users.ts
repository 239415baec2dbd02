import type { AdminUser, MessageReply, Paginated, Role } from '@voice/contracts';
import { http } from '../http';
import { queryParams } from '../query-params';

/** A row of the users console (GET /api/admin/users). */
export type ConsoleUser = AdminUser;

/** Filters of the users console; reseller_id is honoured for platform admins only. */
export interface ConsoleUsersQuery {
  page?: number;
  per_page?: number;
  search?: string;
  role?: string;
  status?: string;
  reseller_id?: number;
}

/** POST /api/admin/users body: a platform admin picks the tenant (null: the platform). */
export interface NewConsoleUser {
  name: string;
  email: string;
  role: Role;
  reseller_id?: number | null;
}

/** PUT /api/admin/users/{id} body: what is absent stays. */
export interface ConsoleUserChanges {
  name?: string;
  role?: Role;
  status?: 'active' | 'suspended';
}

type OneUser = { success: boolean; message: string; data: ConsoleUser };

/** GET /api/admin/users: the tenant's users (platform admins: every tenant's), paged. */
export async function listConsoleUsers(
  query: ConsoleUsersQuery = {},
): Promise<Paginated<ConsoleUser> & { success: boolean }> {
  const params = queryParams(query);
  return (await http.get('/api/admin/users', { params })).data;
}

/** POST /api/admin/users: creates a user, who is emailed a link to set a password. */
export async function createConsoleUser(input: NewConsoleUser): Promise<OneUser> {
  return (await http.post<OneUser>('/api/admin/users', input)).data;
}

/** PUT /api/admin/users/{id}: name, role, status. */
export async function updateConsoleUser(id: number, changes: ConsoleUserChanges): Promise<OneUser> {
  return (await http.put<OneUser>(`/api/admin/users/${encodeURIComponent(id)}`, changes)).data;
}

/** POST /api/admin/users/{id}/password-reset: emails the user a reset link. */
export async function sendConsoleUserPasswordReset(id: number): Promise<MessageReply> {
  return (
    await http.post<MessageReply>(`/api/admin/users/${encodeURIComponent(id)}/password-reset`)
  ).data;
}

/** DELETE /api/admin/users/{id}: anonymises the user (calls and payments are kept). */
export async function deleteConsoleUser(id: number): Promise<MessageReply> {
  return (await http.delete<MessageReply>(`/api/admin/users/${encodeURIComponent(id)}`)).data;
}
