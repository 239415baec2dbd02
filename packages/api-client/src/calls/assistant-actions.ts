import type { WebhookSecretReply } from '@voice/contracts';
import { http } from '../http';

/** POST /api/assistants/{id}/test-call: the call the sandbox voice provider placed. */
export interface TestCallReply {
  success: boolean;
  message: string;
  data: { call_id: string };
}

const id = (value: number | string) => encodeURIComponent(String(value));

/**
 * POST /api/assistants/{id}/test-call: the sandbox voice provider calls the assistant (its status updates and
 * end-of-call report go through the voice webhook like a real call's). 409 for an assistant another provider
 * holds, 404 outside the caller's scope.
 */
export async function placeTestCall(assistantId: number | string): Promise<TestCallReply> {
  return (await http.post<TestCallReply>(`/api/assistants/${id(assistantId)}/test-call`)).data;
}

/**
 * POST /api/assistants/{id}/webhook-secret: a new signing secret for the assistant's forwarded reports (the old
 * one stops working), returned this once with the names of the signature and timestamp headers.
 */
export async function rotateWebhookSecret(
  assistantId: number | string,
): Promise<WebhookSecretReply> {
  return (await http.post<WebhookSecretReply>(`/api/assistants/${id(assistantId)}/webhook-secret`))
    .data;
}
