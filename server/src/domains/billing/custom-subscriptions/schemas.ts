import {
  AdminSubscriptionListReply,
  CustomSubscriptionCreatedReply,
  CustomSubscriptionListReply,
  CustomSubscriptionPackagesReply,
  PaymentLinkResentReply,
  SuccessMessageReply,
} from '@voice/contracts/replies';
import { object, string } from 'yup';
import {
  createCustomSubscriptionSchema,
  customSubscriptionIdSchema,
} from '@voice/contracts/schemas';
import { pagingFields } from '../../../lib/paging';
import { replies, tagged } from '../../../lib/route-schema';

export const SUBSCRIPTION_STATUS_FILTERS = [
  'pending',
  'active',
  'past_due',
  'cancelled',
  'expired',
] as const;

/** GET /api/admin/subscriptions?page&per_page&status */
export const adminSubscriptionsQuerySchema = object({
  ...pagingFields(15),
  status: string()
    .transform((value: string) => (value === '' ? undefined : value))
    .oneOf([...SUBSCRIPTION_STATUS_FILTERS], 'The selected status is invalid.')
    .optional(),
});

/** CustomSubscription (packages/contracts entities/billing.ts) and the link's expiry. */
export const customSubscriptionSchemas = tagged('Subscriptions', {
  list: {
    summary: 'List custom subscriptions',
    response: replies({ 200: CustomSubscriptionListReply }, [401, 403]),
  },
  packages: {
    summary: 'List the plans a custom subscription can use',
    response: replies({ 200: CustomSubscriptionPackagesReply }, [401, 403]),
  },
  create: {
    summary: 'Create a custom subscription with a payment link',
    body: createCustomSubscriptionSchema,
    response: replies({ 201: CustomSubscriptionCreatedReply }, [401, 403, 422]),
  },
  activate: {
    summary: 'Activate a custom subscription without payment',
    body: customSubscriptionIdSchema,
    response: replies({ 200: SuccessMessageReply }, [401, 403, 404, 422]),
  },
  resend: {
    summary: "Send a custom subscription's payment link again",
    body: customSubscriptionIdSchema,
    response: replies({ 200: PaymentLinkResentReply }, [401, 403, 404, 422]),
  },
  adminList: {
    summary: "List the tenant's subscriptions",
    querystring: adminSubscriptionsQuerySchema,
    response: replies({ 200: AdminSubscriptionListReply }, [401, 403, 422]),
  },
});
