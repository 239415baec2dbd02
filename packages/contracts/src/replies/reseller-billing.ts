import type { BillingInterval } from '../entities/common';
import type { ResellerBillingStatus } from '../entities/reseller-billing';
import { dataReply, pagedList, savedReply } from './common';
import { json } from './json';

// A reseller's business with the platform: the packages it buys, its subscription and payments, its
// registration, and the sandbox clock of its subscription. Users' billing with their tenant is in billing.ts.

/** Reseller package offered in the registration wizard's step 4 (spec 000 §3) and on /reseller-billing. */
export const ResellerPackageSchema = json.object({
  id: json.integer,
  name: json.string,
  /** monthly price */
  price: json.number,
  yearly_price: json.number,
  description: json.string,
  is_popular: json.boolean,
  formatted_voice_agents_limit: json.string,
  formatted_minutes_limit: json.string,
  support_level: json.string,
});

/** A reseller package as the platform admin manages it. */
export const AdminResellerPackageSchema = json.object({
  ...ResellerPackageSchema.properties,
  voice_agents_limit: json.integer,
  minutes_limit: json.integer,
  is_active: json.boolean,
  sort_order: json.integer,
  live_subscriptions: json.integer,
});

const resellerSummaryFields = {
  id: json.integer,
  status: json.stringOf<ResellerBillingStatus>(),
  package: json.object({
    id: json.integer,
    name: json.string,
    price: json.number,
    yearly_price: json.number,
  }),
  billing_interval: json.stringOf<BillingInterval>(),
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
/** A reseller's own package with the platform (/reseller-billing). */
export const ResellerSubscriptionSummarySchema = json.object(resellerSummaryFields);
/** Who a reseller row of the platform's lists is. */
const resellerRef = json.object({
  id: json.integer,
  org_name: json.string,
  subdomain: json.string,
});

/** GET /api/reseller-billing data: the reseller admin's own package with the platform, and the packages on offer. */
export const ResellerBillingSchema = json.object({
  subscription: json.orNull(ResellerSubscriptionSummarySchema),
  packages: json.array(ResellerPackageSchema),
});
export const ResellerBillingReply = dataReply(ResellerBillingSchema);
export const ResellerBillingCheckoutReply = savedReply(
  json.object({ checkout_url: json.nullableString }),
);
export const ResellerSubscriptionSummaryReply = savedReply(ResellerSubscriptionSummarySchema);
export const AdminResellerPackageListReply = dataReply(json.array(AdminResellerPackageSchema));
export const AdminResellerPackageReply = savedReply(AdminResellerPackageSchema);
/** A reseller's package with the platform, as the platform admin lists them. */
export const AdminResellerSubscriptionSchema = json.object({
  ...resellerSummaryFields,
  reseller: resellerRef,
});
export const AdminResellerSubscriptionListReply = pagedList(AdminResellerSubscriptionSchema);
/** A reseller's payment to the platform. */
export const ResellerTransactionSchema = json.object({
  id: json.integer,
  reference: json.nullableString,
  status: json.string,
  amount: json.number,
  currency: json.string,
  description: json.nullableString,
  provider: json.nullableString,
  provider_ref: json.nullableString,
  created_at: json.string,
  reseller: json.orNull(resellerRef),
});
export const ResellerTransactionListReply = pagedList(ResellerTransactionSchema);

/** GET /api/reseller-packages: the wizard's packages. */
export const ResellerRegistrationPackagesReply = dataReply(
  json.array(json.open({ id: json.integer, name: json.string })),
);
/** Reply of the domain and email availability checks. */
export const AvailabilityReply = json.open(
  { available: json.boolean, message: json.asIs<string>() },
  ['message'],
);
/** POST /api/register-reseller: a checkout URL to follow, or a success message then /login. */
export const ResellerRegistrationReply = json.object(
  { success: json.boolean, checkout_url: json.string, message: json.string },
  ['checkout_url', 'message'],
);
/**
 * GET /api/reseller-registrations/{reference}: a registration by its checkout reference (the success page's
 * lookup; not a call of the spec).
 */
export const ResellerRegistrationStatusSchema = json.object({
  /** The reseller subscription: 'pending' until the provider confirms the payment, then 'active'. */
  status: json.string,
  org_name: json.string,
  subdomain: json.string,
  site_url: json.string,
  login_url: json.string,
});
export const ResellerRegistrationStatusReply = dataReply(ResellerRegistrationStatusSchema);

/** The sandbox clock for a reseller's package with the platform. */
export const ResellerSandboxClockReply = savedReply(
  json.object({
    subscription: ResellerSubscriptionSummarySchema,
    moved_by_seconds: json.integer,
    outcome: json.object({ renewed: json.integer, failed: json.integer }),
  }),
);
