import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config';
import { HttpError } from '../../../lib/http-error';
import { tooManyRequests, type Throttle } from '../../../lib/throttle';
import { TOO_MANY_MESSAGE } from '../../../plugins/rate-limit';
import type { EventAssistant } from './ingest-repository';
import { openedSecrets } from './secret-cache';
import { VoiceEventError, readVoiceMessage, type VoiceMessage } from './vapi-event';
import { isAuthenticWebhook } from './webhook-auth';

export const INVALID_CREDENTIAL_MESSAGE = 'Invalid webhook credential';

export interface VoiceMessageAuthDeps {
  config: Pick<AppConfig, 'secretsEncryptionKey' | 'dataDir'>;
  /** Counts the refusals per client IP; past its limit a refusal is a 429 with Retry-After. */
  refused: Throttle;
  findAssistant(id: string): Promise<EventAssistant | null>;
  /** Logs a 401 (each endpoint says what was refused). */
  logRefusal(
    request: FastifyRequest,
    message: VoiceMessage,
    assistant: EventAssistant | null,
  ): void;
}

/**
 * The authentication of the voice platform's requests, the same for its webhook (webhook-routes.ts) and its tool
 * calls (tool-routes.ts): the raw body (a string, as the signature covers its exact bytes) is read as a server
 * message, whose assistant must exist and whose request must carry that assistant's tenant secret
 * (webhook-auth.ts). An unreadable body is a 400; an unknown assistant and a wrong or missing credential the same
 * 401 (the same signature check against a secret nobody has, so that the answer never tells whether an assistant
 * id exists); both refusals are counted per IP.
 */
export function voiceMessageAuth(deps: VoiceMessageAuthDeps) {
  const secretOf = openedSecrets(deps.config);
  // Checked when the assistant is unknown, so that both refusals do the same work.
  const nobodysSecret = randomBytes(32).toString('hex');

  return async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ assistant: EventAssistant; message: VoiceMessage }> => {
    /** A refused request, counted for its IP: `error`, or 429 once the IP has had too many. */
    const refuse = async (error: HttpError): Promise<never> => {
      const wait = await deps.refused.retryAfter(request.ip);
      await deps.refused.hit(request.ip);
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
    const assistant = message.assistantId ? await deps.findAssistant(message.assistantId) : null;
    const secret = assistant?.secret_encrypted ? secretOf(assistant.secret_encrypted) : null;
    const authentic = isAuthenticWebhook(request.headers, raw, secret ?? nobodysSecret);
    if (!assistant || secret === null || !authentic) {
      deps.logRefusal(request, message, assistant);
      return refuse(new HttpError(401, INVALID_CREDENTIAL_MESSAGE));
    }
    return { assistant, message };
  };
}
