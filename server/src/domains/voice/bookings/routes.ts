import type { FastifyInstance } from 'fastify';
import { dataScope } from '@voice/contracts';
import { csvFilename, sendCsv } from '../../../lib/csv';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { assistantPlanLimits, bookingRefusal, planLimitError } from '../../billing';
import { mailerFor } from '../../platform';
import { findVisibleAssistant } from '../assistants/find';
import { HttpError } from '../../../lib/http-error';
import { availableSlots } from './booking';
import { readCalendar } from './calendar';
import { CalcomFailure, calcomDepsFor } from './calcom-client';
import { saveCalendar } from './save-calendar';
import { cancelBooking } from './cancel';
import { BOOKING_CSV_COLUMNS, bookingCsvRows } from './csv';
import { listBookings } from './repository';
import { bookingSchemas as schemas } from './schemas';

/**
 * The booking calendar of an assistant (who may see the assistant may edit it, as with the assistant itself:
 * findVisibleAssistant, the caller's data scope; another tenant's is a 404) and the bookings list, export and
 * cancel, scoped by role (a user: their assistants'; a reseller admin: its tenant's; platform admins: all).
 */
export async function bookingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();

  api.get(
    '/api/assistants/:id/booking-calendar',
    { config: { access: 'authenticated' }, schema: schemas.calendar },
    async (request) => {
      const assistant = await findVisibleAssistant(app.db, currentUser(request), request.params.id);
      return { success: true, data: await readCalendar(app.db, assistant.id) };
    },
  );

  api.put(
    '/api/assistants/:id/booking-calendar',
    { config: { access: 'authenticated' }, schema: schemas.saveCalendar },
    async (request) => {
      const assistant = await findVisibleAssistant(app.db, currentUser(request), request.params.id);
      // Turning booking on (or keeping it on) needs the owner's plan to include it; off is always allowed.
      if (request.body.enabled) {
        const refusal = bookingRefusal(await assistantPlanLimits(app.db, assistant.user_id));
        if (refusal) throw planLimitError(refusal);
      }
      const deps = { db: app.db, config: app.config, voice: app.voice, log: request.log };
      return { success: true, data: await saveCalendar(deps, assistant, request.body) };
    },
  );

  api.get(
    '/api/assistants/:id/booking-calendar/availability',
    { config: { access: 'authenticated' }, schema: schemas.availability },
    async (request) => {
      const assistant = await findVisibleAssistant(app.db, currentUser(request), request.params.id);
      let slots;
      try {
        slots = await availableSlots(
          { db: app.db, calcom: calcomDepsFor(app.config) },
          assistant.id,
          request.query.date,
        );
      } catch (error) {
        if (!(error instanceof CalcomFailure)) throw error;
        throw new HttpError(502, error.message);
      }
      return {
        success: true,
        data: {
          slots: slots.map((s) => ({
            starts_at: new Date(s.startsAt).toISOString(),
            ends_at: new Date(s.endsAt).toISOString(),
          })),
        },
      };
    },
  );

  api.get(
    '/api/bookings',
    { config: { access: 'authenticated' }, schema: schemas.list },
    async (request) => {
      const { page, per_page, ...filters } = request.query;
      const result = await listBookings(app.db, dataScope(currentUser(request)), filters, {
        page,
        per_page,
      });
      return { success: true, ...result };
    },
  );

  api.get(
    '/api/bookings/export',
    { config: { access: 'authenticated' }, schema: schemas.export },
    async (request, reply) =>
      sendCsv(
        reply,
        request,
        bookingCsvRows(app.db, dataScope(currentUser(request)), request.query),
        {
          columns: BOOKING_CSV_COLUMNS,
          filename: csvFilename('bookings'),
          failure: 'bookings export failed',
        },
      ),
  );

  api.post(
    '/api/bookings/:id/cancel',
    { config: { access: 'authenticated' }, schema: schemas.cancel },
    async (request) => {
      const data = await cancelBooking(
        {
          db: app.db,
          mailer: mailerFor(app),
          log: request.log,
          calcom: calcomDepsFor(app.config),
        },
        dataScope(currentUser(request)),
        request.params.id,
      );
      return { success: true, data };
    },
  );
}
