import type { BillingInterval } from '../entities/common';
import type {
  CustomSubscriptionStatus,
  SubscriptionStatus,
  TransactionKind,
  TransactionStatus,
} from '../entities/billing';
import {
  dataReply,
  fileReply,
  PackageRefSchema,
  pagedList,
  savedReply,
  UserRefSchema,
} from './common';
import { json } from './json';

/** Subscription package (spec 001 §3; the landing page uses a subset, see LandingPackage). */
export const PackageSchema = json.object({
  id: json.integer,
  name: json.string,
  description: json.string,
  /** monthly price */
  price: json.number,
  yearly_price: json.number,
  features: json.array(json.string),
  is_popular: json.boolean,
  /** -1 means unlimited */
  monthly_minutes_limit: json.integer,
  /** -1 means unlimited */
  voice_agents_limit: json.integer,
  analytics_level: json.string,
  support_level: json.string,
  monthly_payment_link: json.nullableString,
  yearly_payment_link: json.nullableString,
  extra_per_minute_charge: json.number,
  /** Knowledge sources per assistant (0: no knowledge base). */
  knowledge_sources_limit: json.integer,
  /** Total size of an assistant's knowledge sources, in MB (1,048,576 bytes). */
  knowledge_mb_limit: json.integer,
  /** Appointment booking included. */
  booking_enabled: json.boolean,
  /** Outbound campaigns included. */
  campaigns_enabled: json.boolean,
  /** Calls at once per campaign (0 without campaigns). */
  campaign_concurrency_limit: json.integer,
  /** Campaign contacts imported per calendar month, UTC (0 without campaigns). */
  campaign_contacts_monthly_limit: json.integer,
});
/** GET /api/packages: the host tenant's active plans; a reseller's own on its site. */
export const PackageListReply = dataReply(json.array(PackageSchema));

/** {success, message} of a receipt sent again. */
export const ReceiptResentReply = json.object({ success: json.boolean, message: json.string });

/** A payment provider's webhook, acknowledged. */
export const WebhookReceivedReply = json.object({ received: json.boolean });

/** A plan as its admin sees it (GET /api/admin/packages): the Package plus its management fields. */
export const AdminPackageSchema = json.object({
  ...PackageSchema.properties,
  is_active: json.boolean,
  sort_order: json.integer,
  /** The reseller selling it; null: a platform plan. */
  reseller_id: json.nullableInteger,
  /** Live subscriptions (pending, active, past due) on this plan: such a plan can be retired, not deleted. */
  live_subscriptions: json.integer,
  /** Subscriptions ever made on this plan: a plan ever used is kept (retire it instead of deleting). */
  total_subscriptions: json.integer,
});
export const AdminPackageListReply = dataReply(json.array(AdminPackageSchema));
export const AdminPackageReply = savedReply(AdminPackageSchema);

/**
 * GET /api/subscriptions/upgrade-preview data: what an upgrade charges today, as Stripe prorates it (credit for the
 * unused part of the period at the current price, charge for it at the new price). Amounts in currency units.
 */
export const UpgradePreviewSchema = json.object({
  package_id: json.integer,
  billing_interval: json.stringOf<BillingInterval | (string & {})>(),
  /** The new plan's price per interval from the next renewal. */
  new_amount: json.number,
  currency: json.string,
  credit: json.number,
  charge: json.number,
  /** Charged today (charge − credit). */
  amount_due: json.number,
  /** Send back with the upgrade: the amount charged is this one. */
  proration_date: json.string,
  current_period_end: json.nullableString,
});
export const UpgradePreviewReply = dataReply(UpgradePreviewSchema);

/** GET /api/subscriptions/current data (spec 001 §3). */
export const SubscriptionSchema = json.object({
  id: json.integer,
  /** pending (payment in process), active, past_due, ...: see SubscriptionStatus. */
  status: json.stringOf<SubscriptionStatus | (string & {})>(),
  package: PackageSchema,
  current_period_start: json.nullableString,
  current_period_end: json.nullableString,
  billing_interval: json.stringOf<BillingInterval>(),
  /** Charged every interval: the plan's price for it, or a custom deal's own amount. */
  amount: json.number,
  /** A custom deal made by an admin (its own amount, interval and duration). */
  is_custom: json.boolean,
  /** A CSS class hint for the status badge. */
  status_badge_class: json.string,
  /** true after a cancel: the plan stays usable until current_period_end, then ends. */
  cancel_at_period_end: json.boolean,
  /** An upgrade waiting for its payment, or null. */
  pending_package: json.orNull(PackageSchema),
  /** A cheaper plan that starts at the next renewal (a scheduled downgrade), or null. */
  scheduled_package: json.orNull(PackageSchema),
  /** Why the last payment failed (a declined card), or null. */
  last_payment_error: json.nullableString,
  /** past_due (a renewal failed): the plan stays usable until then, then it expires. */
  grace_until: json.nullableString,
  /** Our reference for the subscription (the ?ref= of /subscription/success). */
  reference: json.string,
});
export const CurrentSubscriptionReply = dataReply(json.orNull(SubscriptionSchema));

/** GET /api/subscriptions/usage data (spec 001 §3). */
export const UsageSchema = json.object({
  assistants: json.object({ used: json.integer, limit: json.integer, remaining: json.integer }),
  minutes: json.object({
    used: json.integer,
    /** -1 means unlimited */
    limit: json.integer,
    is_unlimited: json.boolean,
    overage_minutes: json.integer,
    overage_cost: json.number,
    billing_period_start: json.nullableString,
    billing_period_end: json.nullableString,
    is_calendar_month_fallback: json.boolean,
  }),
  subscription: json.object({
    status: json.stringOf<SubscriptionStatus | (string & {})>(),
    days_remaining: json.nullableInteger,
  }),
  package: json.object({ name: json.string }),
});
export const UsageReply = dataReply(UsageSchema);

/** {success, message, data: {subscription, checkout_url, ends_at?}} of subscribe, checkout, upgrade, cancel. */
export const SubscriptionActionReply = savedReply(
  json.object(
    {
      subscription: json.orNull(SubscriptionSchema),
      /** Where to pay, when the plan needs a payment first. */
      checkout_url: json.nullableString,
      /** Cancel: when the plan stops (the end of the paid period; now for a pending one). */
      ends_at: json.nullableString,
    },
    ['ends_at'],
  ),
);

/** A row of the Custom Subscription Manager (spec 000 §3). */
export const CustomSubscriptionSchema = json.open({
  id: json.integer,
  user: json.object({ name: json.string, email: json.string }),
  package: json.object({ name: json.string, description: json.string }),
  custom_amount: json.number,
  status: json.stringOf<CustomSubscriptionStatus | (string & {})>(),
  current_period_start: json.nullableString,
  current_period_end: json.nullableString,
  payment_link_url: json.nullableString,
  payment_link_expires_at: json.nullableString,
  link_expired: json.boolean,
  created_at: json.string,
  billing_interval: json.stringOf<BillingInterval>(),
  duration_months: json.integer,
});
/** The Custom Subscription Manager's counts. */
export const CustomSubscriptionSummarySchema = json.object({
  total: json.integer,
  pending: json.integer,
  active: json.integer,
  expired_links: json.integer,
});
export const CustomSubscriptionListReply = json.object({
  success: json.boolean,
  data: json.array(CustomSubscriptionSchema),
  summary: CustomSubscriptionSummarySchema,
});
/** The plans a custom deal may be made on, with whose plan each is (null: the platform's). */
export const CustomSubscriptionPackagesReply = dataReply(
  json.array(json.object({ ...PackageSchema.properties, reseller_id: json.nullableInteger })),
);
/** POST /api/admin/subscriptions/custom/create reply data. */
export const CreatedCustomSubscriptionSchema = json.object({
  payment_link: json.string,
  amount: json.number,
  /** Payment link expiry (7 days from creation). */
  expires_at: json.string,
  subscription: CustomSubscriptionSchema,
});
export const CustomSubscriptionCreatedReply = savedReply(CreatedCustomSubscriptionSchema);
export const PaymentLinkResentReply = savedReply(
  json.object({ payment_link: json.string, expires_at: json.string }),
);

/** A subscription as the admins' subscriptions list shows it (custom and regular ones of the admin's tenant). */
export const AdminSubscriptionSchema = json.object({
  id: json.integer,
  user: UserRefSchema,
  package: PackageRefSchema,
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
export const AdminSubscriptionListReply = pagedList(AdminSubscriptionSchema);

/** One line of a receipt (plan, overage minutes, ...), in the transaction's currency. */
export const TransactionLineItemSchema = json.object({
  description: json.string,
  amount: json.number,
});

/**
 * A row of GET /api/transactions and the data of GET /api/transactions/{id} (the printable receipt).
 * Scoped by the server: a user sees its own, a reseller admin its tenant's, a platform admin all.
 */
export const TransactionSchema = json.object({
  id: json.integer,
  /** Our reference (e.g. the subscription's checkout reference), or null. */
  reference: json.nullableString,
  kind: json.stringOf<TransactionKind>(),
  status: json.stringOf<TransactionStatus | (string & {})>(),
  /** In the currency's units (not cents). */
  amount: json.number,
  /** ISO 4217, upper case (e.g. USD). */
  currency: json.string,
  description: json.nullableString,
  /** 'sandbox' or 'stripe', or null. */
  provider: json.nullableString,
  /** The provider's payment reference (checkout session / payment intent / invoice id). */
  provider_ref: json.nullableString,
  created_at: json.string,
  /** The payer (null for a reseller's own package payment). */
  user: json.orNull(UserRefSchema),
  /** The tenant the payer belongs to (null: the main host). */
  reseller: json.orNull(json.object({ id: json.integer, org_name: json.string })),
  /** Who earns the money: a reseller (its customers' payments) or null (the platform). */
  earner_reseller_id: json.nullableInteger,
  /** The plan paid for, when the transaction is for a user subscription. */
  package: json.orNull(PackageRefSchema),
  subscription_id: json.nullableInteger,
  billing_interval: json.nullableStringOf<BillingInterval>(),
  /** Receipt lines; their amounts add up to amount. */
  line_items: json.array(TransactionLineItemSchema),
});
export const TransactionListReply = pagedList(TransactionSchema);
export const TransactionReply = dataReply(TransactionSchema);

/** GET /api/admin/stripe-configuration for a reseller admin: its own keys, secrets masked, never returned. */
export const ResellerStripeConfigurationSchema = json.object({
  scope: json.literal('reseller'),
  configured: json.boolean,
  publishable_key: json.nullableString,
  /** e.g. 'sk_live_…••••1234'; null when not saved. */
  secret_key_masked: json.nullableString,
  webhook_secret_masked: json.nullableString,
  /** The endpoint to enter in the reseller's Stripe dashboard. */
  webhook_url: json.string,
  updated_at: json.nullableString,
});
/** GET /api/admin/stripe-configuration for a platform admin: read-only facts from the environment. */
export const PlatformPaymentConfigurationSchema = json.object({
  scope: json.literal('platform'),
  /** sandbox, stripe or none (PAYMENT_PROVIDER). */
  provider: json.string,
  currency: json.string,
  /** Stripe only: both secrets are set (never shown). */
  configured: json.boolean,
  webhook_url: json.nullableString,
});
/** A tenant's Stripe configuration as its admin reads it: one of the two views, by scope. */
export const StripeConfigurationSchema = json.anyOf(
  ResellerStripeConfigurationSchema,
  PlatformPaymentConfigurationSchema,
);
export const StripeConfigurationReply = dataReply(StripeConfigurationSchema);
/** A save or a removal: only a reseller admin has keys of its own. */
export const StripeConfigurationSavedReply = savedReply(ResellerStripeConfigurationSchema);

/** The sandbox clock's answer: the subscription after the billing job ran, and what the job did. */
export const SandboxClockReply = savedReply(
  json.object({
    subscription: json.open({
      id: json.integer,
      status: json.string,
      current_period_start: json.nullableString,
      current_period_end: json.nullableString,
      cancel_at_period_end: json.boolean,
      last_payment_error: json.nullableString,
      reference: json.string,
    }),
    grace_until: json.nullableString,
    moved_by_seconds: json.integer,
    outcome: json.object({
      renewed: json.integer,
      failed: json.integer,
      ended: json.integer,
      cancelled: json.integer,
      expired: json.integer,
      links_expired: json.integer,
    }),
  }),
);
/** A user's minutes this period (the usage overview). */
export const UsageOverviewRowSchema = json.object({
  id: json.integer,
  name: json.string,
  email: json.string,
  reseller_name: json.nullableString,
  plan: json.nullableString,
  subscription_status: json.nullableString,
  minutes_used: json.integer,
  minutes_limit: json.nullableInteger,
  is_unlimited: json.boolean,
  overage_minutes: json.integer,
  overage_cost: json.number,
  billing_period_start: json.nullableString,
  billing_period_end: json.nullableString,
});
export const UsageOverviewListReply = pagedList(UsageOverviewRowSchema);
/** A reseller's month in the usage reports. */
export const UsageReportRowSchema = json.object({
  reseller_id: json.integer,
  reseller_name: json.string,
  subdomain: json.string,
  users: json.integer,
  active_subscriptions: json.integer,
  minutes: json.integer,
  overage_minutes: json.integer,
  overage_cost: json.number,
  revenue: json.number,
  paid_to_platform: json.number,
});
export const UsageReportsReply = json.object({
  success: json.boolean,
  month: json.string,
  data: json.array(UsageReportRowSchema),
  totals: json.object({
    users: json.integer,
    active_subscriptions: json.integer,
    minutes: json.integer,
    overage_minutes: json.integer,
    overage_cost: json.number,
    revenue: json.number,
    paid_to_platform: json.number,
  }),
});
export const UsageReportsCsvReply = fileReply(
  'text/csv',
  'The usage report as CSV (an attachment).',
);
