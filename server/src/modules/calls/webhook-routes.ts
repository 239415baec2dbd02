import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { VOICE_WEBHOOK_PATH } from '../voice/webhook-credential';
import { batched } from './batcher';
import {
  applyCallEvents,
  findEventAssistants,
  type AssistantEvent,
  type EventAssistant,
} from './ingest-repository';
import { callSchemas } from './schemas';
import { openedSecrets } from './secret-cache';
import {
  VoiceEventError,
  callEventOf,
  isRecordedType,
  readVoiceMessage,
  type VoiceMessage,
} from './vapi-event';
import { isAuthenticWebhook } from './webhook-auth';

export const INVALID_CREDENTIAL_MESSAGE = 'Invalid webhook credential';
export const WEBHOOK_BODY_LIMIT = 2 * 1024 * 1024;

function readOrRefuse(raw: string): VoiceMessage {
  try {
    return readVoiceMessage(raw);
  } catch (error) {
    if (error instanceof VoiceEventError) throw new HttpError(400, error.message);
    throw error;
  }
}

/**
 * POST /api/webhooks/vapi: the voice platform's server messages (spec 001 §5's webhook URL, issue 9).
 * 1. The message names its assistant (call.assistantId or assistant.id); an unknown one is logged and answered
 *    200, so that the platform stops retrying, and nothing is stored.
 * 2. The request must carry that assistant's tenant secret (webhook-auth.ts), else 401 and nothing stored.
 * 3. status-update and end-of-call-report are applied to call_logs (ingest-repository.ts); other types are
 *    acknowledged. A recorded message without a call id (or with a value too long to store) is a 400.
 * The body is kept as the exact string received (an encapsulated parser, as in payments/webhooks.ts), up to
 * 2 MB (transcripts and messages of long calls); no rate limit. Concurrent deliveries share their queries
 * (batcher.ts): one assistant lookup and one transaction of upserts per batch, answered once committed.
 */
export async function voiceWebhookRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );
  const secretOf = openedSecrets(app.config);
  const findAssistant = batched<string, EventAssistant | null>(
    async (ids) => {
      const found = await findEventAssistants(app.db, ids);
      return ids.map((id) => found.get(id) ?? null);
    },
    { maxBatch: 200, serial: false },
  );
  const applyEvent = batched<AssistantEvent, true>(
    async (events) => {
      // Forwarding (modules/webhook-forwarding): the ended calls' reports are queued in the same transaction.
      await applyCallEvents(app.db, events, {
        dialect: app.dialect,
        onEnded: (trx, ended) => app.webhookForwarder.onEnded(trx, ended),
      });
      app.webhookForwarder.afterCommit();
      return events.map(() => true as const);
    },
    { maxBatch: 200, serial: true },
  );

  app.post(
    VOICE_WEBHOOK_PATH,
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      config: { rateLimit: false, access: 'public' },
      schema: callSchemas.vapiWebhook,
    },
    async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const message = readOrRefuse(raw);
      const assistant = message.assistantId ? await findAssistant(message.assistantId) : null;
      if (!assistant) {
        request.log.warn(
          { type: message.type, assistant: message.assistantId },
          'voice webhook for an unknown assistant ignored',
        );
        return { received: true };
      }
      const secret = assistant.secret_encrypted ? secretOf(assistant.secret_encrypted) : null;
      if (secret === null || !isAuthenticWebhook(request.headers, raw, secret)) {
        request.log.warn({ assistant: assistant.id }, 'voice webhook refused');
        throw new HttpError(401, INVALID_CREDENTIAL_MESSAGE);
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
