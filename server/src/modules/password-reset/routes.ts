import type { FastifyInstance } from 'fastify';
import { forgotPasswordSchema, resetPasswordSchema } from '@voice/contracts/schemas';
import { validateOrThrow } from '../../lib/validate';
import { tenantResellerId } from '../../plugins/tenant';
import { retryAfterAny, throttleFor, tooManyRequests } from '../auth/throttle';
import { sendEmail } from '../email/mailer';
import { normalizeEmail } from '../users/repository';
import {
  PASSWORD_LINK_TTL_MINUTES,
  PASSWORD_RESET_DONE,
  findUserForReset,
  issuePasswordLink,
  resetPasswordWithToken,
  tenantBaseUrl,
} from './service';

export const RESET_LINK_SENT = 'If that email is registered, we have sent a password reset link.';
export const FORGOT_THROTTLED = 'Too many password reset requests. Please try again in N seconds.';

/** 5 requests a minute per client IP and per email address. */
const FORGOT_MAX_PER_MINUTE = 5;

export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/forgot-password', async (request, reply) => {
    const { email } = await validateOrThrow(forgotPasswordSchema, request.body);
    const throttle = throttleFor(app, 'forgot-password', FORGOT_MAX_PER_MINUTE);
    const keys = [`ip:${request.ip}`, `email:${normalizeEmail(email)}`];
    const wait = retryAfterAny(throttle, keys);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw tooManyRequests(FORGOT_THROTTLED.replace('N', String(wait)), wait);
    }
    for (const key of keys) throttle.hit(key);

    // The answer is the same whether or not the email is registered on this host.
    const user = await findUserForReset(app, request.tenant, email);
    if (user) {
      try {
        const link = await issuePasswordLink(
          app,
          user,
          'reset',
          tenantBaseUrl(app, request.tenant),
        );
        await sendEmail(app, {
          to: user.email,
          subject: 'Reset your password',
          heading: `Hello ${user.name},`,
          lines: [
            'We received a request to reset the password of your account.',
            `This link expires in ${PASSWORD_LINK_TTL_MINUTES.reset} minutes and can be used once.`,
            'If you did not ask for a new password, you can ignore this email: your password stays the same.',
          ],
          action: { label: 'Reset Password', url: link },
          resellerId: tenantResellerId(request.tenant),
        });
      } catch (error) {
        // Never reveal anything to the caller; the failure is in the log.
        request.log.error({ err: error }, 'password reset email failed');
      }
    }
    return { success: true, message: RESET_LINK_SENT };
  });

  app.post('/api/reset-password', async (request) => {
    const payload = await validateOrThrow(resetPasswordSchema, request.body);
    await resetPasswordWithToken(app, request.tenant, payload);
    return { success: true, message: PASSWORD_RESET_DONE };
  });
}
