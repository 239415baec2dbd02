import type { Static } from 'typebox';
import type {
  AdminSubscriptionSchema,
  CreatedCustomSubscriptionSchema,
  CustomSubscriptionSchema,
  PackageSchema,
  SubscriptionActionReply,
  SubscriptionSchema,
  TransactionLineItemSchema,
  TransactionSchema,
  UpgradePreviewSchema,
  UsageSchema,
} from '../replies/billing';
import type { AdminUserSchema } from '../replies/identity';
import type { BillingInterval } from './common';

/** Subscription package (spec 001 §3; the landing page uses a subset, see LandingPackage). */
export type Package = Static<typeof PackageSchema>;

export const SUBSCRIPTION_STATUSES = ['pending', 'active'] as const;
/** pending (payment in process) or active; any other or absent status means no subscription. */
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** GET /api/subscriptions/current data (spec 001 §3). */
export type Subscription = Static<typeof SubscriptionSchema>;

/**
 * GET /api/subscriptions/upgrade-preview data: what an upgrade charges today, as Stripe prorates it (credit for the
 * unused part of the period at the current price, charge for it at the new price). Amounts in currency units.
 */
export type UpgradePreview = Static<typeof UpgradePreviewSchema>;

/** GET /api/subscriptions/usage data (spec 001 §3). */
export type Usage = Static<typeof UsageSchema>;

/** Reply of subscribe, checkout, upgrade, downgrade, resume and cancel (spec 001 §7 specifies the message). */
export type SubscriptionActionResult = Static<typeof SubscriptionActionReply>;

export const CUSTOM_SUBSCRIPTION_STATUSES = ['pending', 'active', 'cancelled'] as const;
/** pending (awaiting payment), active, cancelled; any other value gets a neutral style. */
export type CustomSubscriptionStatus = (typeof CUSTOM_SUBSCRIPTION_STATUSES)[number];

/** A row of the Custom Subscription Manager (spec 000 §3). */
export type CustomSubscription = Static<typeof CustomSubscriptionSchema>;

/** A row of GET /api/admin/subscriptions. */
export type AdminSubscription = Static<typeof AdminSubscriptionSchema>;

/** POST /api/admin/subscriptions/custom/create payload (spec 000 §3). */
export interface CreateCustomSubscriptionPayload {
  user_id: number;
  package_id: number;
  custom_amount: number;
  billing_interval: BillingInterval;
  duration_months: number;
}

/** POST /api/admin/subscriptions/custom/create reply data. */
export type CreatedCustomSubscription = Static<typeof CreatedCustomSubscriptionSchema>;

/** A user row of GET /api/admin/users (the admin consoles, the custom subscription user picker). */
export type AdminUser = Static<typeof AdminUserSchema>;

export const TRANSACTION_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
/** A transaction's status; any other value gets a neutral style. */
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** What a transaction pays for. */
export type TransactionKind =
  'payment' | 'subscription' | 'renewal' | 'custom' | 'reseller' | 'refund' | (string & {});

/** One line of a receipt (plan, overage minutes, ...), in the transaction's currency. */
export type TransactionLineItem = Static<typeof TransactionLineItemSchema>;

/**
 * A row of GET /api/transactions and the data of GET /api/transactions/{id} (the printable receipt).
 * Scoped by the server: a user sees its own, a reseller admin its tenant's, a platform admin all.
 */
export type Transaction = Static<typeof TransactionSchema>;

/** GET /api/transactions query. reseller_id filters (platform admins only; others are scoped anyway). */
export interface TransactionsQuery {
  page?: number;
  per_page?: number;
  reseller_id?: number;
  /** A reseller admin's own payments to the platform, not its customers'. */
  own?: boolean;
}

/** POST /api/subscriptions/subscribe and /checkout payload. */
export interface SubscribePayload {
  package_id: number;
  /** monthly when not given */
  billing_interval?: BillingInterval;
}
