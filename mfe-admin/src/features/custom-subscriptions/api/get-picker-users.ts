import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminUsers } from '@voice/api-client';
import type { AdminUser } from '@voice/contracts';

export type PickerUser = AdminUser & { reseller_id?: number | null };

/** GET /api/admin/users?per_page=100&role=user: the create modal's user picker. */
export const pickerUsersQueryKey = ['admin', 'users', 'picker'] as const;

export function pickerUsersQueryOptions() {
  return queryOptions({
    queryKey: pickerUsersQueryKey,
    queryFn: async () => ((await getAdminUsers({ role: 'user' })).data ?? []) as PickerUser[],
  });
}

export function usePickerUsersQuery(enabled: boolean) {
  return useQuery({ ...pickerUsersQueryOptions(), enabled });
}
