import { LoginReply, RegisterReply, SuccessMessageReply } from '@voice/contracts/replies';
import { loginSchema, registerSchema } from '@voice/contracts/schemas';
import { replies, tagged } from '../../../lib/route-schema';

export const authSchemas = tagged('Authentication', {
  login: {
    summary: 'Sign in',
    body: loginSchema,
    response: replies({ 200: LoginReply }, [401, 403, 422, 429]),
  },
  /** Validated before the handler too; the handler adds a taken email to the other field errors. */
  register: {
    summary: 'Sign up',
    body: registerSchema,
    response: replies({ 201: RegisterReply }, [422, 429]),
  },
  logout: { summary: 'Sign out', response: replies({ 200: SuccessMessageReply }, [401]) },
});
