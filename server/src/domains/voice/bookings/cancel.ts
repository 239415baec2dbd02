import type { BookingListItem, DataScope } from '@voice/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { HttpError, notFound } from '../../../lib/http-error';
import { sendCancelledEmail, type BookingEmailDeps } from './emails';
import { findBooking, markCancelled } from './repository';

export const BOOKING_NOT_FOUND = 'Booking not found';
export const BOOKING_ALREADY_CANCELLED = 'This booking is already cancelled.';

/**
 * POST /api/bookings/{id}/cancel: a booking of the caller's scope (another tenant's is simply not found) is
 * cancelled, its slot free again, and the caller told by email when they gave one. Cancelling twice is a 409.
 */
export async function cancelBooking(
  deps: BookingEmailDeps & { db: Kysely<DB> },
  scope: DataScope,
  id: number,
): Promise<BookingListItem> {
  if (!(await findBooking(deps.db, scope, id))) throw notFound(BOOKING_NOT_FOUND);
  if (!(await markCancelled(deps.db, id, new Date().toISOString()))) {
    throw new HttpError(409, BOOKING_ALREADY_CANCELLED, {
      success: false,
      message: BOOKING_ALREADY_CANCELLED,
    });
  }
  const found = await findBooking(deps.db, scope, id);
  if (!found) throw notFound(BOOKING_NOT_FOUND);
  const cancelled = found.booking;
  await sendCancelledEmail(deps, {
    startsAt: cancelled.starts_at,
    timeZone: cancelled.time_zone,
    assistantName: cancelled.assistant_name,
    resellerId: found.resellerId,
    callerName: cancelled.caller_name,
    callerNumber: cancelled.caller_number,
    callerEmail: cancelled.caller_email,
    reason: cancelled.reason,
  });
  return cancelled;
}
