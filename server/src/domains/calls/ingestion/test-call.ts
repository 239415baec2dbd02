import { randomUUID } from 'node:crypto';
import { dataScope } from '@voice/contracts';
import type { AccountRow } from '../../identity';
import type { Deps } from '../../platform';
import { HttpError } from '../../../lib/http-error';
import {
  assistantNotFound,
  BOOK_APPOINTMENT,
  CHECK_AVAILABILITY,
  findAssistant,
  knowledgeCallExchange,
  readBookingCalendar,
  transferDestinationsOf,
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
export function testCallConversation(
  assistant: Pick<AssistantRecord, 'name' | 'vapi_data'>,
): Turn[] {
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
  /** Posts a tool-calls message to the booking tools' endpoint (BOOKING_TOOLS_PATH): its status and JSON body. */
  callBookingTools: (
    body: string,
    headers: Record<string, string>,
  ) => Promise<{ statusCode: number; body: unknown }>;
};

/** The sandbox caller's name and email in a booking a test call makes (the confirmation goes to the outbox). */
export const SANDBOX_BOOKING_CALLER = {
  name: 'Sandbox Caller',
  email: 'sandbox.caller@example.com',
};

/** Headers of a message signed with the tenant's secret, as the sandbox platform sends it. */
function signedHeaders(secret: string, body: string): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return {
    'content-type': 'application/json',
    'x-timestamp': timestamp,
    'x-signature': signVoiceWebhook(secret, timestamp, body),
  };
}

type Turn = { role: 'bot' | 'user'; message: string };

interface ToolResult {
  toolCallId: string;
  result?: string;
  error?: string;
  metadata?: { date: string; times: string[] };
}

/** One tool call through the booking tools' endpoint, signed like the platform's messages; its result. */
async function callTool(
  deps: TestCallDeps,
  secret: string,
  call: Record<string, unknown>,
  name: string,
  args: Record<string, unknown>,
): Promise<ToolResult> {
  const id = `sandbox-tool-${randomUUID()}`;
  const body = JSON.stringify({
    message: {
      type: 'tool-calls',
      call,
      toolCallList: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
    },
  });
  const reply = await deps.callBookingTools(body, signedHeaders(secret, body));
  const result = (reply.body as { results?: ToolResult[] } | null)?.results?.find(
    (r) => r.toolCallId === id,
  );
  if (reply.statusCode !== 200 || !result) {
    throw new Error(`The sandbox test call's ${name} was refused: ${reply.statusCode}`);
  }
  return result;
}

/**
 * When the assistant's booking calendar is on, the sandbox caller asks for an appointment: the call checks
 * today's availability (or the next free day's) and books the first free time through the booking tools'
 * endpoint, as the real platform would; the turns say what the tools answered.
 */
async function bookingTurns(
  deps: TestCallDeps,
  secret: string,
  assistantId: number,
  call: Record<string, unknown>,
): Promise<Turn[]> {
  const calendar = await readBookingCalendar(deps.db, assistantId);
  if (!calendar.enabled) return [];
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: calendar.time_zone }).format(
    new Date(),
  );
  const turns: Turn[] = [{ role: 'user', message: 'I would like to book an appointment.' }];
  const free = await callTool(deps, secret, call, CHECK_AVAILABILITY, { date: today });
  turns.push({ role: 'bot', message: free.result ?? free.error ?? '' });
  const first = free.metadata?.times[0];
  if (!free.metadata || first === undefined) return turns;
  turns.push({
    role: 'user',
    message: `${first} please. My name is ${SANDBOX_BOOKING_CALLER.name}.`,
  });
  const booked = await callTool(deps, secret, call, BOOK_APPOINTMENT, {
    starts_at: `${free.metadata.date}T${first}`,
    name: SANDBOX_BOOKING_CALLER.name,
    email: SANDBOX_BOOKING_CALLER.email,
    reason: 'A sandbox test call',
  });
  const said = booked.result ?? booked.error ?? '';
  turns.push({
    role: 'bot',
    message: said.startsWith('Booked for ') ? `I have booked you for ${said.slice(11)}` : said,
  });
  return turns;
}

/**
 * When the assistant has ready knowledge, the sandbox caller asks one question about it and the assistant answers
 * from the knowledge base's search, as the Test chat does (knowledgeCallExchange); no turns otherwise.
 */
async function knowledgeTurns(deps: TestCallDeps, assistantId: number): Promise<Turn[]> {
  const exchange = await knowledgeCallExchange(deps.db, assistantId);
  if (!exchange) return [];
  return [
    { role: 'user', message: exchange.question },
    { role: 'bot', message: exchange.answer },
  ];
}

/** What the sandbox caller says to be transferred (the assistant's first destination takes the call). */
export const SANDBOX_TRANSFER_REQUEST = 'Can I speak to a person, please?';
/** Vapi's default sentence when a destination has no message of its own (TransferDestinationNumber.message). */
export const DEFAULT_TRANSFER_MESSAGE = 'Transferring the call now';

/**
 * When the assistant has transfer destinations, the sandbox caller asks for a person and the assistant transfers
 * the call to the first one, saying its message: the turns, and the destination as Vapi reports it
 * (TransferDestinationNumber) in the end-of-call report. Null when it has none.
 */
async function transferOf(
  deps: TestCallDeps,
  assistantId: number,
): Promise<{ turns: Turn[]; destination: Record<string, unknown> } | null> {
  const [first] = await transferDestinationsOf(deps.db, assistantId);
  if (!first) return null;
  return {
    turns: [
      { role: 'user', message: SANDBOX_TRANSFER_REQUEST },
      { role: 'bot', message: first.message ?? DEFAULT_TRANSFER_MESSAGE },
    ],
    destination: {
      type: 'number',
      number: first.number,
      description: first.description,
      ...(first.message !== null ? { message: first.message } : {}),
    },
  };
}

/**
 * POST /api/assistants/:id/test-call: the sandbox voice provider places a call to the assistant. It sends
 * signed (HMAC) status-update (ringing, in-progress) and end-of-call-report messages through the same
 * webhook as the real platform, so the call is recorded like any other. Only for assistants the sandbox holds.
 * With ready knowledge, the caller asks a question the knowledge base answers (knowledgeTurns); with the
 * assistant's booking calendar on, the call also books the first free time (bookingTurns); with transfer
 * destinations, it ends transferred to the first one (transferOf).
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
  const startedAt = Date.now();
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
  };
  const deliver = async (message: Record<string, unknown>) => {
    const body = JSON.stringify({ message });
    const status = await deps.deliverVoiceWebhook(body, signedHeaders(secret, body));
    if (status !== 200) {
      throw new Error(`The sandbox test call's ${String(message.type)} was refused: ${status}`);
    }
  };
  const ringing = { ...call, updatedAt: new Date(startedAt - 1_000).toISOString() };
  await deliver({
    type: 'status-update',
    status: 'ringing',
    timestamp: startedAt - 1_000,
    call: ringing,
    ...phone,
  });
  await deliver({
    type: 'status-update',
    status: 'in-progress',
    timestamp: startedAt,
    call: ringing,
    ...phone,
  });

  // The knowledge question's and the booking's turns go before the goodbye (the conversation's last two turns).
  // With transfer destinations, the caller then asks for a person instead of saying goodbye, and the call ends as
  // a transfer.
  const base = testCallConversation(assistant);
  const knowledge = await knowledgeTurns(deps, assistant.id);
  const booking = await bookingTurns(deps, secret, assistant.id, { ...call, ...phone });
  const transfer = await transferOf(deps, assistant.id);
  const conversation = [
    ...base.slice(0, -2),
    ...knowledge,
    ...booking,
    ...(transfer ? transfer.turns : base.slice(-2)),
  ];
  const endedAt = startedAt + conversation.length * 4_000;
  const messages = conversation.map((turn, i) => ({
    ...turn,
    time: startedAt + i * 4_000,
    secondsFromStart: i * 4,
  }));
  await deliver({
    type: 'end-of-call-report',
    ...phone,
    endedReason: transfer ? 'assistant-forwarded-call' : 'assistant-ended-call',
    ...(transfer ? { destination: transfer.destination } : {}),
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
      ...(transfer
        ? {
            transfers: [
              { destination: transfer.destination, mode: 'blind-transfer', status: 'completed' },
            ],
          }
        : {}),
    },
    analysis: {
      summary: `A sandbox test call to ${assistant.name}.`,
      successEvaluation: 'true',
      structuredData: { test_call: true },
    },
    call: {
      ...call,
      updatedAt: new Date(endedAt).toISOString(),
      startedAt: new Date(startedAt).toISOString(),
      endedAt: new Date(endedAt).toISOString(),
      ...(transfer ? { destination: transfer.destination } : {}),
    },
  });
  return { call_id: callId };
}
