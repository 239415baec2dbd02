import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../platform';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { tenantResellerId } from '../../../plugins/tenant';
import { enforceThrottle, throttleFor } from '../../../lib/throttle';
import { normalizeEmail } from '../users/repository';
import { passwordResetSchemas } from './schemas';
import {
  PASSWORD_LINK_TTL_MINUTES,
  PASSWORD_RESET_DONE,
  checkResetToken,
  findUserForReset,
  issuePasswordLink,
  resetPasswordWithToken,
} from './service';
import { tenantBaseUrl } from '../../../lib/site-url';

export const RESET_LINK_SENT = 'If that email is registered, we have sent a password reset link.';
export const FORGOT_THROTTLED = 'Too many password reset requests. Please try again in N seconds.';
export const RESET_LINK_VALID = 'This password reset link is valid.';

/** 30 link checks a minute per client IP: a page opening, not a search for tokens. */
const CHECK_MAX_PER_MINUTE = 30;

/** 5 requests a minute per client IP and per email address. */
const FORGOT_MAX_PER_MINUTE = 5;

export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  api.post(
    '/api/forgot-password',
    { config: { access: 'public' }, schema: passwordResetSchemas.forgot },
    async (request, reply) => {
      const { email } = request.body;
      const throttle = throttleFor(app, 'forgot-password', FORGOT_MAX_PER_MINUTE);
      const keys = [`ip:${request.ip}`, `email:${normalizeEmail(email)}`];
      await enforceThrottle(reply, throttle, keys, FORGOT_THROTTLED);

      // The answer is the same whether or not the email is registered on this host.
      const deps = depsOf(app);
      const user = await findUserForReset(deps, request.tenant, email);
      if (user) {
        try {
          const link = await issuePasswordLink(
            deps,
            user,
            'reset',
            tenantBaseUrl(app.config, request.tenant),
          );
          const minutes = PASSWORD_LINK_TTL_MINUTES.reset;
          await deps.mailer.send({
            to: user.email,
            compose: ({ i18n }) => ({
              subject: i18n._(
                /*i18n*/ { id: 'email.reset.subject', message: 'Reset your password' },
              ),
              heading: i18n._(
                /*i18n*/ {
                  id: 'email.hello',
                  message: 'Hello {name},',
                  values: { name: user.name },
                },
              ),
              lines: [
                i18n._(
                  /*i18n*/ {
                    id: 'email.reset.request',
                    message: 'We received a request to reset the password of your account.',
                  },
                ),
                i18n._(
                  /*i18n*/ {
                    id: 'email.reset.expiry',
                    message: 'This link expires in {minutes} minutes and can be used once.',
                    values: { minutes },
                  },
                ),
                i18n._(
                  /*i18n*/ {
                    id: 'email.reset.ignore',
                    message:
                      'If you did not ask for a new password, you can ignore this email: your password stays the same.',
                  },
                ),
              ],
              action: {
                label: i18n._(/*i18n*/ { id: 'email.reset.action', message: 'Reset Password' }),
                url: link,
              },
            }),
            resellerId: tenantResellerId(request.tenant),
          });
        } catch (error) {
          // Never reveal anything to the caller; the failure is in the log.
          request.log.error({ err: error }, 'password reset email failed');
        }
      }
      return { success: true, message: RESET_LINK_SENT };
    },
  );

  api.post(
    '/api/reset-password/check',
    { config: { access: 'public' }, schema: passwordResetSchemas.check },
    async (request, reply) => {
      const throttle = throttleFor(app, 'reset-link-check', CHECK_MAX_PER_MINUTE);
      await enforceThrottle(reply, throttle, [`ip:${request.ip}`], FORGOT_THROTTLED);
      await checkResetToken(depsOf(app), request.tenant, request.body);
      return { success: true, message: RESET_LINK_VALID };
    },
  );

  api.post(
    '/api/reset-password',
    { config: { access: 'public' }, schema: passwordResetSchemas.reset },
    async (request) => {
      const payload = request.body;
      await resetPasswordWithToken(depsOf(app), request.tenant, payload);
      return { success: true, message: PASSWORD_RESET_DONE };
    },
  );
}
