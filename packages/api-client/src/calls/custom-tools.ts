import type { ApiEnvelope, CustomTool } from '@voice/contracts';
import type { CustomToolInput } from '@voice/contracts/schemas';
import { http } from '../http';

const toolsUrl = (assistantId: string | number) =>
  `/api/assistants/${encodeURIComponent(String(assistantId))}/tools`;

/** GET /api/assistants/{id}/tools: the assistant's custom tools, by name. */
export async function listCustomTools(
  assistantId: string | number,
): Promise<ApiEnvelope<CustomTool[]>> {
  return (await http.get<ApiEnvelope<CustomTool[]>>(toolsUrl(assistantId))).data;
}

/** POST /api/assistants/{id}/tools: 422 with field errors (name, description, url, timeout_seconds, parameters). */
export async function createCustomTool(
  assistantId: string | number,
  tool: CustomToolInput,
): Promise<ApiEnvelope<CustomTool>> {
  return (await http.post<ApiEnvelope<CustomTool>>(toolsUrl(assistantId), tool)).data;
}

/** PUT /api/assistants/{id}/tools/{toolId}: the whole tool; 422 as above. */
export async function updateCustomTool(
  assistantId: string | number,
  toolId: number,
  tool: CustomToolInput,
): Promise<ApiEnvelope<CustomTool>> {
  return (await http.put<ApiEnvelope<CustomTool>>(`${toolsUrl(assistantId)}/${toolId}`, tool)).data;
}

/** DELETE /api/assistants/{id}/tools/{toolId}. */
export async function deleteCustomTool(
  assistantId: string | number,
  toolId: number,
): Promise<{ success: boolean; message: string }> {
  return (await http.delete(`${toolsUrl(assistantId)}/${toolId}`)).data;
}
