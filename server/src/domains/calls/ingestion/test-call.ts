import { randomUUID } from 'node:crypto';
import { dataScope } from '@voice/contracts';
import type { AccountRow } from '../../identity';
import type { Deps } from '../../platform';
import { HttpError } from '../../../lib/http-error';
import {
  assistantNotFound,
  findAssistant,
  type AssistantRecord,
  webhookSecretFor,
} from '../../voice';
import { SANDBOX_RECORDING_PATH } from './sandbox-recording';
import { signVoiceWebhook } from './webhook-auth';

export const TEST_CALL_PLACED = 'Test call placed';
/**
 * The caller of a sandbox test call to an assistant with a number: a number from the range reserved for fiction
 * (US 555-01XX), so the call log shows a caller as a real inbound call would (Vapi's call.customer.number).
 */
export const SANDBOX_TEST_CALLER = '+12025550100';
export const TEST_CALL_SANDBOX_ONLY =
  'Test calls can only be placed for assistants held by the sandbox voice provider';

type Texts = Record<string, unknown>;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The conversation of a sandbox test call, from the assistant's own texts (first and end-call messages, metadata). */
export function testCallConversation(assistant: Pick<AssistantRecord, 'name' | 'vapi_data'>) {
  const data: Texts = assistant.vapi_data ?? {};
  const metadata = (
    typeof data.metadata === 'object' && data.metadata !== null ? data.metadata : {}
  ) as Texts;
  const company = text(metadata.company_name) ?? assistant.name;
  const services = text(metadata.services_products);
  return [
    {
      role: 'bot',
      message: text(data.firstMessage) ?? `Hello, this is ${company}. How can I help you?`,
    },
    { role: 'user', message: 'Hi, this is a test call. What do you do?' },
    {
      role: 'bot',
      message: services ? `${company} offers ${services}.` : `${company} is happy to help you.`,
    },
    { role: 'user', message: 'Thank you, that is all.' },
    { role: 'bot', message: text(data.endCallMessage) ?? 'Thank you for calling. Goodbye.' },
  ];
}

/**
 * What a test call needs: the assistant (database), the webhook secret and the app's address (configuration), and
 * a way to deliver a webhook to this server's own VOICE_WEBHOOK_PATH (routes.ts: Fastify's inject), which answers
 * with its status code.
 */
export type TestCallDeps = Pick<Deps, 'db' | 'config'> & {
  deliverVoiceWebhook: (body: string, headers: Record<string, string>) => Promise<number>;
};

/**
 * POST /api/assistants/:id/test-call: the sandbox voice provider places a call to the assistant. It sends
 * signed (HMAC) status-update (ringing, in-progress) and end-of-call-report messages through the same
 * webhook as the real platform, so the call is recorded like any other. Only for assistants the sandbox holds.
 */
export async function placeTestCall(deps: TestCallDeps, user: AccountRow, id: string) {
  const assistant = await findAssistant(deps.db, dataScope(user), id);
  if (!assistant) throw assistantNotFound();
  if ((assistant.voice_provider ?? 'sandbox') !== 'sandbox' || !assistant.vapi_assistant_id) {
    throw new HttpError(409, TEST_CALL_SANDBOX_ONLY, {
      success: false,
      message: TEST_CALL_SANDBOX_ONLY,
    });
  }
  const secret = await webhookSecretFor(deps.db, deps.config, assistant.reseller_id);
  const callId = `sandbox-call-${randomUUID()}`;
  const conversation = testCallConversation(assistant);
  const startedAt = Date.now();
  const endedAt = startedAt + conversation.length * 4_000;
  // With a number, the test is a phone call to it from SANDBOX_TEST_CALLER, shaped as Vapi sends an inbound
  // call (call.customer, message.customer and message.phoneNumber); without one, a web call has no caller number.
  const assistantNumber = text(assistant.phone_number);
  const customer = { number: SANDBOX_TEST_CALLER };
  const phone = assistantNumber
    ? { customer, phoneNumber: { provider: 'vapi', number: assistantNumber } }
    : {};
  const call = {
    id: callId,
    orgId: 'sandbox',
    assistantId: assistant.vapi_assistant_id,
    type: assistantNumber ? 'inboundPhoneCall' : 'webCall',
    ...(assistantNumber ? { customer } : {}),
    createdAt: new Date(startedAt - 1_000).toISOString(),
    updatedAt: new Date(endedAt).toISOString(),
  };
  const messages = conversation.map((turn, i) => ({
    ...turn,
    time: startedAt + i * 4_000,
    secondsFromStart: i * 4,
  }));
  const deliveries = [
    { type: 'status-update', status: 'ringing', timestamp: startedAt - 1_000, call, ...phone },
    { type: 'status-update', status: 'in-progress', timestamp: startedAt, call, ...phone },
    {
      type: 'end-of-call-report',
      ...phone,
      endedReason: 'assistant-ended-call',
      timestamp: endedAt + 500,
      startedAt: new Date(startedAt).toISOString(),
      endedAt: new Date(endedAt).toISOString(),
      cost: 0,
      costBreakdown: { stt: 0, llm: 0, tts: 0, vapi: 0, transport: 0, total: 0 },
      artifact: {
        transcript: conversation
          .map((turn) => `${turn.role === 'bot' ? 'AI' : 'User'}: ${turn.message}`)
          .join('\n'),
        messages,
        recording: {
          mono: { combinedUrl: `${deps.config.appUrl}${SANDBOX_RECORDING_PATH}/${callId}.wav` },
        },
      },
      analysis: {
        summary: `A sandbox test call to ${assistant.name}.`,
        successEvaluation: 'true',
        structuredData: { test_call: true },
      },
      call: {
        ...call,
        startedAt: new Date(startedAt).toISOString(),
        endedAt: new Date(endedAt).toISOString(),
      },
    },
  ];
  for (const message of deliveries) {
    const body = JSON.stringify({ message });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const status = await deps.deliverVoiceWebhook(body, {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': signVoiceWebhook(secret, timestamp, body),
    });
    if (status !== 200) {
      throw new Error(`The sandbox test call's ${message.type} was refused: ${status}`);
    }
  }
  return { call_id: callId };
}
