import {
  CustomDomainReply,
  CustomDomainSavedReply,
  SuccessMessageReply,
} from '@voice/contracts/replies';
import { customDomainAddSchema } from '@voice/contracts/schemas';
import { object, string } from 'yup';
import { idFilterField } from '../../../lib/id-fields';
import { replies, tagged } from '../../../lib/route-schema';

/** ?reseller_id=: the reseller a platform admin acts for (a reseller admin's own may be given or left out). */
const resellerQuerySchema = object({
  reseller_id: idFilterField('The reseller id must be an integer.').optional(),
});

/** GET /api/tls/ask?domain= (Caddy's on_demand_tls sends the name a client asked a certificate for). */
const askQuerySchema = object({
  domain: string().trim().max(253, 'The domain may be at most 253 characters.').default(''),
});

/**
 * A reseller's own domain: its reseller admins, and platform admins acting for one reseller (?reseller_id=).
 * 404 for another reseller's, 422 on the domain field for a domain that cannot be claimed.
 */
export const customDomainSchemas = tagged('Site settings', {
  read: {
    summary: "Read the site's custom domain and the DNS records that verify it",
    querystring: resellerQuerySchema,
    response: replies({ 200: CustomDomainReply }, [401, 403, 404, 422]),
  },
  add: {
    summary: 'Add a custom domain to the site (pending until verified)',
    querystring: resellerQuerySchema,
    body: customDomainAddSchema,
    response: replies({ 201: CustomDomainSavedReply }, [401, 403, 404, 422]),
  },
  verify: {
    summary: "Check the custom domain's DNS records now",
    querystring: resellerQuerySchema,
    response: replies({ 200: CustomDomainSavedReply }, [401, 403, 404, 422]),
  },
  remove: {
    summary: 'Remove the custom domain (the site stops answering on it at once)',
    querystring: resellerQuerySchema,
    response: replies({ 200: SuccessMessageReply }, [401, 403, 404, 422]),
  },
});

/** Caddy's question before it gets a certificate; no sign-in (Caddy asks), one indexed read. */
export const tlsAskSchemas = tagged('Site settings', {
  ask: {
    summary: 'Whether a certificate may be obtained for a host (the proxy asks)',
    querystring: askQuerySchema,
    response: replies({ 200: SuccessMessageReply }, [404, 422, 429]),
  },
});
