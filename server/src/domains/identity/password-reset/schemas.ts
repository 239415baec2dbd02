import {
  forgotPasswordSchema,
  resetPasswordSchema,
  resetTokenCheckSchema,
} from '@voice/contracts/schemas';
import { SuccessMessageReply } from '@voice/contracts/replies';
import { replies, tagged } from '../../../lib/route-schema';

export const passwordResetSchemas = tagged('Authentication', {
  forgot: {
    summary: 'Request a password reset email',
    body: forgotPasswordSchema,
    response: replies({ 200: SuccessMessageReply }, [422, 429]),
  },
  reset: {
    summary: 'Reset a password',
    body: resetPasswordSchema,
    response: replies({ 200: SuccessMessageReply }, [422, 429]),
  },
  /** POST /api/reset-password/check: is the link still good (nothing spent)? */
  check: {
    summary: 'Check a password reset token',
    body: resetTokenCheckSchema,
    response: replies({ 200: SuccessMessageReply }, [422, 429]),
  },
});
