import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../platform';
import { clockText, spokenDay, wallClockAt } from './zoned-time';

/**
 * The booking emails, through the platform's mailer (the sandbox outbox or SMTP), branded for the assistant's
 * tenant: the caller's confirmation (when they gave an email), the client's alert (the calendar's notify email,
 * else the assistant's owner), and the caller's cancellation notice. The booking is already stored when these
 * go: a failed email is logged, never undoes it.
 */

export interface BookedAppointment {
  startsAt: string;
  timeZone: string;
  assistantName: string;
  resellerId: number | null;
  callerName: string;
  callerNumber: string | null;
  callerEmail: string | null;
  reason: string;
}

export interface BookingEmailDeps {
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** 'Tuesday 2 December 2026 at 09:30 (Europe/London)' */
export function appointmentTime(startsAt: string, timeZone: string): string {
  const clock = wallClockAt(timeZone, Date.parse(startsAt));
  return `${spokenDay(clock.date)} ${clock.date.slice(0, 4)} at ${clockText(clock.minutes)} (${timeZone})`;
}

async function sendLogged(deps: BookingEmailDeps, what: string, send: () => Promise<void>) {
  try {
    await send();
  } catch (error) {
    deps.log.error({ err: error }, `booking ${what} email failed`);
  }
}

/** A new booking: the caller's confirmation (if an email) and the client's alert (if anyone to tell). */
export async function sendBookedEmails(
  deps: BookingEmailDeps,
  booking: BookedAppointment,
  notify: string | null,
): Promise<void> {
  const when = appointmentTime(booking.startsAt, booking.timeZone);
  const callerEmail = booking.callerEmail;
  if (callerEmail) {
    await sendLogged(deps, 'confirmation', () =>
      deps.mailer.send({
        to: callerEmail,
        subject: `Your appointment is booked: ${when}`,
        heading: 'Your appointment is booked',
        lines: [
          `Hello ${booking.callerName},`,
          `Your appointment with ${booking.assistantName} is booked for ${when}.`,
          `Reason: ${booking.reason}`,
        ],
        resellerId: booking.resellerId,
      }),
    );
  }
  if (notify) {
    await sendLogged(deps, 'alert', () =>
      deps.mailer.send({
        to: notify,
        subject: `New booking: ${booking.callerName}, ${when}`,
        heading: 'A caller booked an appointment',
        lines: [
          `${booking.assistantName} booked an appointment for ${when}.`,
          `Name: ${booking.callerName}`,
          `Phone: ${booking.callerNumber ?? 'not given'}`,
          `Email: ${booking.callerEmail ?? 'not given'}`,
          `Reason: ${booking.reason}`,
        ],
        resellerId: booking.resellerId,
      }),
    );
  }
}

/** A cancelled booking: the caller is told, when they gave an email. */
export async function sendCancelledEmail(
  deps: BookingEmailDeps,
  booking: BookedAppointment,
): Promise<void> {
  const callerEmail = booking.callerEmail;
  if (!callerEmail) return;
  const when = appointmentTime(booking.startsAt, booking.timeZone);
  await sendLogged(deps, 'cancellation', () =>
    deps.mailer.send({
      to: callerEmail,
      subject: `Your appointment is cancelled: ${when}`,
      heading: 'Your appointment is cancelled',
      lines: [
        `Hello ${booking.callerName},`,
        `Your appointment with ${booking.assistantName} on ${when} is cancelled.`,
        'Please call again to book another time.',
      ],
      resellerId: booking.resellerId,
    }),
  );
}
