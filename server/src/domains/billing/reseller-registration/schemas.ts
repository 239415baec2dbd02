import { domainAvailabilitySchema, emailAvailabilitySchema } from '@voice/contracts/schemas';
import { object, string } from 'yup';
import { documentedOnly, json, replies } from '../../../lib/route-schema';

/** :reference of a registration (rr_ + 32 hex; anything else is a 404, as an unknown one). */
export const registrationParamsSchema = object({ reference: string().required() });

const availability = json.open({ available: json.boolean });

/** The wizard's multipart form (read and validated by the handler: fields and logo together). */
const registrationForm = documentedOnly({
  type: 'object',
  description:
    'multipart/form-data, validated with the shared resellerRegistrationSchema; logo_file: PNG, JPG or GIF, up to 2MB and 800x400px.',
  properties: {
    org_name: { type: 'string' },
    company_email: { type: 'string' },
    logo_file: { type: 'string', format: 'binary' },
    subdomain_name: { type: 'string' },
    admin_name: { type: 'string' },
    admin_email: { type: 'string' },
    admin_phone: { type: 'string' },
    billing_interval: { type: 'string', enum: ['monthly', 'yearly'] },
    terms: { type: 'string' },
    reseller_package_id: { type: 'string' },
  },
});

export const resellerRegistrationSchemas = {
  packages: {
    response: replies({
      200: json.object({
        success: json.boolean,
        data: json.array(json.open({ id: json.integer, name: json.string })),
      }),
    }),
  },
  checkDomain: {
    body: domainAvailabilitySchema,
    response: replies({ 200: availability }, [404, 422, 429]),
  },
  checkEmail: {
    body: emailAvailabilitySchema,
    response: replies({ 200: availability }, [404, 422, 429]),
  },
  register: {
    consumes: ['multipart/form-data'],
    body: registrationForm,
    response: replies(
      {
        201: json.object(
          { success: json.boolean, checkout_url: json.string, message: json.string },
          ['checkout_url', 'message'],
        ),
      },
      [404, 422, 429],
    ),
  },
  status: {
    params: registrationParamsSchema,
    response: replies(
      {
        200: json.object({
          success: json.boolean,
          data: json.object({
            status: json.string,
            org_name: json.string,
            subdomain: json.string,
            site_url: json.string,
            login_url: json.string,
          }),
        }),
      },
      [404, 429],
    ),
  },
};
