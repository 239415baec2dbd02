// The console's three kinds of server-state hook, so each feature's api/ file says only its key and its call.
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/** A query whose result is its reply's `data` (GET /api/admin/packages: the packages). */
export function useReplyDataQuery<Data>(queryKey: QueryKey, read: () => Promise<{ data: Data }>) {
  return useQuery({ queryKey, queryFn: async () => (await read()).data });
}

/** A query of a list for one page and filter: the rows shown stay on screen while the next ones load. */
export function usePageQuery<Page>(queryKey: QueryKey, read: () => Promise<Page>, enabled = true) {
  return useQuery({ queryKey, queryFn: read, placeholderData: keepPreviousData, enabled });
}

/** A mutation after whose success the queries under `queryKey` are fetched afresh (it settles once they are). */
export function useRefreshingMutation<Variables, Reply>(
  queryKey: QueryKey,
  mutationFn: (variables: Variables) => Promise<Reply>,
) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey }) });
}
