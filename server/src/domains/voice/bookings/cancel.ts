import type { BookingListItem, DataScope } from '@voice/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { HttpError, notFound } from '../../../lib/http-error';
import { readCalcomAccount } from './calendar';
import { CalcomFailure, calcomCancel, type CalcomDeps } from './calcom-client';
import { sendCancelledEmail, type BookingEmailDeps } from './emails';
import { externalUidOf, findBooking, markCancelled } from './repository';

export const BOOKING_NOT_FOUND = 'Booking not found';
export const BOOKING_ALREADY_CANCELLED = 'This booking is already cancelled.';
export const CALCOM_CANCEL_REASON = 'Cancelled from the bookings list';

/**
 * POST /api/bookings/{id}/cancel: a booking of the caller's scope (another tenant's is simply not found) is
 * cancelled, its slot free again, and the caller told by email when they gave one. Cancelling twice is a 409.
 *
 * A booking made in Cal.com is cancelled there first (POST /v2/bookings/{uid}/cancel), while its calendar still
 * holds the Cal.com key; when Cal.com refuses or does not answer, nothing changes and the 502 says why. A calendar
 * switched back to the built-in one has no key left to ask Cal.com with: only ours is cancelled then.
 */
export async function cancelBooking(
  deps: BookingEmailDeps & { db: Kysely<DB>; calcom: CalcomDeps },
  scope: DataScope,
  id: number,
): Promise<BookingListItem> {
  const before = await findBooking(deps.db, scope, id);
  if (!before) throw notFound(BOOKING_NOT_FOUND);
  const uid = before.booking.status === 'booked' ? await externalUidOf(deps.db, id) : null;
  const account =
    uid !== null
      ? await readCalcomAccount(deps.db, deps.calcom.box, before.booking.assistant_id)
      : null;
  if (uid !== null && account !== null) {
    try {
      await calcomCancel(deps.calcom, account, uid, CALCOM_CANCEL_REASON);
    } catch (error) {
      if (!(error instanceof CalcomFailure)) throw error;
      throw new HttpError(502, `${error.message} The booking was not cancelled.`);
    }
  }
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
