import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../lib/http-error';
import { throttleFor, tooManyRequests } from '../../../lib/throttle';
import { TOO_MANY_MESSAGE } from '../../../plugins/rate-limit';
import { mailerFor } from '../../platform';
import { answerBookingToolCalls, BOOKING_TOOLS_PATH } from '../../voice';
import { findEventAssistants } from './ingest-repository';
import { callSchemas } from './schemas';
import { openedSecrets } from './secret-cache';
import { VoiceEventError, readVoiceMessage, type VoiceMessage } from './vapi-event';
import { isAuthenticWebhook } from './webhook-auth';
import {
  INVALID_CREDENTIAL_MESSAGE,
  REFUSED_DELIVERIES_PER_IP,
  WEBHOOK_BODY_LIMIT,
} from './webhook-routes';

export const NOT_TOOL_CALLS = 'The message is not a tool-calls message';

/**
 * POST /api/voice-tools/bookings: the booking calendar's function tools (voice/bookings/tool-calls.ts), called by the
 * voice platform during a call with a `tool-calls` server message. Our own endpoint rather than a provider's
 * calendar integration, so that the same tools work on Vapi and in the sandbox. Authenticated exactly as the
 * voice webhook (webhook-routes.ts): the message's assistant must exist and the request carry its tenant's
 * webhook secret (Bearer, or an HMAC signature within 5 minutes); an unknown assistant and a wrong, missing or
 * expired credential are the same 401, counted per IP like the webhook's refusals. The raw body is kept as
 * received, as the signature covers its exact bytes.
 */
export async function bookingToolRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );
  const secretOf = openedSecrets(app.config);
  const refused = throttleFor(app, 'voice-tools-refused', REFUSED_DELIVERIES_PER_IP);
  const nobodysSecret = randomBytes(32).toString('hex');

  app.post(
    BOOKING_TOOLS_PATH,
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      config: { access: 'public' },
      schema: callSchemas.bookingTools,
    },
    async (request, reply) => {
      const refuse = async (error: HttpError): Promise<never> => {
        const wait = await refused.retryAfter(request.ip);
        await refused.hit(request.ip);
        if (wait === 0) throw error;
        reply.header('retry-after', String(wait));
        throw tooManyRequests(TOO_MANY_MESSAGE, wait);
      };
      const raw = typeof request.body === 'string' ? request.body : '';
      let message: VoiceMessage;
      try {
        message = readVoiceMessage(raw);
      } catch (error) {
        if (error instanceof VoiceEventError) return refuse(new HttpError(400, error.message));
        throw error;
      }
      const found = message.assistantId
        ? await findEventAssistants(app.db, [message.assistantId])
        : new Map();
      const assistant = message.assistantId ? found.get(message.assistantId) : undefined;
      const secret = assistant?.secret_encrypted ? secretOf(assistant.secret_encrypted) : null;
      const authentic = isAuthenticWebhook(request.headers, raw, secret ?? nobodysSecret);
      if (!assistant || secret === null || !authentic) {
        request.log.warn({ assistant: message.assistantId }, 'voice tool call refused');
        return refuse(new HttpError(401, INVALID_CREDENTIAL_MESSAGE));
      }
      if (message.type !== 'tool-calls') throw new HttpError(400, NOT_TOOL_CALLS);
      const results = await answerBookingToolCalls(
        { db: app.db, dialect: app.dialect, mailer: mailerFor(app), log: request.log },
        assistant.id,
        message.body,
      );
      return { results };
    },
  );
}
