import { loginAsTokenSchema } from '@voice/contracts/schemas';
import { object, string } from 'yup';
import { json, replies } from '../../../lib/route-schema';
import { userReply } from '../users/schemas';

/** ?search= of the Switch User list: searched case-insensitively in name, email and reseller name. */
export const switchListQuerySchema = object({ search: string().default('') });

/** :id of the user to act as (an unknown or malformed id is a 404 'User not found', as before). */
export const loginAsParamsSchema = object({ id: string().required() });

export const loginAsSchemas = {
  /** An invalid body is answered like an invalid token: 422 {success:false, message}. */
  validateToken: {
    body: loginAsTokenSchema,
    response: replies(
      {
        200: json.object({
          success: json.boolean,
          user: userReply,
          token: json.string,
          message: json.string,
        }),
      },
      [422],
    ),
  },
  switchList: {
    querystring: switchListQuerySchema,
    response: replies(
      {
        200: json.object({
          success: json.boolean,
          data: json.array(
            json.object({
              id: json.integer,
              name: json.string,
              email: json.string,
              reseller_name: json.nullableString,
            }),
          ),
        }),
      },
      [401, 403, 422],
    ),
  },
  loginAs: {
    params: loginAsParamsSchema,
    response: replies(
      {
        200: json.object({
          success: json.boolean,
          token: json.string,
          user: userReply,
          is_same_reseller: json.boolean,
          target_reseller: {
            type: ['object', 'null'],
            properties: { domain: json.string },
            required: ['domain'],
            additionalProperties: false,
          },
        }),
      },
      [401, 403, 404, 422],
    ),
  },
  checkImpersonation: {
    response: replies(
      {
        200: json.object({
          success: json.boolean,
          is_impersonating: json.boolean,
          original_admin_id: json.nullableInteger,
        }),
      },
      [401],
    ),
  },
  /** {token, user} on the admin's own host, {redirect_url} on a reseller's subdomain. */
  revert: {
    response: replies(
      {
        200: json.object(
          {
            success: json.boolean,
            token: json.string,
            user: userReply,
            redirect_url: json.string,
          },
          ['token', 'user', 'redirect_url'],
        ),
      },
      [401, 403, 422],
    ),
  },
};
