import { ResellerSandboxClockReply, SandboxClockReply } from '@voice/contracts/replies';
import { number, object } from 'yup';
import { replies, tagged } from '../../../lib/route-schema';
import { RESELLER_BILLING_MESSAGES } from '../reseller-billing/messages';

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found.';
export const CLOCK_ADVANCED = 'The subscription clock was advanced to the end of its period.';
export const CLOCK_LINKS_EXPIRED =
  "The clock was advanced past the validity of the pending subscription's payment links.";

/** :id of POST /api/sandbox/subscriptions/:id/advance-clock. */
export const advanceClockParamsSchema = object({
  id: number()
    .typeError(SUBSCRIPTION_NOT_FOUND)
    .required(SUBSCRIPTION_NOT_FOUND)
    .integer(SUBSCRIPTION_NOT_FOUND)
    .min(1, SUBSCRIPTION_NOT_FOUND)
    // Row ids are 32-bit integers on PostgreSQL.
    .max(2_147_483_647, SUBSCRIPTION_NOT_FOUND),
});

export const RESELLER_CLOCK_ADVANCED =
  'The reseller subscription clock was advanced to the end of its period.';
export const RESELLER_SUBSCRIPTION_NOT_FOUND = RESELLER_BILLING_MESSAGES.subscriptionNotFound;

/** :id of POST /api/sandbox/reseller-subscriptions/:id/advance-clock. */
export const advanceResellerClockParamsSchema = object({
  id: number()
    .typeError(RESELLER_SUBSCRIPTION_NOT_FOUND)
    .required(RESELLER_SUBSCRIPTION_NOT_FOUND)
    .integer(RESELLER_SUBSCRIPTION_NOT_FOUND)
    .min(1, RESELLER_SUBSCRIPTION_NOT_FOUND)
    .max(2_147_483_647, RESELLER_SUBSCRIPTION_NOT_FOUND),
});

/** Subscription (packages/contracts entities/billing.ts), as GET /api/subscriptions/current answers it. */
export const sandboxClockSchemas = tagged('Sandbox', {
  /**
   * Sandbox only (404 with another provider): moves the subscription's dates back so that its period (or,
   * past_due, its grace period) ends now, then runs the billing job for it: renewal (charge of the saved test
   * card, plan + overage), failed renewal (past_due), end at period end, expiry after grace. Answers the
   * subscription and what the job did. Platform admins only.
   */
  advance: {
    summary: "Move a subscription's sandbox clock forward",
    params: advanceClockParamsSchema,
    response: replies({ 200: SandboxClockReply }, [401, 403, 404, 422]),
  },
  /**
   * The same clock for a reseller's package with the platform: its period moves back so that it ends now
   * (after a failed renewal: so that its grace ends now), then the reseller renewal job runs for it.
   */
  advanceReseller: {
    summary: "Move a reseller subscription's sandbox clock forward",
    params: advanceResellerClockParamsSchema,
    response: replies({ 200: ResellerSandboxClockReply }, [401, 403, 404, 422]),
  },
});
