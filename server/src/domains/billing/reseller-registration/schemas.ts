import {
  AvailabilityReply,
  ResellerRegistrationPackagesReply,
  ResellerRegistrationReply,
  ResellerRegistrationStatusReply,
} from '@voice/contracts/replies';
import { domainAvailabilitySchema, emailAvailabilitySchema } from '@voice/contracts/schemas';
import { object, string } from 'yup';
import { documentedOnly, replies, tagged } from '../../../lib/route-schema';

/** :reference of a registration (rr_ + 32 hex; anything else is a 404, as an unknown one). */
export const registrationParamsSchema = object({ reference: string().required() });

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

export const resellerRegistrationSchemas = tagged('Resellers', {
  packages: {
    summary: 'List the plans a new reseller can choose',
    response: replies({ 200: ResellerRegistrationPackagesReply }),
  },
  checkDomain: {
    summary: 'Check that a subdomain is free',
    body: domainAvailabilitySchema,
    response: replies({ 200: AvailabilityReply }, [404, 422, 429]),
  },
  checkEmail: {
    summary: 'Check that an email address is free',
    body: emailAvailabilitySchema,
    response: replies({ 200: AvailabilityReply }, [404, 422, 429]),
  },
  register: {
    summary: 'Register a reseller',
    consumes: ['multipart/form-data'],
    body: registrationForm,
    response: replies({ 201: ResellerRegistrationReply }, [404, 422, 429]),
  },
  status: {
    summary: "Show a reseller registration's status",
    params: registrationParamsSchema,
    response: replies({ 200: ResellerRegistrationStatusReply }, [404, 429]),
  },
});
