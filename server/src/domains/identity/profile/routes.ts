import type { FastifyInstance } from 'fastify';
import { PROFILE_MESSAGES } from '@voice/contracts';
import { depsOf } from '../../platform';
import { formRoutes } from '../../../lib/form-routes';
import { ValidationFailed } from '../../../lib/http-error';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { throttleFor, tooManyRequests } from '../../../lib/throttle';
import { currentUser } from '../../../plugins/auth';
import { authRateLimit } from '../../../plugins/rate-limit';
import { PROFILE_MULTIPART_LIMITS, readProfileForm } from './form';
import { profileSchemas as schemas } from './schemas';
import { CURRENT_PASSWORD_INCORRECT, changePassword, updateProfile } from './service';

/** Wrong current passwords allowed per user in a minute (as many as a login); the next try gets 429. */
export const PASSWORD_CHANGE_MAX_FAILURES = 5;
export const PASSWORD_CHANGE_THROTTLED =
  'Too many password change attempts. Please try again in N seconds.';

/** The signed-in user's own profile (spec 000 §2 Profile, §5, §7): POST /api/user, PUT /api/user/password. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();

  await formRoutes(app, PROFILE_MULTIPART_LIMITS, (form) => {
    form.post(
      '/api/user',
      { config: { access: 'authenticated' }, schema: schemas.update },
      async (request) => {
        const user = currentUser(request);
        const form = await readProfileForm(request);
        const data = await updateProfile(depsOf(app), user.id, form, request.log);
        return { success: true, message: PROFILE_MESSAGES.updated, data };
      },
    );
  });

  api.put(
    '/api/user/password',
    {
      config: { ...authRateLimit(app), access: 'authenticated' },
      schema: schemas.changePassword,
    },
    async (request, reply) => {
      const user = currentUser(request);
      // Wrong current passwords are counted per user, like failed sign-ins: a stolen session cannot
      // guess the password at full speed. A success clears the counter.
      const throttle = throttleFor(app, 'change-password', PASSWORD_CHANGE_MAX_FAILURES);
      const key = String(user.id);
      const wait = await throttle.retryAfter(key);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw tooManyRequests(PASSWORD_CHANGE_THROTTLED.replace('N', String(wait)), wait);
      }
      const changed = await changePassword(
        depsOf(app),
        user.id,
        request.accessTokenId,
        request.body,
      );
      if (!changed) {
        await throttle.hit(key);
        throw new ValidationFailed(
          { current_password: [CURRENT_PASSWORD_INCORRECT] },
          CURRENT_PASSWORD_INCORRECT,
        );
      }
      await throttle.clear(key);
      return { success: true, message: PROFILE_MESSAGES.passwordChanged };
    },
  );
}
