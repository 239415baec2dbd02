import type { NewCallLog } from '../../../db/schema';

/** The event of a forwarded end-of-call report (x-webhook-event and the body's type). */
export const END_OF_CALL_EVENT = 'end-of-call-report';

/** The call as forwarded (the stored call_logs row: what the call's page shows). */
export interface ForwardedCall {
  call_id: string;
  assistant_id: number | null;
  status: string;
  ended_reason: string | null;
  start_time: string;
  end_time: string | null;
  duration: number;
  cost: number;
  cost_breakdown: Record<string, unknown> | null;
  transcript: string | null;
  messages: Record<string, unknown>[];
  recording_url: string | null;
  summary: string | null;
  success_evaluation: string | null;
  structured_data: Record<string, unknown> | null;
  customer_number: string | null;
  direction: string | null;
}

/** The body POSTed to the assistant's webhook URL (documented in docs/decisions.md). */
interface ForwardedReport {
  type: typeof END_OF_CALL_EVENT;
  call: ForwardedCall;
}

const text = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : String(value);
const textOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : text(value);

type StoredCall = Pick<
  NewCallLog,
  | 'call_id'
  | 'status'
  | 'ended_reason'
  | 'transcript'
  | 'recording_url'
  | 'summary'
  | 'success_evaluation'
  | 'customer_number'
  | 'direction'
> & {
  start_time: unknown;
  end_time: unknown;
  duration: unknown;
  cost: unknown;
  cost_breakdown: unknown;
  call_messages: unknown;
  structured_data: unknown;
};

const objectOrNull = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

export function forwardedReport(assistantId: number, row: StoredCall): ForwardedReport {
  return {
    type: END_OF_CALL_EVENT,
    call: {
      call_id: row.call_id,
      assistant_id: assistantId,
      status: row.status,
      ended_reason: row.ended_reason ?? null,
      start_time: text(row.start_time),
      end_time: textOrNull(row.end_time),
      duration: Number(row.duration) || 0,
      cost: Number(row.cost) || 0,
      cost_breakdown: objectOrNull(row.cost_breakdown),
      transcript: row.transcript ?? null,
      messages: Array.isArray(row.call_messages)
        ? (row.call_messages as Record<string, unknown>[])
        : [],
      recording_url: row.recording_url ?? null,
      summary: row.summary ?? null,
      success_evaluation: row.success_evaluation ?? null,
      structured_data: objectOrNull(row.structured_data),
      customer_number: row.customer_number ?? null,
      direction: row.direction ?? null,
    },
  };
}

/**
 * The body POSTed to an assistant's webhook URL, from the call.ended event's data (JSON text: forwardedReport's
 * call, written by ingestion/call-events-repository.ts): embedded as is, so that it is byte for byte the
 * JSON.stringify(forwardedReport(...)) the forwarding always sent.
 */
export function forwardedReportBody(callJson: string): string {
  return `{"type":${JSON.stringify(END_OF_CALL_EVENT)},"call":${callJson}}`;
}
