import type { Kysely } from 'kysely';
import { normalizeE164 } from '@voice/contracts/phone';
import type { DB } from '../../../db/schema';
import { nowIso } from '../../../lib/time';
import { toolCallContextOf, toolCallsOf, type ToolCallResult } from '../bookings/tool-calls';
import { recordToolCall } from '../custom-tools/tool-calls';
import { addDoNotCall } from './repository';

/**
 * The assistant's add_to_do_not_call function tool: when the person on the line asks not to be called again, the
 * model calls it and their number (the call's customer number, never one the model makes up) joins the tenant's
 * do-not-call list with source 'call' and the call's id. Served like the booking tools: Vapi sends a `tool-calls`
 * server message to DO_NOT_CALL_TOOL_PATH (the calls domain's signed endpoint) and reads back
 * `{results: [{toolCallId, name, result}]}`; the sandbox test call goes through the same endpoint.
 */

export const DO_NOT_CALL_TOOL_PATH = '/api/voice-tools/do-not-call';
export const ADD_TO_DO_NOT_CALL = 'add_to_do_not_call';

/** The tool's definition (name, description, JSON-schema parameters) for the voice platform's function tools. */
export const DO_NOT_CALL_TOOL_FUNCTION = {
  name: ADD_TO_DO_NOT_CALL,
  description:
    'Adds the number of the person on this call to the do-not-call list. Use it only when they clearly ask not ' +
    'to be called again (or to be removed from the calling list); confirm it to them afterwards.',
  parameters: {
    type: 'object',
    properties: {
      reason: {
        type: 'string',
        description: 'Their words or reason, briefly (e.g. "asked not to be called again").',
      },
    },
    required: [],
  },
} as const;

export const DO_NOT_CALL_TOOL_ADDED =
  'Done: this number is on the do-not-call list and will not be called again. Tell the person so.';
export const DO_NOT_CALL_TOOL_ALREADY =
  'This number was already on the do-not-call list; it will not be called again. Tell the person so.';
export const DO_NOT_CALL_TOOL_NO_NUMBER =
  'The number of this call is unknown (a web or hidden-number call), so it cannot be added. Apologise and offer ' +
  'to pass the request on.';
const DEFAULT_REASON = 'Asked during a call not to be called again.';

const reasonOf = (args: Record<string, unknown>) =>
  typeof args.reason === 'string' && args.reason.trim() !== ''
    ? args.reason.trim().slice(0, 500)
    : DEFAULT_REASON;

/** Answers the message's add_to_do_not_call calls for the assistant's tenant; each call is recorded for the call log. */
export async function answerDoNotCallToolCalls(
  db: Kysely<DB>,
  assistant: { id: number; reseller_id: number | null },
  message: Record<string, unknown>,
): Promise<ToolCallResult[]> {
  const context = toolCallContextOf(message);
  const phone = context.customerNumber === null ? null : normalizeE164(context.customerNumber);
  const results: ToolCallResult[] = [];
  for (const call of toolCallsOf(message)) {
    const started = performance.now();
    const base = { toolCallId: call.id, name: call.name };
    let result: ToolCallResult;
    if (call.name !== ADD_TO_DO_NOT_CALL) {
      result = { ...base, error: `Unknown tool: ${call.name}.` };
    } else if (phone === null) {
      result = { ...base, result: DO_NOT_CALL_TOOL_NO_NUMBER };
    } else {
      const added = await addDoNotCall(
        db,
        { resellerId: assistant.reseller_id },
        [
          {
            phone,
            reason: reasonOf(call.args),
            source: 'call',
            callId: context.callId?.slice(0, 255) ?? null,
            addedBy: null,
          },
        ],
        nowIso(),
      );
      result = {
        ...base,
        result: added.size > 0 ? DO_NOT_CALL_TOOL_ADDED : DO_NOT_CALL_TOOL_ALREADY,
      };
    }
    results.push(result);
    await recordToolCall(db, {
      assistantId: assistant.id,
      resellerId: assistant.reseller_id,
      callId: context.callId,
      toolCallId: call.id,
      name: call.name,
      args: call.args,
      result: result.result ?? result.error ?? '',
      status: result.error === undefined ? 'ok' : 'error',
      durationMs: performance.now() - started,
    });
  }
  return results;
}
