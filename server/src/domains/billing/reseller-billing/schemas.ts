import {
  AdminResellerPackageListReply,
  AdminResellerPackageReply,
  AdminResellerSubscriptionListReply,
  ResellerBillingCheckoutReply,
  ResellerBillingReply,
  ResellerSubscriptionSummaryReply,
  ResellerTransactionListReply,
} from '@voice/contracts/replies';
import { mixed, object, string } from 'yup';
import {
  resellerBillingCheckoutSchema,
  resellerPackageIdSchema,
  resellerPackageSchema,
} from '@voice/contracts/schemas';
import type { ResellerBillingStatus } from '@voice/contracts';
import { idFilterField } from '../../../lib/id-fields';
import { blankToUndefined, pagingFields } from '../../../lib/paging';
import { replies, tagged } from '../../../lib/route-schema';

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
  reseller_id: idFilterField('The reseller id must be an integer.'),
});

export const resellerBillingSchemas = tagged('Reseller billing', {
  /** The signed-in reseller admin's own package with the platform, and the packages on offer. */
  show: {
    summary: "Show the reseller's own subscription to the platform",
    response: replies({ 200: ResellerBillingReply }, [401, 403]),
  },
  /** Pay (pending), renew (expired or ending) or upgrade (pricier package): the checkout URL. */
  checkout: {
    summary: 'Start a checkout for a reseller plan',
    body: resellerBillingCheckoutSchema,
    response: replies({ 200: ResellerBillingCheckoutReply }, [401, 403, 404, 422]),
  },
  /** Cancel at period end (usable until then), or undo it: the package as /reseller-billing shows it. */
  lifecycle: {
    response: replies({ 200: ResellerSubscriptionSummaryReply }, [401, 403, 404, 422]),
  },
  packages: {
    summary: 'List reseller plans',
    response: replies({ 200: AdminResellerPackageListReply }, [401, 403]),
  },
  createPackage: {
    summary: 'Create a reseller plan',
    body: resellerPackageSchema,
    response: replies({ 201: AdminResellerPackageReply }, [401, 403, 422]),
  },
  updatePackage: {
    summary: 'Update a reseller plan',
    params: resellerPackageIdSchema,
    body: resellerPackageSchema,
    response: replies({ 200: AdminResellerPackageReply }, [401, 403, 404, 422]),
  },
  packageAction: {
    params: resellerPackageIdSchema,
    response: replies({ 200: AdminResellerPackageReply }, [401, 403, 404, 422]),
  },
  subscriptions: {
    summary: "List resellers' subscriptions",
    querystring: resellerSubscriptionsQuerySchema,
    response: replies({ 200: AdminResellerSubscriptionListReply }, [401, 403, 422]),
  },
  transactions: {
    summary: "List resellers' payments",
    querystring: resellerTransactionsQuerySchema,
    response: replies({ 200: ResellerTransactionListReply }, [401, 403, 422]),
  },
});
