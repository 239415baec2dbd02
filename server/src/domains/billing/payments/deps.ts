import type { FastifyInstance } from 'fastify';
import { depsOf } from '../../platform';
import type { PaymentEventDeps } from './plugin';

/** What payment events are handled with, from the app (for the webhook routes and the jobs that settle payments). */
export function paymentEventDeps(app: FastifyInstance): PaymentEventDeps {
  return { ...depsOf(app), log: app.log, payments: app.payments };
}
