import type { Static } from 'typebox';
import type {
  CreatedCustomSubscriptionSchema,
  CustomSubscriptionSchema,
  TransactionLineItemSchema,
  TransactionSchema,
  UpgradePreviewSchema,
  UsageSchema,
} from '../replies/billing';
import type { BillingInterval } from './common';

/** Subscription package (spec 001 §3; the landing page uses a subset, see LandingPackage). */
export interface Package {
  id: number;
  name: string;
  description: string;
  /** monthly price */
  price: number;
  yearly_price: number;
  features: string[];
  is_popular: boolean;
  /** -1 means unlimited */
  monthly_minutes_limit: number;
  /** -1 means unlimited */
  voice_agents_limit: number;
  analytics_level: string;
  support_level: string;
  monthly_payment_link: string | null;
  yearly_payment_link: string | null;
  extra_per_minute_charge: number;
}

export const SUBSCRIPTION_STATUSES = ['pending', 'active'] as const;
/** pending (payment in process) or active; any other or absent status means no subscription. */
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** GET /api/subscriptions/current data (spec 001 §3). */
export interface Subscription {
  id?: number;
  status: SubscriptionStatus | (string & {});
  package: Package;
  current_period_start?: string | null;
  current_period_end: string | null;
  billing_interval?: BillingInterval;
  /** Charged every interval: the plan's price for it, or a custom deal's own amount. */
  amount?: number;
  /** A custom deal made by an admin (its own amount, interval and duration). */
  is_custom?: boolean;
  /** A CSS class hint for the status badge. */
  status_badge_class: string;
  /** true after a cancel: the plan stays usable until current_period_end, then ends. */
  cancel_at_period_end?: boolean;
  /** An upgrade waiting for its payment (null when none). */
  pending_package?: Package | null;
  /** A cheaper plan that starts at the next renewal (a scheduled downgrade; null when none). */
  scheduled_package?: Package | null;
  /** Why the last payment failed (a declined card), or null. */
  last_payment_error?: string | null;
  /** past_due (a renewal failed): the plan stays usable until then, then it expires. */
  grace_until?: string | null;
  /** Our reference for the subscription (the ?ref= of /subscription/success). */
  reference?: string;
}

/**
 * GET /api/subscriptions/upgrade-preview data: what an upgrade charges today, as Stripe prorates it (credit for the
 * unused part of the period at the current price, charge for it at the new price). Amounts in currency units.
 */
export type UpgradePreview = Static<typeof UpgradePreviewSchema>;

/** GET /api/subscriptions/usage data (spec 001 §3). */
export type Usage = Static<typeof UsageSchema>;

/** Reply of subscribe, upgrade and cancel: only the message is specified (spec 001 §7). */
export interface SubscriptionActionResult {
  success: boolean;
  message?: string;
  data?: {
    subscription?: Subscription | null;
    /** Where to pay, when the plan needs a payment first. */
    checkout_url?: string | null;
    payment_link?: string | null;
    /** Cancel: when the plan stops (the end of the paid period; now for a pending one). */
    ends_at?: string | null;
  } | null;
}

export const CUSTOM_SUBSCRIPTION_STATUSES = ['pending', 'active', 'cancelled'] as const;
/** pending (awaiting payment), active, cancelled; any other value gets a neutral style. */
export type CustomSubscriptionStatus = (typeof CUSTOM_SUBSCRIPTION_STATUSES)[number];

/** A row of the Custom Subscription Manager (spec 000 §3). */
export type CustomSubscription = Static<typeof CustomSubscriptionSchema>;

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

/** A user row of GET /api/admin/users (the custom subscription user picker). */
export interface AdminUser {
  id: number;
  name: string;
  email: string;
  role: string;
  reseller_name?: string | null;
  created_at?: string;
}

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
