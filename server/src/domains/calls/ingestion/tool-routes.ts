import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../lib/http-error';
import { throttleFor } from '../../../lib/throttle';
import { secretBoxFor } from '../../../lib/secret-box';
import { mailerFor } from '../../platform';
import {
  answerBookingToolCalls,
  answerCustomToolCalls,
  answerDoNotCallToolCalls,
  BOOKING_TOOLS_PATH,
  calcomDepsFor,
  CUSTOM_TOOLS_PATH,
  DO_NOT_CALL_TOOL_PATH,
  recordToolCall,
  TOOL_RESPONSE_MAX_BYTES,
  toolCallContextOf,
  type ToolPostOutcome,
} from '../../voice';
import { assistantSigningSecret, postSigned } from '../webhook-forwarding/signed-post';
import { findEventAssistants } from './ingest-repository';
import { callSchemas } from './schemas';
import { voiceMessageAuth } from './voice-message-auth';
import {
  DELIVERIES_PER_IP,
  keepRawBodies,
  REFUSED_DELIVERIES_PER_IP,
  WEBHOOK_BODY_LIMIT,
} from './webhook-routes';

export const NOT_TOOL_CALLS = 'The message is not a tool-calls message';

/**
 * POST /api/voice-tools/bookings: the booking calendar's function tools (voice/bookings/tool-calls.ts), called by the
 * voice platform during a call with a `tool-calls` server message. Our own endpoint rather than a provider's
 * calendar integration, so that the same tools work on Vapi and in the sandbox. Authenticated exactly as the
 * voice webhook (voice-message-auth.ts): the message's assistant must exist and the request carry its tenant's
 * webhook secret (Bearer, or an HMAC signature within 5 minutes); an unknown assistant and a wrong, missing or
 * expired credential are the same 401, counted per IP like the webhook's refusals. The raw body is kept as
 * received, as the signature covers its exact bytes.
 *
 * POST /api/voice-tools/custom: the clients' custom tools (voice/custom-tools/tool-calls.ts), authenticated the
 * same way; each call is posted to the tool's URL signed with the assistant's webhook signing secret, as forwarded
 * reports are (webhook-forwarding/signed-post.ts).
 *
 * POST /api/voice-tools/do-not-call: the add_to_do_not_call tool (voice/do-not-call/tool-calls.ts), authenticated the
 * same way: the call's own number joins the assistant's tenant's do-not-call list.
 */
export async function bookingToolRoutes(app: FastifyInstance): Promise<void> {
  keepRawBodies(app);
  const authentic = voiceMessageAuth({
    config: app.config,
    refused: throttleFor(app, 'voice-tools-refused', REFUSED_DELIVERIES_PER_IP),
    findAssistant: async (id) => (await findEventAssistants(app.db, [id])).get(id) ?? null,
    logRefusal: (request, message) =>
      request.log.warn({ assistant: message.assistantId }, 'voice tool call refused'),
  });
  /** The tool-calls message of an authentic request, with its assistant; else a 400 or 401 (or 429). */
  const authenticToolCalls: typeof authentic = async (request, reply) => {
    const { assistant, message } = await authentic(request, reply);
    if (message.type !== 'tool-calls') throw new HttpError(400, NOT_TOOL_CALLS);
    return { assistant, message };
  };

  app.post(
    BOOKING_TOOLS_PATH,
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      // The platform calls tools from a few addresses, as it sends webhooks: the webhooks' ceiling, not the API's.
      config: { rateLimit: { max: DELIVERIES_PER_IP, timeWindow: '1 minute' }, access: 'public' },
      schema: callSchemas.bookingTools,
    },
    async (request, reply) => {
      const { assistant, message } = await authenticToolCalls(request, reply);
      const context = toolCallContextOf(message.body);
      const results = await answerBookingToolCalls(
        {
          db: app.db,
          dialect: app.dialect,
          mailer: mailerFor(app),
          log: request.log,
          calcom: calcomDepsFor(app.config),
        },
        assistant.id,
        message.body,
        Date.now(),
        // Recorded like custom tools' calls, for the call log.
        (call, result, durationMs) =>
          recordToolCall(app.db, {
            assistantId: assistant.id,
            resellerId: assistant.reseller_id,
            callId: context.callId,
            toolCallId: call.id,
            name: call.name,
            args: call.args,
            result: result.result ?? result.error ?? '',
            status: result.error === undefined ? 'ok' : 'error',
            durationMs,
          }),
      );
      return { results };
    },
  );

  const box = secretBoxFor(app.config);
  const post = async (
    assistantId: number,
    call: { url: string; payload: unknown; timeoutMs: number },
  ): Promise<ToolPostOutcome> => {
    const result = await postSigned({
      ...call,
      event: 'tool-call',
      secret: await assistantSigningSecret(app.db, box, assistantId),
      allowPrivateTargets: app.config.webhooks.allowPrivateTargets,
      maxResponseBytes: TOOL_RESPONSE_MAX_BYTES,
    });
    if (result.error === null) {
      return { kind: 'answered', statusCode: result.statusCode, body: result.body ?? '' };
    }
    return result.timedOut ? { kind: 'timeout' } : { kind: 'failed', error: result.error };
  };

  app.post(
    CUSTOM_TOOLS_PATH,
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      // The platform calls tools from a few addresses, as it sends webhooks: the webhooks' ceiling, not the API's.
      config: { rateLimit: { max: DELIVERIES_PER_IP, timeWindow: '1 minute' }, access: 'public' },
      schema: callSchemas.customTools,
    },
    async (request, reply) => {
      const { assistant, message } = await authenticToolCalls(request, reply);
      const results = await answerCustomToolCalls({ db: app.db, post }, assistant, message.body);
      return { results };
    },
  );

  app.post(
    DO_NOT_CALL_TOOL_PATH,
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      config: { rateLimit: { max: DELIVERIES_PER_IP, timeWindow: '1 minute' }, access: 'public' },
      schema: callSchemas.doNotCallTool,
    },
    async (request, reply) => {
      const { assistant, message } = await authenticToolCalls(request, reply);
      return { results: await answerDoNotCallToolCalls(app.db, assistant, message.body) };
    },
  );
}
