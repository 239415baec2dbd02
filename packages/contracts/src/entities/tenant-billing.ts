import type { Static } from 'typebox';
import type {
  AdminPackageSchema,
  PlatformPaymentConfigurationSchema,
  ResellerStripeConfigurationSchema,
  StripeConfigurationSchema,
} from '../replies/billing';

/** A plan as its admin sees it (GET /api/admin/packages): the Package plus its management fields. */
export type AdminPackage = Static<typeof AdminPackageSchema>;

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
  knowledge_sources_limit: number;
  knowledge_mb_limit: number;
  booking_enabled: boolean;
  /** Off when left out (the limits then 0). */
  campaigns_enabled?: boolean;
  campaign_concurrency_limit?: number;
  campaign_contacts_monthly_limit?: number;
}

/** GET /api/admin/stripe-configuration for a reseller admin: its own keys, secrets masked, never returned. */
export type ResellerStripeConfiguration = Static<typeof ResellerStripeConfigurationSchema>;

/** GET /api/admin/stripe-configuration for a platform admin: read-only facts from the environment. */
export type PlatformPaymentConfiguration = Static<typeof PlatformPaymentConfigurationSchema>;

export type StripeConfiguration = Static<typeof StripeConfigurationSchema>;

/** PUT /api/admin/stripe-configuration body: blank secrets keep the saved ones. */
export interface StripeConfigurationPayload {
  publishable_key: string;
  secret_key?: string;
  webhook_secret?: string;
}
