import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Deps } from '../../platform';
import type { BillingEvents } from '../payments/billing-events';
import { paymentEventDeps } from '../payments/deps';
import type { PaymentProvider } from '../payments/provider';
import type { BillingJobDeps } from './expiry';

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

/** The billing job's dependencies, from the app. */
export function billingJobDeps(app: FastifyInstance): BillingJobDeps {
  return { ...paymentEventDeps(app), redis: app.redis, dialect: app.dialect };
}
