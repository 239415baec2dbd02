import { signVoiceWebhook } from '../../src/domains/calls/ingestion/webhook-auth';

/**
 * Vapi server messages as the platform sends them to /api/webhooks/vapi (shapes from
 * contracts/vapi.subset.json: ServerMessageStatusUpdate, ServerMessageEndOfCallReport).
 */

export interface CallRef {
  callId: string;
  vapiAssistantId: string;
}

const STARTED = '2026-11-20T10:00:00.000Z';

function call(ref: CallRef, extra: Record<string, unknown> = {}) {
  return {
    id: ref.callId,
    orgId: 'org-test',
    assistantId: ref.vapiAssistantId,
    type: 'inboundPhoneCall',
    createdAt: '2026-11-20T09:59:58.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    customer: { number: '+14155550123' },
    ...extra,
  };
}

export function statusUpdate(
  ref: CallRef,
  status: string,
  timestamp: number,
  extra: Record<string, unknown> = {},
): string {
  return JSON.stringify({
    message: { type: 'status-update', status, timestamp, call: call(ref), ...extra },
  });
}

export interface ReportOptions {
  endedReason?: string;
  startedAt?: string;
  endedAt?: string;
  timestamp?: number;
  cost?: number;
  /** Vapi's call.type (default inboundPhoneCall): outboundPhoneCall, webCall… */
  callType?: string;
}

export function endOfCallReport(ref: CallRef, options: ReportOptions = {}): string {
  const startedAt = options.startedAt ?? STARTED;
  const endedAt = options.endedAt ?? new Date(Date.parse(startedAt) + 125_000).toISOString(); // 2 min 5 s
  return JSON.stringify({
    message: {
      type: 'end-of-call-report',
      endedReason: options.endedReason ?? 'customer-ended-call',
      timestamp: options.timestamp ?? Date.parse(endedAt) + 2_000,
      startedAt,
      endedAt,
      cost: options.cost ?? 0.42,
      costBreakdown: { stt: 0.05, llm: 0.2, tts: 0.1, vapi: 0.05, transport: 0.02, total: 0.42 },
      artifact: {
        transcript: 'AI: Hello, how can I help?\nUser: I would like a table for two.',
        messages: [
          { role: 'bot', message: 'Hello, how can I help?', time: 1, secondsFromStart: 0.5 },
          { role: 'user', message: 'I would like a table for two.', time: 2, secondsFromStart: 3 },
        ],
        recording: { mono: { combinedUrl: 'https://storage.vapi.test/rec/combined.wav' } },
      },
      analysis: {
        summary: 'The caller booked a table for two.',
        successEvaluation: 'true',
        structuredData: { party_size: 2 },
      },
      call: call(ref, {
        startedAt,
        endedAt,
        ...(options.callType === undefined ? {} : { type: options.callType }),
      }),
    },
  });
}

/** Headers of a Bearer-authenticated delivery. */
export const bearer = (secret: string) => ({
  'content-type': 'application/json',
  authorization: `Bearer ${secret}`,
});

/** Headers of an HMAC-signed delivery (x-timestamp in Unix seconds). */
export function signed(secret: string, body: string, at: Date = new Date()) {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  return {
    'content-type': 'application/json',
    'x-timestamp': timestamp,
    'x-signature': signVoiceWebhook(secret, timestamp, body),
  };
}
