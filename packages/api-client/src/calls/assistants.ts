import type {
  AdminAssistantTemplate,
  ApiEnvelope,
  Assistant,
  AssistantFormPayload,
  AssistantListItem,
  AssistantListQuery,
  AssistantStats,
  AssistantTemplate,
  AvailableNumber,
  AvailableNumbersQuery,
  MessageReply,
  Paginated,
  Reseller,
  UserOption,
  UsersForAssignmentQuery,
  VoiceOption,
  VoiceProvider,
} from '@voice/contracts';
import { USER_LIST_PAGE_SIZE } from '@voice/contracts';
import { http } from '../http';

export type { AssistantListItem, AssistantListQuery } from '@voice/contracts';

const id = (value: number | string) => encodeURIComponent(String(value));

/** GET /api/assistants: sort_by, sort_order, search, phone_search, page, per_page. */
export async function listAssistants(
  query: AssistantListQuery,
): Promise<Paginated<AssistantListItem> & { success: boolean }> {
  return (await http.get('/api/assistants', { params: query })).data;
}

/** GET /api/assistants/{id} */
export async function getAssistant(assistantId: number | string): Promise<ApiEnvelope<Assistant>> {
  return (await http.get<ApiEnvelope<Assistant>>(`/api/assistants/${id(assistantId)}`)).data;
}

/** Stats of the list's modal: GET /api/assistants/{vapi_assistant_id}, reading data.vapi_data.stats. */
export async function getAssistantStats(vapiAssistantId: string): Promise<AssistantStats | null> {
  const reply = await getAssistant(vapiAssistantId);
  return reply.data?.vapi_data?.stats ?? null;
}

/** DELETE /api/assistants/{id}: status 200 is success (other statuses reject with the message). */
export async function deleteAssistant(assistantId: number | string): Promise<MessageReply> {
  return (await http.delete<MessageReply>(`/api/assistants/${id(assistantId)}`)).data;
}

/** POST /api/assistants */
export async function createAssistant(
  payload: AssistantFormPayload,
): Promise<ApiEnvelope<Assistant>> {
  return (await http.post<ApiEnvelope<Assistant>>('/api/assistants', payload)).data;
}

/** PUT /api/assistants/{id} */
export async function updateAssistant(
  assistantId: number | string,
  payload: AssistantFormPayload,
): Promise<ApiEnvelope<Assistant>> {
  return (await http.put<ApiEnvelope<Assistant>>(`/api/assistants/${id(assistantId)}`, payload))
    .data;
}

/** POST /api/super-admin/assistants (super admin variant of createAssistant). */
export async function superAdminCreateAssistant(
  payload: AssistantFormPayload,
): Promise<ApiEnvelope<Assistant>> {
  return (await http.post<ApiEnvelope<Assistant>>('/api/super-admin/assistants', payload)).data;
}

/** PUT /api/super-admin/assistants/{id} (super admin variant of updateAssistant). */
export async function superAdminUpdateAssistant(
  assistantId: number | string,
  payload: AssistantFormPayload,
): Promise<ApiEnvelope<Assistant>> {
  return (
    await http.put<ApiEnvelope<Assistant>>(
      `/api/super-admin/assistants/${id(assistantId)}`,
      payload,
    )
  ).data;
}

/** Create (no id) or update, through the super-admin endpoints when `superAdmin` is set. */
export async function saveAssistant(
  payload: AssistantFormPayload,
  options: { id?: number | string | null; superAdmin?: boolean } = {},
): Promise<ApiEnvelope<Assistant>> {
  const { id: assistantId, superAdmin = false } = options;
  if (assistantId === undefined || assistantId === null || assistantId === 'create') {
    return superAdmin ? superAdminCreateAssistant(payload) : createAssistant(payload);
  }
  return superAdmin
    ? superAdminUpdateAssistant(assistantId, payload)
    : updateAssistant(assistantId, payload);
}

/** GET /api/assistant-templates -> system_prompt, first_message, end_call_message. */
export async function getAssistantTemplate(): Promise<ApiEnvelope<AssistantTemplate>> {
  return (await http.get<ApiEnvelope<AssistantTemplate>>('/api/assistant-templates')).data;
}

/** GET /api/admin/assistant-templates: the admin's tenant template (the defaults when it has none). */
export async function getAdminAssistantTemplate(): Promise<ApiEnvelope<AdminAssistantTemplate>> {
  return (await http.get<ApiEnvelope<AdminAssistantTemplate>>('/api/admin/assistant-templates'))
    .data;
}

/** PUT /api/admin/assistant-templates: system_prompt, first_message, end_call_message (422 per field). */
export async function saveAdminAssistantTemplate(
  template: AssistantTemplate,
): Promise<ApiEnvelope<AdminAssistantTemplate> & { message: string }> {
  return (
    await http.put<ApiEnvelope<AdminAssistantTemplate> & { message: string }>(
      '/api/admin/assistant-templates',
      template,
    )
  ).data;
}

/** GET /api/super-admin/resellers (super admin only) -> [{id, org_name}]. */
export async function getResellers(): Promise<ApiEnvelope<Reseller[]>> {
  return (await http.get<ApiEnvelope<Reseller[]>>('/api/super-admin/resellers')).data;
}

/** GET /api/admin/users/for-assignment: search, per_page=100 (admin). */
export async function getUsersForAssignment(
  query: Omit<UsersForAssignmentQuery, 'reseller_id'> = {},
): Promise<ApiEnvelope<UserOption[]>> {
  return (
    await http.get<ApiEnvelope<UserOption[]>>('/api/admin/users/for-assignment', {
      params: { per_page: USER_LIST_PAGE_SIZE, ...query },
    })
  ).data;
}

/** GET /api/super-admin/assistants/users-for-assignment: search, reseller_id, per_page=100. */
export async function superAdminGetUsersForAssignment(
  query: UsersForAssignmentQuery = {},
): Promise<ApiEnvelope<UserOption[]>> {
  return (
    await http.get<ApiEnvelope<UserOption[]>>('/api/super-admin/assistants/users-for-assignment', {
      params: { per_page: USER_LIST_PAGE_SIZE, ...query },
    })
  ).data;
}

/** GET /api/twilio/available-numbers: area_code, country. */
export async function getAvailableNumbers(
  query: AvailableNumbersQuery,
): Promise<ApiEnvelope<AvailableNumber[]>> {
  return (
    await http.get<ApiEnvelope<AvailableNumber[]>>('/api/twilio/available-numbers', {
      params: query,
    })
  ).data;
}

/** GET /api/voices reply: the provider's voices, from the ElevenLabs account or the built-in list. */
export interface VoicesReply {
  success: boolean;
  data: VoiceOption[];
  source: 'elevenlabs' | 'built-in';
}

/** GET /api/voices?provider=11labs|vapi */
export async function getVoices(provider: VoiceProvider): Promise<VoicesReply> {
  return (await http.get<VoicesReply>('/api/voices', { params: { provider } })).data;
}
