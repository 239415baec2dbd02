import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../lib/deps';
import { ValidationFailed } from '../../lib/http-error';
import type { YupTypeProvider } from '../../lib/route-schema';
import { asObject } from '../../lib/validate';
import { currentUser } from '../../plugins/auth';
import { authRateLimit } from '../../plugins/rate-limit';
import { toUserJson } from '../users/presenter';
import { emailExists, normalizeEmail } from '../users/repository';
import { revokeToken, issueToken } from './token-repository';
import { EMAIL_TAKEN, authenticate, registerUser } from './service';
import { authSchemas } from './schemas';
import { loginPairKey, loginThrottles, tooManyRequests } from './throttle';

export const LOGIN_THROTTLED = 'Too many login attempts. Please try again in N seconds.';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  api.post(
    '/api/login',
    { config: { ...authRateLimit(app), access: 'public' }, schema: authSchemas.login },
    async (request, reply) => {
      const payload = request.body;
      // Failed sign-ins are counted per email and client IP together, and per client IP (throttle.ts):
      // failures from one IP never lock the account out for another. A success clears its pair's counter.
      const throttles = loginThrottles(app);
      const pairKey = loginPairKey(normalizeEmail(payload.email), request.ip);
      const ipKey = `ip:${request.ip}`;
      const wait = Math.max(
        ...(await Promise.all([
          throttles.pair.retryAfter(pairKey),
          throttles.ip.retryAfter(ipKey),
        ])),
      );
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw tooManyRequests(LOGIN_THROTTLED.replace('N', String(wait)), wait);
      }
      let user: Awaited<ReturnType<typeof authenticate>>;
      try {
        user = await authenticate(depsOf(app), request.tenant, payload);
      } catch (error) {
        await Promise.all([throttles.pair.hit(pairKey), throttles.ip.hit(ipKey)]);
        throw error;
      }
      await throttles.pair.clear(pairKey);
      const { token } = await issueToken(app.db, user.id, payload.remember === true, app.config);
      return { token, user: toUserJson(user) };
    },
  );

  api.post(
    '/api/register',
    {
      config: { ...authRateLimit(app), access: 'public' },
      schema: authSchemas.register,
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) {
        // Report a taken email together with the other field errors.
        const body = asObject(request.body);
        const failed = request.validationError;
        if (!(failed instanceof ValidationFailed)) throw failed;
        const errors = { ...failed.errors };
        const email = typeof body.email === 'string' ? body.email : '';
        if (!errors.email && email && (await emailExists(app.db, email)))
          errors.email = [EMAIL_TAKEN];
        throw new ValidationFailed(errors);
      }
      const user = await registerUser(depsOf(app), request.tenant, request.body);
      const { token } = await issueToken(app.db, user.id, false, app.config);
      return reply
        .code(201)
        .send({ token, user: toUserJson(user), message: 'Registration successful' });
    },
  );

  app.post(
    '/api/logout',
    { config: { access: 'authenticated' }, schema: authSchemas.logout },
    async (request) => {
      currentUser(request);
      // Signing out while acting as another user ends the admin's own session too (and every session made from it).
      await revokeToken(app.db, request.accessTokenId, request.parentTokenId);
      return { success: true, message: 'Logged out successfully' };
    },
  );
}
