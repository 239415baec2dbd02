import type { ToolCall, ToolCallStatus } from '@voice/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { isoString, nowIso } from '../../../lib/time';
import {
  toolCallContextOf,
  toolCallsOf,
  type ToolCallContext,
  type ToolCallRequest,
  type ToolCallResult,
} from '../bookings/tool-calls';
import { findToolByName, insertToolCall, toolCallsOfCall } from './repository';
import { argumentErrors, parametersValidator } from './json-schema';

/**
 * The custom tools' side of a call: the voice platform sends a `tool-calls` message to CUSTOM_TOOLS_PATH (served
 * by the calls domain, authenticated as the voice webhook); each call names a tool of the message's assistant.
 * Its arguments are checked against the tool's parameters schema, then posted to the client's URL as
 * `{tool, arguments, call: {id, customer}}`, signed and time-limited (the `post` dependency: the calls domain's
 * signed sender with its private-address guard). The model is answered with the client's reply (text, or JSON as
 * text), capped, or on a failure a sentence it can say; every call is recorded in tool_calls for the call log.
 */

export const CUSTOM_TOOLS_PATH = '/api/voice-tools/custom';
/** What the model is answered and what the call log keeps of a result (characters). */
export const TOOL_RESULT_MAX_CHARS = 4000;
/** What is read of the client's reply (bytes), before the cap above. */
export const TOOL_RESPONSE_MAX_BYTES = 64 * 1024;

export const TOOL_UNKNOWN = 'This tool is not available. Carry on without it.';
export const TOOL_TIMED_OUT =
  'The system did not answer in time. Tell the caller it cannot be checked right now.';
export const TOOL_FAILED =
  'The system could not be reached. Tell the caller it cannot be checked right now.';

/** How the client's URL answered (or did not). */
export type ToolPostOutcome =
  | { kind: 'answered'; statusCode: number; body: string }
  | { kind: 'timeout' }
  | { kind: 'failed'; error: string };

export interface ToolPost {
  url: string;
  payload: unknown;
  timeoutMs: number;
}

export interface ToolCallDeps {
  db: Kysely<DB>;
  /** Signs and posts one call to the client's URL (see above). */
  post(assistantId: number, request: ToolPost): Promise<ToolPostOutcome>;
  now?: () => number;
}

/** A record of one answered tool call (custom or the booking calendar's). */
export interface ToolCallRecord {
  assistantId: number;
  resellerId: number | null;
  callId: string | null;
  toolCallId: string;
  name: string;
  args: Record<string, unknown>;
  result: string;
  status: ToolCallStatus;
  durationMs: number;
}

export const capResult = (text: string): string =>
  text.length > TOOL_RESULT_MAX_CHARS ? `${text.slice(0, TOOL_RESULT_MAX_CHARS - 1)}…` : text;

export async function recordToolCall(db: Kysely<DB>, record: ToolCallRecord): Promise<void> {
  await insertToolCall(db, {
    call_id: record.callId?.slice(0, 255) ?? null,
    assistant_id: record.assistantId,
    reseller_id: record.resellerId,
    tool_call_id: record.toolCallId.slice(0, 255),
    name: record.name.slice(0, 64),
    arguments: JSON.stringify(record.args),
    result: capResult(record.result),
    status: record.status,
    duration_ms: Math.max(0, Math.round(record.durationMs)),
    created_at: nowIso(),
  });
}

/** The client's reply as the model's result: JSON compacted to text, other text as it is. */
function resultText(body: string): string {
  const text = body.trim();
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'string') return value;
    return JSON.stringify(value);
  } catch {
    return text;
  }
}

/** The assistant whose call it is. */
export interface CallingAssistant {
  id: number;
  reseller_id: number | null;
}

/**
 * Answers the tool calls of the message, each in its own time (the model may ask for several at once: they run
 * side by side, so the platform waits for the slowest, not for their sum), the results in the message's order.
 */
export async function answerCustomToolCalls(
  deps: ToolCallDeps,
  assistant: CallingAssistant,
  message: Record<string, unknown>,
): Promise<ToolCallResult[]> {
  const context = toolCallContextOf(message);
  return Promise.all(toolCallsOf(message).map((call) => answerOne(deps, assistant, context, call)));
}

async function answerOne(
  deps: ToolCallDeps,
  assistant: CallingAssistant,
  context: ToolCallContext,
  call: ToolCallRequest,
): Promise<ToolCallResult> {
  const now = deps.now ?? Date.now;
  const started = now();
  // The model gets `result`; the call log keeps `logged` (the reason of a failure) when given.
  const answer = async (
    status: ToolCallStatus,
    result: string,
    logged?: string,
  ): Promise<ToolCallResult> => {
    const capped = capResult(result);
    await recordToolCall(deps.db, {
      assistantId: assistant.id,
      resellerId: assistant.reseller_id,
      callId: context.callId,
      toolCallId: call.id,
      name: call.name,
      args: call.args,
      result: logged ?? capped,
      status,
      durationMs: now() - started,
    });
    return { toolCallId: call.id, name: call.name, result: capped };
  };

  const tool = await findToolByName(deps.db, assistant.id, call.name);
  if (!tool) return answer('error', TOOL_UNKNOWN);
  const validate = parametersValidator(tool.parameters);
  if (!validate(call.args)) {
    const problems = argumentErrors(validate);
    return answer('error', `The arguments are not right (${problems}). Ask the caller again.`);
  }
  const outcome = await deps.post(assistant.id, {
    url: tool.url,
    payload: {
      tool: tool.name,
      arguments: call.args,
      call: {
        id: context.callId,
        customer: context.customerNumber === null ? null : { number: context.customerNumber },
      },
    },
    timeoutMs: tool.timeout_seconds * 1000,
  });
  if (outcome.kind === 'timeout') {
    return answer('timeout', TOOL_TIMED_OUT, `Timed out after ${tool.timeout_seconds} s.`);
  }
  if (outcome.kind === 'failed') return answer('error', TOOL_FAILED, outcome.error);
  if (outcome.statusCode < 200 || outcome.statusCode >= 300) {
    return answer(
      'error',
      `The system answered with an error (HTTP ${outcome.statusCode}). Tell the caller it cannot be done right now.`,
    );
  }
  return answer('ok', resultText(outcome.body) || 'Done.');
}

function argumentsObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The tool calls of a call (the platform's call id) of an assistant, for the call log's detail. */
export async function toolCallsOfCallLog(
  db: Kysely<DB>,
  assistantId: number | null,
  callId: string,
): Promise<ToolCall[]> {
  if (assistantId === null) return [];
  const rows = await toolCallsOfCall(db, assistantId, callId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    arguments: argumentsObject(row.arguments),
    result: row.result,
    status: row.status,
    duration_ms: row.duration_ms,
    created_at: isoString(row.created_at),
  }));
}
