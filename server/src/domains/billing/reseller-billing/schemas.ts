import { mixed, number, object, string } from 'yup';
import {
  resellerBillingCheckoutSchema,
  resellerPackageIdSchema,
  resellerPackageSchema,
} from '@voice/contracts/schemas';
import type { ResellerBillingStatus } from '@voice/contracts';
import { blankToUndefined, pagingFields } from '../../../lib/paging';
import { json, pagedList, replies } from '../../../lib/route-schema';

const STATUSES: ResellerBillingStatus[] = ['pending', 'active', 'expired', 'cancelled'];

/** ?page=&per_page=&status=&search= */
export const resellerSubscriptionsQuerySchema = object({
  ...pagingFields(15),
  status: mixed<ResellerBillingStatus>()
    .transform(blankToUndefined)
    .oneOf([...STATUSES, undefined], 'The status must be pending, active, expired or cancelled.'),
  search: string().trim().max(100, 'The search may not be greater than 100 characters.'),
});

/** ?page=&per_page=&reseller_id= */
export const resellerTransactionsQuerySchema = object({
  ...pagingFields(15),
  reseller_id: number()
    .transform(blankToUndefined)
    .typeError('The reseller id must be an integer.')
    .integer('The reseller id must be an integer.')
    .positive('The reseller id must be an integer.')
    .max(2_147_483_647, 'The reseller id must be an integer.'),
});

const resellerPackage = {
  id: json.integer,
  name: json.string,
  price: json.number,
  yearly_price: json.number,
  description: json.string,
  is_popular: json.boolean,
  formatted_voice_agents_limit: json.string,
  formatted_minutes_limit: json.string,
  support_level: json.string,
};

const adminPackage = json.object({
  ...resellerPackage,
  voice_agents_limit: json.integer,
  minutes_limit: json.integer,
  is_active: json.boolean,
  sort_order: json.integer,
  live_subscriptions: json.integer,
});

const summaryFields = {
  id: json.integer,
  status: json.string,
  package: json.object({
    id: json.integer,
    name: json.string,
    price: json.number,
    yearly_price: json.number,
  }),
  billing_interval: json.string,
  amount: json.number,
  currency: json.string,
  current_period_start: json.nullableString,
  current_period_end: json.nullableString,
  days_remaining: json.nullableInteger,
  last_payment_error: json.nullableString,
  can_pay: json.boolean,
  can_renew: json.boolean,
  created_at: json.string,
  cancel_at_period_end: json.boolean,
  grace_until: json.nullableString,
};
const resellerRef = json.object({
  id: json.integer,
  org_name: json.string,
  subdomain: json.string,
});

const packageReply = json.object({
  success: json.boolean,
  message: json.string,
  data: adminPackage,
});

export const resellerBillingSchemas = {
  /** The signed-in reseller admin's own package with the platform, and the packages on offer. */
  show: {
    response: replies(
      {
        200: json.object({
          success: json.boolean,
          data: json.object({
            subscription: { anyOf: [json.object(summaryFields), { type: 'null' }] },
            packages: json.array(json.object(resellerPackage)),
          }),
        }),
      },
      [401, 403],
    ),
  },
  /** Pay (pending), renew (expired or ending) or upgrade (pricier package): the checkout URL. */
  checkout: {
    body: resellerBillingCheckoutSchema,
    response: replies(
      {
        200: json.object({
          success: json.boolean,
          message: json.string,
          data: json.object({ checkout_url: json.nullableString }),
        }),
      },
      [401, 403, 404, 422],
    ),
  },
  /** Cancel at period end (usable until then), or undo it: the package as /reseller-billing shows it. */
  lifecycle: {
    response: replies(
      {
        200: json.object({
          success: json.boolean,
          message: json.string,
          data: json.object(summaryFields),
        }),
      },
      [401, 403, 404, 422],
    ),
  },
  packages: {
    response: replies(
      { 200: json.object({ success: json.boolean, data: json.array(adminPackage) }) },
      [401, 403],
    ),
  },
  createPackage: {
    body: resellerPackageSchema,
    response: replies({ 201: packageReply }, [401, 403, 422]),
  },
  updatePackage: {
    params: resellerPackageIdSchema,
    body: resellerPackageSchema,
    response: replies({ 200: packageReply }, [401, 403, 404, 422]),
  },
  packageAction: {
    params: resellerPackageIdSchema,
    response: replies({ 200: packageReply }, [401, 403, 404, 422]),
  },
  subscriptions: {
    querystring: resellerSubscriptionsQuerySchema,
    response: replies(
      { 200: pagedList(json.object({ ...summaryFields, reseller: resellerRef })) },
      [401, 403, 422],
    ),
  },
  transactions: {
    querystring: resellerTransactionsQuerySchema,
    response: replies(
      {
        200: pagedList(
          json.object({
            id: json.integer,
            reference: json.nullableString,
            status: json.string,
            amount: json.number,
            currency: json.string,
            description: json.nullableString,
            provider: json.nullableString,
            provider_ref: json.nullableString,
            created_at: json.string,
            reseller: { anyOf: [resellerRef, { type: 'null' }] },
          }),
        ),
      },
      [401, 403, 422],
    ),
  },
};

/** The summary of one reseller subscription, for the sandbox clock's answer. */
export const resellerSummarySchema = json.object(summaryFields);
