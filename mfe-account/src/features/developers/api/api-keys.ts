import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createApiKey, listApiKeys, revokeApiKey } from '@voice/api-client';
import type { ApiKey, CreatedApiKey } from '@voice/contracts';
import type { CreateApiKeyPayload } from '@voice/contracts/schemas';

const keysKey = ['api-keys'] as const;

const UNEXPECTED = 'Unexpected reply from the server';

/** The signed-in user's API keys, newest first. */
export function useApiKeysQuery() {
  return useQuery({
    queryKey: keysKey,
    queryFn: async (): Promise<ApiKey[]> => {
      const reply = await listApiKeys();
      if (!Array.isArray(reply?.data?.keys)) throw new Error(UNEXPECTED);
      return reply.data.keys;
    },
  });
}

/** Creates a key: the reply holds its value, shown once (the caller forgets it with reset()). */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (payload: CreateApiKeyPayload): Promise<CreatedApiKey> => {
      const reply = await createApiKey(payload);
      if (!reply?.data?.plain_key) throw new Error(UNEXPECTED);
      return reply.data;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: keysKey }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number): Promise<ApiKey> => (await revokeApiKey(id)).data.key,
    onSuccess: () => client.invalidateQueries({ queryKey: keysKey }),
  });
}
