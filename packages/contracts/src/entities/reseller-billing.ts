import type { BillingInterval } from './common';
import type { ResellerPackage } from './account';

/**
 * A reseller's plan with the platform as /reseller-billing and the super admin see it. `expired`: an active
 * subscription whose paid period has ended (computed, the stored status stays 'active').
 */
export type ResellerBillingStatus = 'pending' | 'active' | 'expired' | 'cancelled';

export interface ResellerSubscriptionSummary {
  id: number;
  status: ResellerBillingStatus;
  package: { id: number; name: string; price: number; yearly_price: number };
  billing_interval: BillingInterval;
  amount: number;
  currency: string;
  current_period_start: string | null;
  current_period_end: string | null;
  /** Whole days until the period ends (0 when ended); null without a period. */
  days_remaining: number | null;
  last_payment_error: string | null;
  /** What the reseller admin may do now: pay (pending), renew (expired or ending within 30 days), upgrade. */
  can_pay: boolean;
  can_renew: boolean;
  created_at: string;
}

/** GET /api/reseller-billing */
export interface ResellerBilling {
  subscription: ResellerSubscriptionSummary | null;
  /** The reseller packages on offer (active ones). */
  packages: ResellerPackage[];
}

/** POST /api/reseller-billing/checkout body: no package = pay or renew the current one. */
export interface ResellerBillingCheckoutPayload {
  reseller_package_id?: number;
  billing_interval?: BillingInterval;
}

/** A reseller package as the super admin manages it. */
export interface AdminResellerPackage extends ResellerPackage {
  voice_agents_limit: number;
  minutes_limit: number;
  is_active: boolean;
  sort_order: number;
  /** Resellers currently subscribed (pending or active). */
  live_subscriptions: number;
}

/** POST / PUT /api/super-admin/reseller-packages body. */
export interface ResellerPackagePayload {
  name: string;
  description: string;
  price: number;
  yearly_price: number;
  is_popular: boolean;
  voice_agents_limit: number;
  minutes_limit: number;
  support_level: string;
  sort_order: number;
  is_active: boolean;
}

/** A row of /super-admin/reseller-subscriptions. */
export interface AdminResellerSubscription extends ResellerSubscriptionSummary {
  reseller: { id: number; org_name: string; subdomain: string };
}

/** A row of /super-admin/reseller-transactions: what a reseller paid the platform. */
export interface ResellerTransaction {
  id: number;
  reference: string | null;
  status: string;
  amount: number;
  currency: string;
  description: string | null;
  provider: string | null;
  provider_ref: string | null;
  created_at: string;
  reseller: { id: number; org_name: string; subdomain: string } | null;
}
