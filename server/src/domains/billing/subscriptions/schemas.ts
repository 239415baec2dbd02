import { number, object, string } from 'yup';
import { BILLING_INTERVALS } from '@voice/contracts';
import {
  CurrentSubscriptionReply,
  SubscriptionActionReply,
  UpgradePreviewReply,
  UsageReply,
} from '@voice/contracts/replies';
import { blankToUndefined } from '../../../lib/paging';
import { replies, tagged } from '../../../lib/route-schema';
import { MAX_ID } from '../../../lib/validate';

/** The spec shows no form for these calls: the messages are ours, in the API's style. */
const packageId = () =>
  number()
    .transform(blankToUndefined)
    .typeError('The package id must be an integer.')
    .required('The package id field is required.')
    .integer('The package id must be an integer.')
    .positive('The selected package is invalid.')
    // Beyond any row id (PostgreSQL's integer): invalid, not a database error.
    .max(MAX_ID, 'The selected package is invalid.');

/** POST /api/subscriptions/subscribe and /checkout: {package_id, billing_interval? (monthly)}. */
export const subscribeBodySchema = object({
  package_id: packageId(),
  billing_interval: string()
    .transform(blankToUndefined)
    .oneOf(BILLING_INTERVALS, 'The billing interval must be monthly or yearly.')
    .default('monthly'),
});

/**
 * POST /api/subscriptions/upgrade: {package_id, proration_date?} (the billing interval stays). proration_date is the
 * preview's (GET /api/subscriptions/upgrade-preview): the amount charged is the one shown.
 */
export const upgradeBodySchema = object({
  package_id: packageId(),
  proration_date: string()
    .transform(blankToUndefined)
    .matches(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/,
      'The proration date must be an ISO date.',
    )
    .optional(),
});

/** GET /api/subscriptions/upgrade-preview?package_id= */
export const upgradePreviewQuerySchema = object({ package_id: packageId() });

export const subscriptionSchemas = tagged('Subscriptions', {
  current: {
    summary: 'Show the current subscription',
    response: replies({ 200: CurrentSubscriptionReply }, [401]),
  },
  usage: {
    summary: "Show the subscription's usage",
    response: replies({ 200: UsageReply }, [401, 404]),
  },
  /**
   * A free plan is active at once (message 'Subscription created successfully!', checkout_url null); a paid one
   * answers a pending subscription and checkout_url (pay there; the webhook activates it). 422: another
   * tenant's or a retired plan (errors.package_id), or a live subscription already.
   */
  subscribe: {
    summary: 'Subscribe to a plan',
    body: subscribeBodySchema,
    response: replies({ 200: SubscriptionActionReply }, [401, 422]),
  },
  /**
   * The /payment page's call: a fresh checkout for package_id. Without a subscription it subscribes (as
   * /subscribe); a pending one is moved to this plan and interval and gets a new checkout (a declined or
   * abandoned payment can be paid again); an active one: 422.
   */
  checkout: {
    summary: 'Start a checkout for a plan',
    body: subscribeBodySchema,
    response: replies({ 200: SubscriptionActionReply }, [401, 422]),
  },
  /**
   * Only to a plan of the same tenant that costs more for the subscription's interval. The prorated difference is
   * charged to the saved card at once (402: declined, nothing changed); without one, checkout_url pays it.
   */
  upgrade: {
    summary: 'Upgrade to a dearer plan',
    body: upgradeBodySchema,
    response: replies({ 200: SubscriptionActionReply }, [401, 422]),
  },
  /** The upgrade's price today, before the user confirms (422 as the upgrade would refuse it). */
  upgradePreview: {
    summary: 'Preview the price of an upgrade',
    querystring: upgradePreviewQuerySchema,
    response: replies({ 200: UpgradePreviewReply }, [401, 422]),
  },
  /**
   * To a plan of the same tenant that costs less for the subscription's interval: scheduled for the end of the paid
   * period (subscription.scheduled_package), applied by the renewal. 404 without a plan, 422 otherwise refused.
   */
  downgrade: {
    summary: 'Schedule a downgrade to a cheaper plan',
    body: upgradeBodySchema.pick(['package_id']),
    response: replies({ 200: SubscriptionActionReply }, [401, 404, 422]),
  },
  /** Drops the scheduled downgrade: the plan renews as it is. */
  cancelDowngrade: {
    summary: 'Cancel a scheduled downgrade',
    response: replies({ 200: SubscriptionActionReply }, [401, 404, 422]),
  },
  /** Undoes a cancellation before the period ends (422 when not cancelled). */
  resume: {
    summary: 'Resume a cancelled subscription',
    response: replies({ 200: SubscriptionActionReply }, [401, 404, 422]),
  },
  /** At the end of the paid period (data.ends_at); a pending subscription at once. 404 without one. */
  cancel: {
    summary: 'Cancel the subscription',
    response: replies({ 200: SubscriptionActionReply }, [401, 404]),
  },
});
