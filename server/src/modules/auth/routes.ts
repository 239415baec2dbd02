import type { FastifyInstance } from 'fastify';
import { loginSchema, registerSchema, validatePayload } from '@voice/contracts/schemas';
import { ValidationFailed } from '../../lib/http-error';
import { asObject, validateOrThrow } from '../../lib/validate';
import { currentUser } from '../../plugins/auth';
import { authRateLimit } from '../../plugins/rate-limit';
import { toUserJson } from '../users/presenter';
import { emailExists, normalizeEmail } from '../users/repository';
import { revokeToken, issueToken } from './token-repository';
import { EMAIL_TAKEN, authenticate, registerUser } from './service';
import { retryAfterAny, throttleFor, tooManyRequests } from './throttle';

/** Failed sign-ins allowed per email and per client IP in a minute; the next one gets 429. */
export const LOGIN_MAX_ATTEMPTS = 5;
export const LOGIN_THROTTLED = 'Too many login attempts. Please try again in N seconds.';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/login', { config: authRateLimit(app) }, async (request, reply) => {
    const payload = await validateOrThrow(loginSchema, request.body);
    // Failed sign-ins are counted per email and per client IP (throttle.ts); a success clears the
    // email's counter.
    const throttle = throttleFor(app, 'login', LOGIN_MAX_ATTEMPTS);
    const emailKey = `email:${normalizeEmail(payload.email)}`;
    const keys = [emailKey, `ip:${request.ip}`];
    const wait = retryAfterAny(throttle, keys);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw tooManyRequests(LOGIN_THROTTLED.replace('N', String(wait)), wait);
    }
    let user: Awaited<ReturnType<typeof authenticate>>;
    try {
      user = await authenticate(app, request.tenant, payload);
    } catch (error) {
      for (const key of keys) throttle.hit(key);
      throw error;
    }
    throttle.clear(emailKey);
    const { token } = await issueToken(app.db, user.id, payload.remember === true, app.config);
    return { token, user: toUserJson(user) };
  });

  app.post('/api/register', { config: authRateLimit(app) }, async (request, reply) => {
    const body = asObject(request.body);
    const result = await validatePayload(registerSchema, body);
    if (!result.ok) {
      // Report a taken email together with the other field errors.
      const errors = { ...result.errors };
      const email = typeof body.email === 'string' ? body.email : '';
      if (!errors.email && email && (await emailExists(app.db, email)))
        errors.email = [EMAIL_TAKEN];
      throw new ValidationFailed(errors);
    }
    const user = await registerUser(app, request.tenant, result.value);
    const { token } = await issueToken(app.db, user.id, false, app.config);
    return reply
      .code(201)
      .send({ token, user: toUserJson(user), message: 'Registration successful' });
  });

  app.post('/api/logout', { preHandler: app.requireAuth }, async (request) => {
    currentUser(request);
    if (request.accessTokenId !== null) await revokeToken(app.db, request.accessTokenId);
    return { success: true, message: 'Logged out successfully' };
  });
}
