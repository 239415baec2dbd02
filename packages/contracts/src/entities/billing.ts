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
export interface UpgradePreview {
  package_id: number;
  billing_interval: BillingInterval | (string & {});
  /** The new plan's price per interval from the next renewal. */
  new_amount: number;
  currency: string;
  credit: number;
  charge: number;
  /** Charged today (charge − credit). */
  amount_due: number;
  /** Send back with the upgrade: the amount charged is this one. */
  proration_date: string;
  current_period_end: string | null;
}

/** GET /api/subscriptions/usage data (spec 001 §3). */
export interface Usage {
  assistants: { used: number; limit: number; remaining: number };
  minutes: {
    used: number;
    /** -1 means unlimited */
    limit: number;
    is_unlimited: boolean;
    overage_minutes: number;
    overage_cost: number;
    billing_period_start: string | null;
    billing_period_end: string | null;
    is_calendar_month_fallback: boolean;
  };
  subscription: { status: SubscriptionStatus | (string & {}); days_remaining: number | null };
  package: { name: string };
}

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
export interface CustomSubscription {
  id: number;
  user: { name: string; email: string };
  package: { name: string; description: string };
  custom_amount: number;
  status: CustomSubscriptionStatus | (string & {});
  current_period_start: string | null;
  current_period_end: string | null;
  payment_link_url: string | null;
  created_at: string;
  billing_interval?: BillingInterval;
  duration_months?: number;
}

/** POST /api/admin/subscriptions/custom/create payload (spec 000 §3). */
export interface CreateCustomSubscriptionPayload {
  user_id: number;
  package_id: number;
  custom_amount: number;
  billing_interval: BillingInterval;
  duration_months: number;
}

/** POST /api/admin/subscriptions/custom/create reply data. */
export interface CreatedCustomSubscription {
  payment_link: string;
  amount: number;
  /** Payment link expiry (7 days from creation). */
  expires_at?: string;
  subscription?: CustomSubscription;
}

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
export interface TransactionLineItem {
  description: string;
  amount: number;
}

/**
 * A row of GET /api/transactions and the data of GET /api/transactions/{id} (the printable receipt).
 * Scoped by the server: a user sees its own, a reseller admin its tenant's, a platform admin all.
 */
export interface Transaction {
  id: number;
  /** Our reference (e.g. the subscription's checkout reference), or null. */
  reference: string | null;
  kind: TransactionKind;
  status: TransactionStatus | (string & {});
  /** In the currency's units (not cents). */
  amount: number;
  /** ISO 4217, upper case (e.g. USD). */
  currency: string;
  description: string | null;
  /** 'sandbox' or 'stripe', or null. */
  provider: string | null;
  /** The provider's payment reference (checkout session / payment intent / invoice id). */
  provider_ref: string | null;
  created_at: string;
  /** The payer (null for a reseller's own package payment). */
  user: { id: number; name: string; email: string } | null;
  /** The tenant the payer belongs to (null: the main host). */
  reseller: { id: number; org_name: string } | null;
  /** Who earns the money: a reseller (its customers' payments) or null (the platform). */
  earner_reseller_id: number | null;
  /** The plan paid for, when the transaction is for a user subscription. */
  package: { id: number; name: string } | null;
  subscription_id: number | null;
  billing_interval: BillingInterval | null;
  /** Receipt lines; their amounts add up to amount. */
  line_items: TransactionLineItem[];
}

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
