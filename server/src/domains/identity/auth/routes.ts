import type { FastifyInstance } from 'fastify';
import { isLanguage, languageCookieOf } from '@voice/contracts';
import { depsOf } from '../../platform';
import { ValidationFailed } from '../../../lib/http-error';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { asObject } from '../../../lib/validate';
import { currentUser } from '../../../plugins/auth';
import { authRateLimit } from '../../../plugins/rate-limit';
import { twoFactorRoutes } from '../two-factor/routes';
import { createChallenge, secondStepFor } from '../two-factor/service';
import { toUserJson } from '../users/presenter';
import { emailExists, normalizeEmail } from '../users/repository';
import { revokeToken, issueToken } from './token-repository';
import { EMAIL_TAKEN, authenticate, registerUser } from './service';
import { authSchemas } from './schemas';
import { accountDelaySeconds, loginPairKey, loginThrottles, tooManyRequests } from './throttle';
import { sendWelcome } from './welcome';

export const LOGIN_THROTTLED = 'Too many login attempts. Please try again in N seconds.';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  api.post(
    '/api/login',
    { config: { ...authRateLimit(app), access: 'public' }, schema: authSchemas.login },
    async (request, reply) => {
      const payload = request.body;
      // Failed sign-ins are counted per email and client IP together, per client IP, and per email from anywhere
      // (throttle.ts): failures from one IP never lock the account out for another, and guesses spread over many
      // IPs make the email's next tries wait longer and longer, except from a client that signed in as it lately.
      // A success clears its pair's counter.
      const throttles = loginThrottles(app);
      const email = normalizeEmail(payload.email);
      const pairKey = loginPairKey(email, request.ip);
      const ipKey = `ip:${request.ip}`;
      const [pairWait, ipWait, accountWait] = await Promise.all([
        throttles.pair.retryAfter(pairKey),
        throttles.ip.retryAfter(ipKey),
        throttles.accountWait.retryAfter(email),
      ]);
      const delayed = accountWait > 0 && (await throttles.known.retryAfter(pairKey)) === 0;
      const wait = Math.max(pairWait, ipWait, delayed ? accountWait : 0);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw tooManyRequests(LOGIN_THROTTLED.replace('N', String(wait)), wait);
      }
      let user: Awaited<ReturnType<typeof authenticate>>;
      try {
        user = await authenticate(depsOf(app), request.tenant, payload);
      } catch (error) {
        const [, , failures] = await Promise.all([
          throttles.pair.hit(pairKey),
          throttles.ip.hit(ipKey),
          throttles.account.hit(email),
        ]);
        const delay = accountDelaySeconds(failures.count);
        if (delay > 0) {
          // The wait starts again from this failure, at its new length.
          await throttles.accountWait.clear(email);
          await throttles.accountWait.hit(email, delay * 1000);
        }
        throw error;
      }
      await Promise.all([throttles.pair.clear(pairKey), throttles.known.hit(pairKey)]);
      // With two-factor on (or required and not set up yet) the password yields no session, only a challenge
      // for the second step (identity/two-factor).
      const step = await secondStepFor(app, user, payload.device_token);
      if (step) return createChallenge(app, user.id, step, payload.remember === true);
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
      // The page's language (the visitor's choice) becomes the account's, so its emails speak it from now on;
      // none chosen: the site's default applies.
      const chosen = languageCookieOf(request.headers.cookie);
      const user = await registerUser(depsOf(app), request.tenant, {
        ...request.body,
        language: isLanguage(chosen) ? chosen : null,
      });
      const { token } = await issueToken(app.db, user.id, false, app.config);
      await sendWelcome({ ...depsOf(app), log: app.log }, user);
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

  // In this plugin's context: the second step's code guesses count on the same login throttles (an in-memory
  // throttle belongs to the Fastify instance that asks for it).
  await twoFactorRoutes(app);
}
