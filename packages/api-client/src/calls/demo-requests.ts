import type {
  DemoRequest,
  DemoRequestInput,
  DemoRequestStatus,
  DemoRequestsQuery,
  MessageReply,
  Paginated,
} from '@voice/contracts';
import { http } from '../http';
import { queryParams } from '../query-params';

/** POST /api/demo-requests: a signed-in user's demo request, emailed to the site's admins. */
export async function sendDemoRequest(input: DemoRequestInput): Promise<MessageReply> {
  return (await http.post<MessageReply>('/api/demo-requests', input)).data;
}

/** GET /api/admin/demo-requests: the tenant's requests (platform admins: every tenant's), newest first. */
export async function listDemoRequests(
  query: DemoRequestsQuery = {},
): Promise<Paginated<DemoRequest> & { success: boolean }> {
  const params = queryParams(query);
  return (await http.get('/api/admin/demo-requests', { params })).data;
}

/** PATCH /api/admin/demo-requests/{id}: sets a request's status. */
export async function updateDemoRequestStatus(
  id: number,
  status: DemoRequestStatus,
): Promise<{ success: boolean; message: string; data: DemoRequest }> {
  return (await http.patch(`/api/admin/demo-requests/${id}`, { status })).data;
}
