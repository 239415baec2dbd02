import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { throttleFor, tooManyRequests } from '../lib/throttle';

export const API_KEY_RATE_LIMIT_MESSAGE =
  'Too many requests with this API key: retry in N seconds.';

const WINDOW_MS = 60_000;

/**
 * The limit of each API key: RATE_LIMIT_API_KEY_MAX requests a minute (a fixed window from its first request),
 * counted by the key's id: in Redis with REDIS_URL (`<prefix>throttle:api-key:<id>`, one count for every instance),
 * else in this process. Counted once the key may use the route (a refused request costs only its lookup). Every
 * reply says where the key stands (RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset in seconds: the IETF
 * draft's headers); past the limit, 429 with Retry-After. While Redis is unreachable the requests go through
 * unlimited, as with the per-IP limit (plugins/rate-limit.ts): the API stays up, the failure is logged.
 */
export async function limitApiKey(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const max = app.config.apiKeyRateLimit;
  if (request.apiKeyId === null || max <= 0) return;
  const throttle = throttleFor(app, 'api-key', max, WINDOW_MS);
  let state;
  try {
    state = await throttle.hit(String(request.apiKeyId));
  } catch (error) {
    request.log.error({ err: error }, 'API key rate limit not counted (its store failed)');
    return;
  }
  const reset = Math.max(1, Math.ceil(state.resetInMs / 1000));
  reply.header('ratelimit-limit', String(max));
  reply.header('ratelimit-remaining', String(Math.max(0, max - state.count)));
  reply.header('ratelimit-reset', String(reset));
  if (state.count > max) {
    reply.header('retry-after', String(reset));
    throw tooManyRequests(API_KEY_RATE_LIMIT_MESSAGE.replace('N', String(reset)), reset);
  }
}
