import type { Paginated } from '@voice/contracts';
import { http } from '../http';

export interface AssistantListQuery {
  sort_by?: 'name' | 'created_at';
  sort_order?: 'asc' | 'desc';
  search?: string;
  phone_search?: string;
  page?: number;
  per_page?: number;
}

/** An assistant as the list shows it (spec 001 §2, §3). */
export interface AssistantListItem {
  id: number;
  vapi_assistant_id: string | null;
  name: string;
  type: 'demo' | 'production';
  phone_number: string | null;
  created_at: string;
  user: { name: string } | null;
  creator: { name: string } | null;
  user_id: number;
}

export async function listAssistants(
  query: AssistantListQuery,
): Promise<Paginated<AssistantListItem> & { success: boolean }> {
  return (await http.get('/api/assistants', { params: query })).data;
}
