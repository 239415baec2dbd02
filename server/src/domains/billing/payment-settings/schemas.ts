import { MAX_ID } from '../../../lib/validate';
import { number, object } from 'yup';
import { stripeConfigurationSchema } from '@voice/contracts/schemas';
import {
  StripeConfigurationReply,
  StripeConfigurationSavedReply,
  WebhookReceivedReply,
} from '@voice/contracts/replies';
import { documentedOnly, replies, tagged } from '../../../lib/route-schema';

/** StripeConfiguration (packages/contracts entities/tenant-billing.ts): one of the two views. */
export const resellerWebhookParamsSchema = object({
  resellerId: number().typeError('Not Found').required().integer().min(1).max(MAX_ID, 'Not Found'),
});

export const paymentSettingsSchemas = tagged('Payments', {
  read: {
    summary: "Show the tenant's Stripe settings",
    response: replies({ 200: StripeConfigurationReply }, [401, 403]),
  },
  save: {
    summary: "Save the tenant's Stripe settings",
    body: stripeConfigurationSchema,
    response: replies({ 200: StripeConfigurationSavedReply }, [401, 403, 422]),
  },
  remove: {
    summary: "Remove the tenant's Stripe settings",
    response: replies({ 200: StripeConfigurationSavedReply }, [401, 403]),
  },
  /** A reseller's Stripe account's events, signed with that reseller's webhook secret. */
  resellerWebhook: {
    summary: "Receive a reseller's Stripe webhook",
    params: resellerWebhookParamsSchema,
    body: documentedOnly({
      type: 'string',
      description: "The reseller's Stripe account's signed JSON event (stripe-signature header).",
    }),
    response: replies({ 200: WebhookReceivedReply }, [400, 404, 422]),
  },
});
