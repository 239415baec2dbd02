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

/** POST /api/assistants/{id}/calls: a number to call now, from one of the assistant's numbers. */
export interface OutboundCallInput {
  /** E.164 (outboundCallSchema normalises what the user typed). */
  to: string;
  /** One of the assistant's phone numbers (phone_numbers.id); default: its first. */
  from_phone_number_id?: number | null;
  /** Values of the {{name}} variables of the assistant's first message and prompt. */
  variables?: Record<string, string>;
}

export interface OutboundCallReply {
  success: boolean;
  message: string;
  /** status: the platform's ('queued'), 'ended' for a sandbox call; outcome: the sandbox's simulated one. */
  data: { call_id: string; status: string; outcome: string | null };
}

/**
 * POST /api/assistants/{id}/calls: the assistant calls the number now. 422: the number, no number to call from or
 * a number on the do-not-call list; 403: the plan allows no calls; 429: too many calls this minute.
 */
export async function placeOutboundCall(
  assistantId: number | string,
  input: OutboundCallInput,
): Promise<OutboundCallReply> {
  return (await http.post<OutboundCallReply>(`/api/assistants/${id(assistantId)}/calls`, input))
    .data;
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
