import type { Static } from 'typebox';
import type {
  AdminResellerPackageSchema,
  AdminResellerSubscriptionSchema,
  ResellerBillingSchema,
  ResellerSubscriptionSummarySchema,
  ResellerTransactionSchema,
} from '../replies/reseller-billing';
import type { BillingInterval } from './common';

/**
 * A reseller's plan with the platform as /reseller-billing and the super admin see it. `expired`: an active
 * subscription whose paid period has ended (computed, the stored status stays 'active').
 */
export type ResellerBillingStatus = 'pending' | 'active' | 'expired' | 'cancelled';

export type ResellerSubscriptionSummary = Static<typeof ResellerSubscriptionSummarySchema>;

/** GET /api/reseller-billing */
export type ResellerBilling = Static<typeof ResellerBillingSchema>;

/** POST /api/reseller-billing/checkout body: no package = pay or renew the current one. */
export interface ResellerBillingCheckoutPayload {
  reseller_package_id?: number;
  billing_interval?: BillingInterval;
}

/** A reseller package as the super admin manages it. */
export type AdminResellerPackage = Static<typeof AdminResellerPackageSchema>;

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
export type AdminResellerSubscription = Static<typeof AdminResellerSubscriptionSchema>;

/** A row of /super-admin/reseller-transactions: what a reseller paid the platform. */
export type ResellerTransaction = Static<typeof ResellerTransactionSchema>;
