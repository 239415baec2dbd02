import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { notFound } from '../../../lib/http-error';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { mailerFor } from '../../platform';
import { toSubscriptionJson } from '../subscriptions/presenter';
import type { RenewalDeps } from '../subscriptions/renewal';
import {
  CLOCK_ADVANCED,
  CLOCK_LINKS_EXPIRED,
  RESELLER_CLOCK_ADVANCED,
  sandboxClockSchemas as schemas,
} from './schemas';
import { advanceClock } from './service';
import { advanceResellerClock } from '../reseller-billing/lifecycle';

/**
 * POST /api/sandbox/subscriptions/:id/advance-clock: the sandbox's test clock (service.ts). Platform admins
 * only ('super-admin-area'), and only while the payment provider is the sandbox (else 404, as if absent).
 * POST /api/sandbox/reseller-subscriptions/:id/advance-clock: the same for a reseller's package.
 */
export async function sandboxClockRoutes(app: FastifyInstance): Promise<void> {
  /**
   * One move of the clock: only while the payment provider is the sandbox (else 404), then the payments it
   * settled are announced.
   */
  async function moveClock<T>(
    log: FastifyBaseLogger,
    move: (deps: RenewalDeps) => Promise<T>,
  ): Promise<T> {
    if (app.payments.provider?.name !== 'sandbox') throw notFound();
    const moved = await move({
      db: app.db,
      config: app.config,
      mailer: mailerFor(app),
      log,
      events: app.payments.events,
    });
    await app.payments.events.emit({ type: 'payment.settled', source: 'sandbox-clock' }, log);
    return moved;
  }

  const api = app.withTypeProvider<YupTypeProvider>();
  api.post(
    '/api/sandbox/subscriptions/:id/advance-clock',
    { config: { access: 'super-admin-area' }, schema: schemas.advance },
    async (request) => {
      const { row, movedBySeconds, outcome } = await moveClock(request.log, (deps) =>
        advanceClock(deps, request.params.id),
      );
      return {
        success: true,
        message: outcome.links_expired > 0 ? CLOCK_LINKS_EXPIRED : CLOCK_ADVANCED,
        data: {
          subscription: await toSubscriptionJson(app.db, row),
          grace_until: row.grace_until,
          moved_by_seconds: movedBySeconds,
          outcome,
        },
      };
    },
  );
  api.post(
    '/api/sandbox/reseller-subscriptions/:id/advance-clock',
    { config: { access: 'super-admin-area' }, schema: schemas.advanceReseller },
    async (request) => {
      const { summary, movedBySeconds, outcome } = await moveClock(request.log, (deps) =>
        advanceResellerClock(deps, request.params.id),
      );
      return {
        success: true,
        message: RESELLER_CLOCK_ADVANCED,
        data: { subscription: summary, moved_by_seconds: movedBySeconds, outcome },
      };
    },
  );
}
