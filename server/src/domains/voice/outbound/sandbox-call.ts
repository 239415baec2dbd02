import { createHash } from 'node:crypto';
import { fillTemplateVariables } from '@voice/contracts/schemas';
import type { Deps } from '../../platform';
import type { AssistantRecord } from '../assistants/repository';
import { ADD_TO_DO_NOT_CALL, DO_NOT_CALL_TOOL_PATH } from '../do-not-call/tool-calls';
import { VOICE_WEBHOOK_PATH, webhookSecretFor } from '../voice-platform/webhook-credential';

/**
 * The sandbox's outbound call: the platform's messages for it (status-update ringing / in-progress, then the
 * end-of-call report) posted to our own voice webhook with the tenant's secret, exactly as Vapi would post them,
 * so the call is recorded, counted in usage and shown on the dashboards like any real call. Its outcome is decided
 * by the number called (a hash of it), so one number always gives the same outcome.
 */

export type SandboxOutcome = 'answered' | 'no-answer' | 'busy' | 'voicemail';

/** Vapi's ended reason of each outcome (calls/ingestion/call-status.ts maps it to the call's badge). */
export const SANDBOX_ENDED_REASONS: Record<SandboxOutcome, string> = {
  answered: 'customer-ended-call',
  'no-answer': 'customer-did-not-answer',
  busy: 'customer-busy',
  voicemail: 'voicemail',
};

const bucketOf = (e164: string) => createHash('sha256').update(e164).digest().readUInt32BE(0) % 10;

/**
 * Six calls in ten are answered, two ring out, one is busy, one reaches voicemail. One answered callee in six
 * (sandboxAsksNotToCall) says "please don't call me again".
 */
export function sandboxOutcomeOf(e164: string): SandboxOutcome {
  const bucket = bucketOf(e164);
  if (bucket < 6) return 'answered';
  if (bucket < 8) return 'no-answer';
  return bucket === 8 ? 'busy' : 'voicemail';
}

/**
 * Answered callees of one bucket ask not to be called again: the sandbox's assistant then calls its
 * add_to_do_not_call tool through our own tool endpoint, so the number joins the tenant's list as in a real call.
 */
export function sandboxAsksNotToCall(e164: string): boolean {
  return bucketOf(e164) === 5;
}

export type SandboxCallDeps = Pick<Deps, 'db' | 'config'> & {
  /** Posts a message to this server's VOICE_WEBHOOK_PATH (Fastify's inject); answers its status code. */
  deliverVoiceWebhook: (
    url: string,
    body: string,
    headers: Record<string, string>,
  ) => Promise<number>;
};

export interface SandboxCallInput {
  callId: string;
  assistant: Pick<AssistantRecord, 'name' | 'vapi_assistant_id' | 'vapi_data' | 'reseller_id'>;
  from: string;
  to: string;
  variables: Record<string, string>;
}

type Texts = Record<string, unknown>;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const objectAt = (value: unknown): Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Texts) : {};

/** The assistant's first message and system prompt as saved for the platform (vapi_data). */
function textsOf(assistant: SandboxCallInput['assistant']) {
  const data = objectAt(assistant.vapi_data);
  const metadata = objectAt(data.metadata);
  const messages = Array.isArray(objectAt(data.model).messages)
    ? (objectAt(data.model).messages as unknown[])
    : [];
  const system = messages.map(objectAt).find((m) => m.role === 'system');
  return {
    company: text(metadata.company_name) ?? assistant.name,
    services: text(metadata.services_products),
    firstMessage: text(data.firstMessage),
    prompt: text(system?.content),
    endCallMessage: text(data.endCallMessage),
  };
}

type Turn = { role: 'system' | 'bot' | 'user'; message: string };

/**
 * What is said: the assistant opens with its first message, the callee answers; a voicemail hears the first
 * message only. {{name}} variables are filled in the first message and prompt as Vapi fills variableValues; the
 * filled prompt is the first (system) message, as in Vapi's artifact.
 */
export function sandboxConversation(
  input: SandboxCallInput,
  outcome: 'answered' | 'voicemail',
): Turn[] {
  const texts = textsOf(input.assistant);
  const fill = (value: string) => fillTemplateVariables(value, input.variables);
  const system: Turn[] = texts.prompt ? [{ role: 'system', message: fill(texts.prompt) }] : [];
  const opening = fill(texts.firstMessage ?? `Hello, this is ${texts.company} calling.`);
  if (outcome === 'voicemail') return [...system, { role: 'bot', message: opening }];
  if (sandboxAsksNotToCall(input.to)) {
    return [
      ...system,
      { role: 'bot', message: opening },
      { role: 'user', message: "Please don't call me again." },
      {
        role: 'bot',
        message:
          'Understood: your number is on our do-not-call list and you will not be called again.',
      },
      { role: 'user', message: 'Thank you. Goodbye.' },
    ];
  }
  return [
    ...system,
    { role: 'bot', message: opening },
    { role: 'user', message: 'Hello, yes, who is this?' },
    {
      role: 'bot',
      message: texts.services
        ? `${texts.company} here, about ${texts.services}. Is now a good time?`
        : `${texts.company} here. Is now a good time?`,
    },
    { role: 'user', message: 'Not right now, thank you. Goodbye.' },
    { role: 'bot', message: fill(texts.endCallMessage ?? 'Thank you for your time. Goodbye.') },
  ];
}

const SECONDS_PER_TURN = 4;
/** How long an unanswered call rings before it is given up. */
const RING_SECONDS = 30;

export interface SandboxRunOptions {
  /**
   * How long the simulated call takes, in real time (SANDBOX_CALL_MS for campaigns, so that progress can be
   * watched): the ringing, the answer and the end are spread over it. 0: all at once (a single call's reply).
   */
  durationMs?: number | undefined;
  /** Only the end-of-call report (the platform finishing a call whose start was recorded before a crash). */
  endOnly?: boolean | undefined;
}

const pause = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

/**
 * Places the simulated call; answers its outcome. A message our webhook refuses is an error. Deterministic for a
 * given number and `now`: replayed (endOnly), its end-of-call report is the same message.
 */
export async function runSandboxOutboundCall(
  deps: SandboxCallDeps,
  input: SandboxCallInput,
  now: number = Date.now(),
  options: SandboxRunOptions = {},
): Promise<SandboxOutcome> {
  const durationMs = options.durationMs ?? 0;
  const endOnly = options.endOnly ?? false;
  const outcome = sandboxOutcomeOf(input.to);
  const secret = await webhookSecretFor(deps.db, deps.config, input.assistant.reseller_id);
  const customer = { number: input.to };
  const phone = { customer, phoneNumber: { provider: 'vapi', number: input.from } };
  const call = {
    id: input.callId,
    orgId: 'sandbox',
    assistantId: input.assistant.vapi_assistant_id,
    type: 'outboundPhoneCall',
    customer,
    createdAt: new Date(now).toISOString(),
  };
  const deliver = async (message: Record<string, unknown>, path = VOICE_WEBHOOK_PATH) => {
    if (endOnly && message.type !== 'end-of-call-report') return;
    const body = JSON.stringify({ message });
    const status = await deps.deliverVoiceWebhook(path, body, {
      'content-type': 'application/json',
      authorization: `Bearer ${secret}`,
    });
    if (status !== 200) {
      throw new Error(`The sandbox outbound call's ${String(message.type)} was refused: ${status}`);
    }
  };
  const ringing = { ...call, status: 'ringing', updatedAt: new Date(now).toISOString() };
  await deliver({
    type: 'status-update',
    status: 'ringing',
    timestamp: now,
    call: ringing,
    ...phone,
  });

  const endedReason = SANDBOX_ENDED_REASONS[outcome];
  if (!endOnly) await pause(durationMs / 4);
  if (outcome === 'no-answer' || outcome === 'busy') {
    if (!endOnly) await pause((durationMs * 3) / 4);
    // Nobody spoke: no start, no minutes, no transcript.
    const endedAt = now + (outcome === 'busy' ? 2 : RING_SECONDS) * 1000;
    await deliver({
      type: 'end-of-call-report',
      ...phone,
      endedReason,
      timestamp: endedAt,
      endedAt: new Date(endedAt).toISOString(),
      cost: 0,
      artifact: { messages: [], transcript: '' },
      call: { ...call, status: 'ended', endedReason, updatedAt: new Date(endedAt).toISOString() },
    });
    return outcome;
  }

  const startedAt = now + 5_000;
  await deliver({
    type: 'status-update',
    status: 'in-progress',
    timestamp: startedAt,
    call: { ...ringing, status: 'in-progress', startedAt: new Date(startedAt).toISOString() },
    ...phone,
  });
  if (outcome === 'answered' && sandboxAsksNotToCall(input.to) && !endOnly) {
    // What the platform sends when the model calls the tool: a tool-calls message to the tool's server URL.
    await deliver(
      {
        type: 'tool-calls',
        timestamp: startedAt + 8_000,
        call: { ...ringing, status: 'in-progress' },
        ...phone,
        toolCallList: [
          {
            id: `sandbox-tool-${input.callId}`,
            type: 'function',
            function: {
              name: ADD_TO_DO_NOT_CALL,
              arguments: JSON.stringify({ reason: 'Asked not to be called again.' }),
            },
          },
        ],
      },
      DO_NOT_CALL_TOOL_PATH,
    );
  }
  if (!endOnly) await pause((durationMs * 3) / 4);
  const conversation = sandboxConversation(input, outcome);
  const spoken = conversation.filter((turn) => turn.role !== 'system');
  const endedAt = startedAt + (spoken.length * SECONDS_PER_TURN + 1) * 1000;
  let at = 0;
  const messages = conversation.map((turn) => {
    if (turn.role === 'system') return { role: 'system', message: turn.message, time: startedAt };
    const secondsFromStart = at;
    at += SECONDS_PER_TURN;
    return {
      ...turn,
      time: startedAt + secondsFromStart * 1000,
      secondsFromStart,
    };
  });
  await deliver({
    type: 'end-of-call-report',
    ...phone,
    endedReason,
    timestamp: endedAt,
    startedAt: new Date(startedAt).toISOString(),
    endedAt: new Date(endedAt).toISOString(),
    cost: 0,
    costBreakdown: { stt: 0, llm: 0, tts: 0, vapi: 0, transport: 0, total: 0 },
    artifact: {
      transcript: spoken
        .map((turn) => `${turn.role === 'bot' ? 'AI' : 'User'}: ${turn.message}`)
        .join('\n'),
      messages,
    },
    analysis: {
      summary:
        outcome === 'voicemail'
          ? `A sandbox outbound call from ${input.assistant.name} reached voicemail.`
          : sandboxAsksNotToCall(input.to)
            ? `A sandbox outbound call from ${input.assistant.name}; the callee asked not to be called again.`
            : `A sandbox outbound call from ${input.assistant.name}; the callee asked to be called another time.`,
      successEvaluation: outcome === 'answered' ? 'true' : 'false',
      structuredData: { sandbox_outbound_call: true },
    },
    call: {
      ...call,
      status: 'ended',
      endedReason,
      updatedAt: new Date(endedAt).toISOString(),
      startedAt: new Date(startedAt).toISOString(),
      endedAt: new Date(endedAt).toISOString(),
    },
  });
  return outcome;
}
