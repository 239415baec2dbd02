import type { Package } from './billing';

/** A plan as its admin sees it (GET /api/admin/packages): the Package plus its management fields. */
export interface AdminPackage extends Package {
  is_active: boolean;
  sort_order: number;
  /** The reseller selling it; null: a platform plan. */
  reseller_id: number | null;
  /** Live subscriptions (pending, active, past due) on this plan: such a plan can be retired, not deleted. */
  live_subscriptions: number;
  /** Subscriptions ever made on this plan: a plan ever used is kept (retire it instead of deleting). */
  total_subscriptions: number;
}

/** POST / PUT /api/admin/packages body. */
export interface AdminPackagePayload {
  name: string;
  description: string;
  price: number;
  yearly_price: number;
  features: string[];
  is_popular: boolean;
  monthly_minutes_limit: number;
  voice_agents_limit: number;
  analytics_level: string;
  support_level: string;
  extra_per_minute_charge: number;
  sort_order: number;
  is_active: boolean;
}

/** GET /api/admin/stripe-configuration for a reseller admin: its own keys, secrets masked, never returned. */
export interface ResellerStripeConfiguration {
  scope: 'reseller';
  configured: boolean;
  publishable_key: string | null;
  /** e.g. 'sk_live_…••••1234'; null when not saved. */
  secret_key_masked: string | null;
  webhook_secret_masked: string | null;
  /** The endpoint to enter in the reseller's Stripe dashboard. */
  webhook_url: string;
  updated_at: string | null;
}

/** GET /api/admin/stripe-configuration for a platform admin: read-only facts from the environment. */
export interface PlatformPaymentConfiguration {
  scope: 'platform';
  /** sandbox, stripe or none (PAYMENT_PROVIDER). */
  provider: string;
  currency: string;
  /** Stripe only: both secrets are set (never shown). */
  configured: boolean;
  webhook_url: string | null;
}

export type StripeConfiguration = ResellerStripeConfiguration | PlatformPaymentConfiguration;

/** PUT /api/admin/stripe-configuration body: blank secrets keep the saved ones. */
export interface StripeConfigurationPayload {
  publishable_key: string;
  secret_key?: string;
  webhook_secret?: string;
}
