import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addDoNotCall,
  downloadDoNotCallCsv,
  importDoNotCallCsv,
  listDoNotCall,
  removeDoNotCall,
  saveFile,
} from '@voice/api-client';

/** Rows per page of the list. */
export const DO_NOT_CALL_PAGE_SIZE = 25;
const key = ['do-not-call'] as const;

/** GET /api/do-not-call: one page of the tenant's list. */
export function useDoNotCallQuery(page: number, search: string) {
  return useQuery({
    queryKey: [...key, 'list', page, search] as const,
    queryFn: async () => {
      const reply = await listDoNotCall({ page, search, per_page: DO_NOT_CALL_PAGE_SIZE });
      if (!reply || !Array.isArray(reply.data)) throw new Error('Unexpected reply from the server');
      return { items: reply.data, pagination: reply.pagination };
    },
    placeholderData: keepPreviousData,
  });
}

/** Any change reads every page again. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: key });
}

export function useAddDoNotCall() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: addDoNotCall, onSuccess: refresh });
}

export function useRemoveDoNotCall() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: removeDoNotCall, onSettled: refresh });
}

export function useImportDoNotCall() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: importDoNotCallCsv, onSuccess: refresh });
}

export function useDownloadDoNotCall() {
  return useMutation({ mutationFn: async () => saveFile(await downloadDoNotCallCsv()) });
}
