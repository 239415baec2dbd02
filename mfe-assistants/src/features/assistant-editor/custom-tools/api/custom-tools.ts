import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createCustomTool,
  deleteCustomTool,
  listCustomTools,
  updateCustomTool,
} from '@voice/api-client';
import type { CustomTool } from '@voice/contracts';
import type { CustomToolInput } from '@voice/contracts/schemas';

/** The assistant's custom tools (their own requests: the assistant's Save does not send them). */
export const customToolsKey = (assistantId: string) => ['custom-tools', assistantId] as const;

function checked<T>(reply: { data?: T } | undefined): T {
  if (!reply || typeof reply.data !== 'object' || reply.data === null) {
    throw new Error('Unexpected reply from the server');
  }
  return reply.data;
}

export function useCustomToolsQuery(assistantId: string) {
  return useQuery({
    queryKey: customToolsKey(assistantId),
    queryFn: async (): Promise<CustomTool[]> => {
      const tools = checked(await listCustomTools(assistantId));
      if (!Array.isArray(tools)) throw new Error('Unexpected reply from the server');
      return tools;
    },
  });
}

/** Creates (id null) or replaces a tool; the list is read again. */
export function useSaveCustomTool(assistantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, tool }: { id: number | null; tool: CustomToolInput }) =>
      checked(
        id === null
          ? await createCustomTool(assistantId, tool)
          : await updateCustomTool(assistantId, id, tool),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customToolsKey(assistantId) }),
  });
}

export function useDeleteCustomTool(assistantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCustomTool(assistantId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customToolsKey(assistantId) }),
  });
}
