import { object, string } from 'yup';
import {
  createCustomSubscriptionSchema,
  customSubscriptionIdSchema,
} from '@voice/contracts/schemas';
import { pagingFields } from '../../../lib/paging';
import { json, pagedList, replies, successMessage } from '../../../lib/route-schema';

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
const customSubscription = json.open({
  id: json.integer,
  user: json.object({ name: json.string, email: json.string }),
  package: json.object({ name: json.string, description: json.string }),
  custom_amount: json.number,
  status: json.string,
  current_period_start: json.nullableString,
  current_period_end: json.nullableString,
  payment_link_url: json.nullableString,
  payment_link_expires_at: json.nullableString,
  link_expired: json.boolean,
  created_at: json.string,
  billing_interval: json.string,
  duration_months: json.integer,
});

const summary = json.object({
  total: json.integer,
  pending: json.integer,
  active: json.integer,
  expired_links: json.integer,
});

const adminSubscription = json.open({
  id: json.integer,
  user: json.object({ id: json.integer, name: json.string, email: json.string }),
  package: json.object({ id: json.integer, name: json.string }),
  reseller_name: json.nullableString,
  status: json.string,
  billing_interval: json.string,
  amount: json.number,
  currency: json.string,
  is_custom: json.boolean,
  current_period_start: json.nullableString,
  current_period_end: json.nullableString,
  cancel_at_period_end: json.boolean,
  created_at: json.string,
});

export const customSubscriptionSchemas = {
  list: {
    response: replies(
      {
        200: json.object({
          success: json.boolean,
          data: json.array(customSubscription),
          summary,
        }),
      },
      [401, 403],
    ),
  },
  packages: {
    response: replies(
      {
        200: json.object({
          success: json.boolean,
          data: json.array(
            json.open({ id: json.integer, name: json.string, reseller_id: json.nullableInteger }),
          ),
        }),
      },
      [401, 403],
    ),
  },
  create: {
    body: createCustomSubscriptionSchema,
    response: replies(
      {
        201: json.object({
          success: json.boolean,
          message: json.string,
          data: json.object({
            payment_link: json.string,
            amount: json.number,
            expires_at: json.string,
            subscription: customSubscription,
          }),
        }),
      },
      [401, 403, 422],
    ),
  },
  activate: {
    body: customSubscriptionIdSchema,
    response: replies({ 200: successMessage }, [401, 403, 404, 422]),
  },
  resend: {
    body: customSubscriptionIdSchema,
    response: replies(
      {
        200: json.object({
          success: json.boolean,
          message: json.string,
          data: json.object({ payment_link: json.string, expires_at: json.string }),
        }),
      },
      [401, 403, 404, 422],
    ),
  },
  adminList: {
    querystring: adminSubscriptionsQuerySchema,
    response: replies({ 200: pagedList(adminSubscription) }, [401, 403, 422]),
  },
};
