import type { FastifyBaseLogger } from 'fastify';
import type { EmailLocale, Mailer } from '../../platform';
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

/** The appointment's time as the email's language writes it (English: appointmentTime, as the assistant says it). */
function appointmentTimeIn(
  { language, locale }: EmailLocale,
  startsAt: string,
  timeZone: string,
): string {
  if (language === 'en') return appointmentTime(startsAt, timeZone);
  const time = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(startsAt));
  return `${time} (${timeZone})`;
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
  const whenIn = (locale: EmailLocale) =>
    appointmentTimeIn(locale, booking.startsAt, booking.timeZone);
  const { callerName: name, assistantName: assistant, reason } = booking;
  const callerEmail = booking.callerEmail;
  if (callerEmail) {
    await sendLogged(deps, 'confirmation', () =>
      deps.mailer.send({
        to: callerEmail,
        compose: (locale) => {
          const { i18n } = locale;
          const when = whenIn(locale);
          return {
            subject: i18n._(
              /*i18n*/ {
                id: 'email.booked.subject',
                message: 'Your appointment is booked: {when}',
                values: { when },
              },
            ),
            heading: i18n._(
              /*i18n*/ { id: 'email.booked.heading', message: 'Your appointment is booked' },
            ),
            lines: [
              i18n._(/*i18n*/ { id: 'email.hello', message: 'Hello {name},', values: { name } }),
              i18n._(
                /*i18n*/ {
                  id: 'email.booked.body',
                  message: 'Your appointment with {assistant} is booked for {when}.',
                  values: { assistant, when },
                },
              ),
              i18n._(
                /*i18n*/ {
                  id: 'email.booking.reason',
                  message: 'Reason: {reason}',
                  values: { reason },
                },
              ),
            ],
          };
        },
        resellerId: booking.resellerId,
      }),
    );
  }
  if (notify) {
    await sendLogged(deps, 'alert', () =>
      deps.mailer.send({
        to: notify,
        compose: (locale) => {
          const { i18n } = locale;
          const when = whenIn(locale);
          const notGiven = i18n._(/*i18n*/ { id: 'email.notGiven', message: 'not given' });
          return {
            subject: i18n._(
              /*i18n*/ {
                id: 'email.bookingAlert.subject',
                message: 'New booking: {name}, {when}',
                values: { name, when },
              },
            ),
            heading: i18n._(
              /*i18n*/ {
                id: 'email.bookingAlert.heading',
                message: 'A caller booked an appointment',
              },
            ),
            lines: [
              i18n._(
                /*i18n*/ {
                  id: 'email.bookingAlert.body',
                  message: '{assistant} booked an appointment for {when}.',
                  values: { assistant, when },
                },
              ),
              i18n._(
                /*i18n*/ { id: 'email.field.name', message: 'Name: {name}', values: { name } },
              ),
              i18n._(
                /*i18n*/ {
                  id: 'email.field.phone',
                  message: 'Phone: {phone}',
                  values: { phone: booking.callerNumber ?? notGiven },
                },
              ),
              i18n._(
                /*i18n*/ {
                  id: 'email.field.email',
                  message: 'Email: {email}',
                  values: { email: booking.callerEmail ?? notGiven },
                },
              ),
              i18n._(
                /*i18n*/ {
                  id: 'email.booking.reason',
                  message: 'Reason: {reason}',
                  values: { reason },
                },
              ),
            ],
          };
        },
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
  const { callerName: name, assistantName: assistant } = booking;
  await sendLogged(deps, 'cancellation', () =>
    deps.mailer.send({
      to: callerEmail,
      compose: (locale) => {
        const { i18n } = locale;
        const when = appointmentTimeIn(locale, booking.startsAt, booking.timeZone);
        return {
          subject: i18n._(
            /*i18n*/ {
              id: 'email.bookingCancelled.subject',
              message: 'Your appointment is cancelled: {when}',
              values: { when },
            },
          ),
          heading: i18n._(
            /*i18n*/ {
              id: 'email.bookingCancelled.heading',
              message: 'Your appointment is cancelled',
            },
          ),
          lines: [
            i18n._(/*i18n*/ { id: 'email.hello', message: 'Hello {name},', values: { name } }),
            i18n._(
              /*i18n*/ {
                id: 'email.bookingCancelled.body',
                message: 'Your appointment with {assistant} on {when} is cancelled.',
                values: { assistant, when },
              },
            ),
            i18n._(
              /*i18n*/ {
                id: 'email.bookingCancelled.again',
                message: 'Please call again to book another time.',
              },
            ),
          ],
        };
      },
      resellerId: booking.resellerId,
    }),
  );
}
