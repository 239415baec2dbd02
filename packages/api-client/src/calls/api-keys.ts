import type { ApiEnvelope, ApiKey, CreatedApiKey } from '@voice/contracts';
import type { CreateApiKeyPayload } from '@voice/contracts/schemas';
import { http } from '../http';

/** {success, message, data}: what a change answers. */
type SavedEnvelope<T> = ApiEnvelope<T> & { message: string };

/** GET /api/api-keys: the signed-in user's own API keys, newest first (never their values). */
export async function listApiKeys(): Promise<ApiEnvelope<{ keys: ApiKey[] }>> {
  return (await http.get<ApiEnvelope<{ keys: ApiKey[] }>>('/api/api-keys')).data;
}

/** POST /api/api-keys: the new key with its value (`plain_key`), which is never shown again; 422 with field errors. */
export async function createApiKey(
  payload: CreateApiKeyPayload,
): Promise<SavedEnvelope<CreatedApiKey>> {
  return (await http.post<SavedEnvelope<CreatedApiKey>>('/api/api-keys', payload)).data;
}

/** DELETE /api/api-keys/{id}: revokes the key (it stops working within a second). */
export async function revokeApiKey(id: number): Promise<SavedEnvelope<{ key: ApiKey }>> {
  return (
    await http.delete<SavedEnvelope<{ key: ApiKey }>>(
      `/api/api-keys/${encodeURIComponent(String(id))}`,
    )
  ).data;
}
