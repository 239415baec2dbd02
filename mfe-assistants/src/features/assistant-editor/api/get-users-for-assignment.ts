import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getUsersForAssignment, superAdminGetUsersForAssignment } from '@voice/api-client';
import type { UserOption } from '@voice/contracts';

export interface UsersForAssignmentFilter {
  /** Super admins use their own endpoint, with the reseller filter. */
  superAdmin: boolean;
  search: string;
  resellerId: number | null;
}

/**
 * GET /api/admin/users/for-assignment (admins) or /api/super-admin/assistants/users-for-assignment (super
 * admins): up to 100 users. Failures are only logged (spec 001 §8): the picker then lists nobody.
 */
export function usersForAssignmentQueryOptions(filter: UsersForAssignmentFilter) {
  return queryOptions({
    queryKey: ['assistant-editor', 'users-for-assignment', filter] as const,
    queryFn: async (): Promise<UserOption[]> => {
      try {
        const search = filter.search.trim() || undefined;
        const reply = filter.superAdmin
          ? await superAdminGetUsersForAssignment({
              search,
              ...(filter.resellerId !== null ? { reseller_id: filter.resellerId } : {}),
            })
          : await getUsersForAssignment({ search });
        return Array.isArray(reply.data) ? reply.data : [];
      } catch (error) {
        console.error('Failed to load users for assignment', error);
        return [];
      }
    },
    placeholderData: keepPreviousData,
  });
}

export function useUsersForAssignmentQuery(filter: UsersForAssignmentFilter, enabled: boolean) {
  return useQuery({ ...usersForAssignmentQueryOptions(filter), enabled });
}
