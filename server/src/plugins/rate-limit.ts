import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { isApiRequest } from './tenant';

export const TOO_MANY_MESSAGE = 'Too Many Attempts.';

/**
 * A light limit per client IP on /api/* (RATE_LIMIT_MAX per minute, 0 disables) and a stricter one on
 * credential endpoints (RATE_LIMIT_AUTH_MAX, see authRateLimit). Static files are never limited.
 * With REDIS_URL the counts live in Redis (keys `<REDIS_KEY_PREFIX>rate-limit:...`, per-route limits included), so
 * they hold across every instance; while Redis is unreachable, this light limit lets requests through (the
 * throttles of credential endpoints, lib/throttle.ts, answer 500 then: they never fail open).
 * GET /api/public-settings is left out (`rateLimit: false`, tenancy/settings/routes.ts): answered from memory.
 */
export async function rateLimitPlugin(app: FastifyInstance): Promise<void> {
  if (!app.config.rateLimit.enabled) return;
  await app.register(rateLimit, {
    global: true,
    max: app.config.rateLimit.max,
    timeWindow: '1 minute',
    allowList: (request) => !isApiRequest(request),
    ...(app.redis
      ? {
          redis: app.redis,
          nameSpace: `${app.config.redis.keyPrefix}rate-limit:`,
          skipOnError: true,
        }
      : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: TOO_MANY_MESSAGE,
    }),
  });
}

/** Route config for endpoints that take credentials. */
export function authRateLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.config.rateLimit.authMax, timeWindow: '1 minute' } };
}
