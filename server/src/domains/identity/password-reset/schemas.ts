import {
  forgotPasswordSchema,
  resetPasswordSchema,
  resetTokenCheckSchema,
} from '@voice/contracts/schemas';
import { SuccessMessageReply } from '@voice/contracts/replies';
import { replies } from '../../../lib/route-schema';

export const passwordResetSchemas = {
  forgot: {
    body: forgotPasswordSchema,
    response: replies({ 200: SuccessMessageReply }, [422, 429]),
  },
  reset: { body: resetPasswordSchema, response: replies({ 200: SuccessMessageReply }, [422, 429]) },
  /** POST /api/reset-password/check: is the link still good (nothing spent)? */
  check: {
    body: resetTokenCheckSchema,
    response: replies({ 200: SuccessMessageReply }, [422, 429]),
  },
};
