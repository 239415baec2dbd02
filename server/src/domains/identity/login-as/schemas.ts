import {
  ImpersonationStatusReply,
  LoginAsTokenReply,
  LoginAsUserReply,
  RevertLoginAsReply,
  SwitchableUserListReply,
} from '@voice/contracts/replies';
import { loginAsTokenSchema } from '@voice/contracts/schemas';
import { object, string } from 'yup';
import { replies, tagged } from '../../../lib/route-schema';

/** ?search= of the Switch User list: searched case-insensitively in name, email and reseller name. */
export const switchListQuerySchema = object({ search: string().default('') });

/** :id of the user to act as (an unknown or malformed id is a 404 'User not found', as before). */
export const loginAsParamsSchema = object({ id: string().required() });

export const loginAsSchemas = tagged('Impersonation', {
  /** An invalid body is answered like an invalid token: 422 {success:false, message}. */
  validateToken: {
    summary: 'Exchange a sign-in-as token for a session',
    body: loginAsTokenSchema,
    response: replies({ 200: LoginAsTokenReply }, [422]),
  },
  switchList: {
    summary: 'List the users an admin can sign in as',
    querystring: switchListQuerySchema,
    response: replies({ 200: SwitchableUserListReply }, [401, 403, 422]),
  },
  loginAs: {
    summary: 'Sign in as a user',
    params: loginAsParamsSchema,
    response: replies({ 200: LoginAsUserReply }, [401, 403, 404, 422]),
  },
  checkImpersonation: {
    summary: 'Tell whether the session is signed in as another user',
    response: replies({ 200: ImpersonationStatusReply }, [401]),
  },
  /** {token, user} on the admin's own host, {redirect_url} on a reseller's subdomain. */
  revert: {
    summary: 'Return to the admin account after signing in as a user',
    response: replies({ 200: RevertLoginAsReply }, [401, 403, 422]),
  },
});
