import type { FastifyInstance } from 'fastify';
import { depsOf, type Deps } from '../../platform';
import type { PaymentProvider } from '../payments/provider';

/** What the registration needs: database, configuration, mailer and the payment provider (or none). */
export interface RegistrationDeps extends Deps {
  provider: PaymentProvider | null;
}

export function registrationDeps(app: FastifyInstance): RegistrationDeps {
  return { ...depsOf(app), provider: app.payments.provider };
}
