import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform';
import type { BillingEvents } from '../payments/billing-events';
import type { PaymentProvider } from '../payments/provider';

/** What the subscription services need: the database, the config, the tenant's payment provider. */
export interface SubscriptionDeps extends Pick<Deps, 'db' | 'config'> {
  /** paymentProviderFor(app, user's reseller); null when payments are off (everything is free). */
  provider: PaymentProvider | null;
  log: FastifyBaseLogger;
  /** The site the user came from (checkout success and cancel URLs go back there). */
  siteUrl: string;
  /** Where payments and plan changes are announced (app.payments.events). */
  events?: BillingEvents;
}

/** The signed-in user, as the services need it. */
export interface Subscriber {
  id: number;
  email: string;
  reseller_id: number | null;
}
