import { number, object, string } from 'yup';
import { BILLING_INTERVALS } from '@voice/contracts';
import { blankToUndefined } from '../../../lib/paging';
import { json, replies } from '../../../lib/route-schema';
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

/** What an upgrade costs now (Stripe's proration): credit and charge lines, amount_due charged today. */
const upgradePreview = json.object({
  package_id: json.integer,
  billing_interval: json.string,
  new_amount: json.number,
  currency: json.string,
  credit: json.number,
  charge: json.number,
  amount_due: json.number,
  proration_date: json.string,
  current_period_end: json.nullableString,
});

const pkg = json.open({ id: json.integer, name: json.string, price: json.number });

/** Subscription (packages/contracts entities/billing.ts). */
const subscription = json.open({
  id: json.integer,
  status: json.string,
  package: pkg,
  current_period_start: json.nullableString,
  current_period_end: json.nullableString,
  billing_interval: json.string,
  /** Charged every interval: the plan's price for it, or a custom deal's own amount. */
  amount: json.number,
  is_custom: json.boolean,
  status_badge_class: json.string,
  cancel_at_period_end: json.boolean,
  pending_package: { anyOf: [pkg, { type: 'null' }] },
  /** A cheaper plan that starts at the next renewal (a scheduled downgrade), or null. */
  scheduled_package: { anyOf: [pkg, { type: 'null' }] },
  last_payment_error: json.nullableString,
  /** past_due: the plan stays usable until then, then it expires. */
  grace_until: json.nullableString,
  reference: json.string,
});

/** Usage (spec 001 §3). */
const usage = json.object({
  assistants: json.object({ used: json.integer, limit: json.integer, remaining: json.integer }),
  minutes: json.object({
    used: json.integer,
    limit: json.integer,
    is_unlimited: json.boolean,
    overage_minutes: json.integer,
    overage_cost: json.number,
    billing_period_start: json.nullableString,
    billing_period_end: json.nullableString,
    is_calendar_month_fallback: json.boolean,
  }),
  subscription: json.object({ status: json.string, days_remaining: json.nullableInteger }),
  package: json.object({ name: json.string }),
});

/** {success, message, data: {subscription, checkout_url, ends_at?}} of subscribe, checkout, upgrade, cancel. */
const actionResult = json.object({
  success: json.boolean,
  message: json.string,
  data: json.object(
    {
      subscription: { anyOf: [subscription, { type: 'null' }] },
      checkout_url: json.nullableString,
      ends_at: json.nullableString,
    },
    ['ends_at'],
  ),
});

export const subscriptionSchemas = {
  current: {
    response: replies(
      {
        200: json.object({
          success: json.boolean,
          data: { anyOf: [subscription, { type: 'null' }] },
        }),
      },
      [401],
    ),
  },
  usage: {
    response: replies({ 200: json.object({ success: json.boolean, data: usage }) }, [401, 404]),
  },
  /**
   * A free plan is active at once (message 'Subscription created successfully!', checkout_url null); a paid one
   * answers a pending subscription and checkout_url (pay there; the webhook activates it). 422: another
   * tenant's or a retired plan (errors.package_id), or a live subscription already.
   */
  subscribe: {
    body: subscribeBodySchema,
    response: replies({ 200: actionResult }, [401, 422]),
  },
  /**
   * The /payment page's call: a fresh checkout for package_id. Without a subscription it subscribes (as
   * /subscribe); a pending one is moved to this plan and interval and gets a new checkout (a declined or
   * abandoned payment can be paid again); an active one: 422.
   */
  checkout: {
    body: subscribeBodySchema,
    response: replies({ 200: actionResult }, [401, 422]),
  },
  /**
   * Only to a plan of the same tenant that costs more for the subscription's interval. The prorated difference is
   * charged to the saved card at once (402: declined, nothing changed); without one, checkout_url pays it.
   */
  upgrade: {
    body: upgradeBodySchema,
    response: replies({ 200: actionResult }, [401, 422]),
  },
  /** The upgrade's price today, before the user confirms (422 as the upgrade would refuse it). */
  upgradePreview: {
    querystring: upgradePreviewQuerySchema,
    response: replies(
      { 200: json.object({ success: json.boolean, data: upgradePreview }) },
      [401, 422],
    ),
  },
  /**
   * To a plan of the same tenant that costs less for the subscription's interval: scheduled for the end of the paid
   * period (subscription.scheduled_package), applied by the renewal. 404 without a plan, 422 otherwise refused.
   */
  downgrade: {
    body: upgradeBodySchema.pick(['package_id']),
    response: replies({ 200: actionResult }, [401, 404, 422]),
  },
  /** Drops the scheduled downgrade: the plan renews as it is. */
  cancelDowngrade: {
    response: replies({ 200: actionResult }, [401, 404, 422]),
  },
  /** Undoes a cancellation before the period ends (422 when not cancelled). */
  resume: {
    response: replies({ 200: actionResult }, [401, 404, 422]),
  },
  /** At the end of the paid period (data.ends_at); a pending subscription at once. 404 without one. */
  cancel: {
    response: replies({ 200: actionResult }, [401, 404]),
  },
};
