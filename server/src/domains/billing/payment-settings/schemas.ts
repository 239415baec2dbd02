import { MAX_ID } from '../../../lib/validate';
import { number, object } from 'yup';
import { stripeConfigurationSchema } from '@voice/contracts/schemas';
import { documentedOnly, json, replies } from '../../../lib/route-schema';

/** StripeConfiguration (packages/contracts entities/tenant-billing.ts): one of the two views. */
const configuration = json.open({
  scope: { type: 'string', enum: ['reseller', 'platform'] },
  configured: json.boolean,
  publishable_key: json.nullableString,
  secret_key_masked: json.nullableString,
  webhook_secret_masked: json.nullableString,
  webhook_url: json.nullableString,
  updated_at: json.nullableString,
  provider: json.string,
  currency: json.string,
});

export const resellerWebhookParamsSchema = object({
  resellerId: number().typeError('Not Found').required().integer().min(1).max(MAX_ID, 'Not Found'),
});

export const paymentSettingsSchemas = {
  read: {
    response: replies(
      { 200: json.object({ success: json.boolean, data: configuration }) },
      [401, 403],
    ),
  },
  save: {
    body: stripeConfigurationSchema,
    response: replies(
      { 200: json.object({ success: json.boolean, message: json.string, data: configuration }) },
      [401, 403, 422],
    ),
  },
  remove: {
    response: replies(
      { 200: json.object({ success: json.boolean, message: json.string, data: configuration }) },
      [401, 403],
    ),
  },
  /** A reseller's Stripe account's events, signed with that reseller's webhook secret. */
  resellerWebhook: {
    params: resellerWebhookParamsSchema,
    body: documentedOnly({
      type: 'string',
      description: "The reseller's Stripe account's signed JSON event (stripe-signature header).",
    }),
    response: replies({ 200: json.object({ received: json.boolean }) }, [400, 404, 422]),
  },
};
