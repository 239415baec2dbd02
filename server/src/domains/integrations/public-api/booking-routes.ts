import type { FastifyInstance } from 'fastify';
import { dataScope, type BookingListItem } from '@voice/contracts';
import { PublicBookingListReply, PublicBookingSchema } from '@voice/contracts/replies';
import { bookingsAfter, calcomDepsFor, cancelBooking } from '../../voice';
import { mailerFor } from '../../platform';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { pageOf, timePosition } from './cursor';
import { bookingListQuerySchema, idParamsSchema, TAGS, v1Replies } from './schemas';

const tags = [TAGS.bookings];

function publicBooking(row: BookingListItem) {
  const { assistant_name: _name, ...booking } = row;
  return booking;
}

export async function publicBookingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();

  api.get(
    '/bookings',
    {
      config: { access: 'authenticated', apiKeyScope: 'bookings:read' },
      schema: {
        summary: 'List bookings',
        operationId: 'v1ListBookings',
        description:
          'Appointments booked by the assistants the key may see, soonest first. Filters: assistant_id, status ' +
          '(booked, cancelled), from / to (YYYY-MM-DD, UTC days of starts_at, inclusive) and search (caller name, ' +
          'number or email).',
        tags,
        querystring: bookingListQuerySchema,
        response: v1Replies({ 200: PublicBookingListReply }, [422]),
      },
    },
    async (request) => {
      const { limit, cursor, ...filters } = request.query;
      const after = timePosition(cursor);
      const rows = await bookingsAfter(
        app.db,
        dataScope(currentUser(request)),
        filters,
        after && { starts_at: after.key, id: after.id },
        limit + 1,
      );
      return pageOf(rows, limit, (row) => ({ key: row.starts_at, id: row.id }), publicBooking);
    },
  );

  api.post(
    '/bookings/:id/cancel',
    {
      config: { access: 'authenticated', apiKeyScope: 'bookings:write' },
      schema: {
        summary: 'Cancel a booking',
        operationId: 'v1CancelBooking',
        description:
          'Its slot is free again and the caller is told by email when they gave one. 409 when already cancelled; ' +
          '502 when the booking is kept in a connected calendar and that calendar refuses the cancellation (nothing changes).',
        tags,
        params: idParamsSchema,
        response: v1Replies({ 200: PublicBookingSchema }, [404, 409, 422, 502]),
      },
    },
    async (request) => {
      const cancelled = await cancelBooking(
        {
          db: app.db,
          mailer: mailerFor(app),
          log: request.log,
          calcom: calcomDepsFor(app.config),
        },
        dataScope(currentUser(request)),
        request.params.id,
      );
      return publicBooking(cancelled);
    },
  );
}
