import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../lib/http-error';
import { throttleFor } from '../../../lib/throttle';
import { VOICE_WEBHOOK_PATH } from '../../voice';
import { batched } from './batcher';
import {
  applyCallEvents,
  findEventAssistants,
  recordCallTransfer,
  type AssistantEvent,
  type EventAssistant,
} from './ingest-repository';
import { callSchemas } from './schemas';
import {
  VoiceEventError,
  callEventOf,
  callTransferOf,
  objectCallId,
  isRecordedType,
} from './vapi-event';
import { voiceMessageAuth } from './voice-message-auth';

export const WEBHOOK_BODY_LIMIT = 2 * 1024 * 1024;
/** Refused deliveries (unreadable, unknown assistant, wrong credential) per client IP in a minute; then 429. */
export const REFUSED_DELIVERIES_PER_IP = 30;
/**
 * Deliveries per client IP in a minute (the API's per-IP limit, RATE_LIMIT_MAX, is far too low for the platform,
 * which sends every call's events from a few addresses): a ceiling on floods, above any real traffic.
 */
export const DELIVERIES_PER_IP = 6000;

/** The voice platform's bodies kept as the exact string received (signatures cover its bytes), up to 2 MB. */
export function keepRawBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );
}

/**
 * POST /api/webhooks/vapi: the voice platform's server messages (spec 001 §5's webhook URL).
 * 1. The message names its assistant (call.assistantId or assistant.id), and the request must carry that
 *    assistant's tenant secret (voice-message-auth.ts, webhook-auth.ts). An unknown assistant and a wrong or
 *    missing credential get the same 401 (status and body, and the same signature check against a secret nobody
 *    has), so that the answer never tells whether an assistant id exists; nothing is stored.
 * 2. status-update and end-of-call-report are applied to call_logs (ingest-repository.ts); other types are
 *    acknowledged. A recorded message without a call id (or with a value too long to store) is a 400.
 * Rate limits: refused deliveries (an unreadable body, 1.'s 401) are counted per client IP
 * (REFUSED_DELIVERIES_PER_IP a minute, shared across instances like the login throttles: lib/throttle.ts); past
 * that, a refusal is a 429 with Retry-After. Authentic deliveries are never counted nor refused by it (a tenant's
 * stale credential on the platform must not stop everyone's events from the same address). All deliveries have a
 * ceiling of their own per IP (DELIVERIES_PER_IP, with the API's rate limit; off when RATE_LIMIT_MAX=0).
 * The body is kept as the exact string received (an encapsulated parser, as in payments/webhooks.ts), up to
 * 2 MB (transcripts and messages of long calls). Concurrent deliveries share their queries (batcher.ts): one
 * assistant lookup and one transaction of upserts per batch, answered once committed.
 */
export async function voiceWebhookRoutes(app: FastifyInstance): Promise<void> {
  keepRawBodies(app);
  const findAssistant = batched<string, EventAssistant | null>(
    async (ids) => {
      const found = await findEventAssistants(app.db, ids);
      return ids.map((id) => found.get(id) ?? null);
    },
    { maxBatch: 200, serial: false },
  );
  const authentic = voiceMessageAuth({
    config: app.config,
    refused: throttleFor(app, 'voice-webhook-refused', REFUSED_DELIVERIES_PER_IP),
    findAssistant,
    logRefusal: (request, message, assistant) =>
      request.log.warn(
        { type: message.type, assistant: message.assistantId, known: assistant !== null },
        'voice webhook refused',
      ),
  });
  const applyEvent = batched<AssistantEvent, true>(
    async (events) => {
      // The ended calls' call.ended events are written in the same transaction (the outbox); once committed,
      // the event webhooks' worker fans them out (an assistant's webhook URL is one subscriber) without waiting.
      const ended = await applyCallEvents(app.db, events, { dialect: app.dialect });
      if (ended > 0) app.eventWebhooks.kick();
      return events.map(() => true as const);
    },
    { maxBatch: 200, serial: true },
  );

  app.post(
    VOICE_WEBHOOK_PATH,
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      config: { rateLimit: { max: DELIVERIES_PER_IP, timeWindow: '1 minute' }, access: 'public' },
      schema: callSchemas.vapiWebhook,
    },
    async (request, reply) => {
      const { assistant, message } = await authentic(request, reply);
      if (message.type === 'transfer-update') {
        const transfer = callTransferOf(message.body);
        const callId = objectCallId(message.body);
        if (transfer && callId) await recordCallTransfer(app.db, assistant.id, callId, transfer);
        return { received: true };
      }
      if (!isRecordedType(message.type)) return { received: true };
      let event;
      try {
        event = callEventOf(message.type, message.body);
      } catch (error) {
        if (error instanceof VoiceEventError) throw new HttpError(400, error.message);
        throw error;
      }
      await applyEvent({ assistant, event });
      request.log.debug(
        { type: event.type, call: event.callId, assistant: assistant.id },
        'voice webhook applied',
      );
      return { received: true };
    },
  );
}
