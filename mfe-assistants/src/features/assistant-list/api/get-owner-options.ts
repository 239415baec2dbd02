import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUsersForAssignment, superAdminGetUsersForAssignment } from '@voice/api-client';
import type { UserOption } from '@voice/contracts';

export interface OwnerOptionsQuery {
  source: 'admin' | 'super-admin';
  search: string;
  resellerId: number | null;
}

/**
 * The owner filter's users: GET /api/admin/users/for-assignment (a reseller admin gets its tenant's users) or
 * GET /api/super-admin/assistants/users-for-assignment (with the chosen reseller); 100 at most (spec 001 §9).
 */
export function ownerOptionsQueryKey(query: OwnerOptionsQuery) {
  return ['assistants', 'owner-options', query] as const;
}

export function ownerOptionsQueryOptions(query: OwnerOptionsQuery) {
  return queryOptions({
    queryKey: ownerOptionsQueryKey(query),
    queryFn: async (): Promise<UserOption[]> => {
      const search = query.search ? { search: query.search } : {};
      const reply =
        query.source === 'super-admin'
          ? await superAdminGetUsersForAssignment({
              ...search,
              ...(query.resellerId !== null ? { reseller_id: query.resellerId } : {}),
            })
          : await getUsersForAssignment(search);
      return Array.isArray(reply.data) ? reply.data : [];
    },
  });
}

export function useOwnerOptionsQuery(query: OwnerOptionsQuery | null) {
  return useQuery({
    ...ownerOptionsQueryOptions(query ?? { source: 'admin', search: '', resellerId: null }),
    enabled: query !== null,
  });
}
