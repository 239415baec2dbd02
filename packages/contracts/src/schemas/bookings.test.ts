import { describe, expect, it } from '@jest/globals';
import { errorsOf } from '../test-support/errors';
import {
  BOOKING_RANGE_INVALID,
  BOOKING_STATUS_INVALID,
  bookingCalendarSchema,
  bookingFiltersSchema,
  isTimeZone,
  minutesOfDay,
  RANGE_END_BEFORE_START,
  rangesOverlapMessage,
  TIME_INVALID,
  TIME_ZONE_INVALID,
} from './bookings';

const DAY = [{ start: '09:00', end: '17:00' }];
const calendar = {
  enabled: true,
  time_zone: 'Europe/Berlin',
  slot_minutes: 30,
  buffer_minutes: 10,
  days_ahead: 30,
  hours: { mon: DAY, tue: DAY, wed: DAY, thu: DAY, fri: DAY, sat: [], sun: [] },
  blocked_dates: ['2026-12-24'],
  notify_email: 'desk@clinic.example',
};

describe('bookingCalendarSchema', () => {
  it('accepts a calendar, a range open until midnight, touching ranges and no notify email', async () => {
    expect(await errorsOf(bookingCalendarSchema, calendar)).toEqual({});
    const hours = {
      ...calendar.hours,
      sat: [
        { start: '08:00', end: '12:00' },
        { start: '12:00', end: '24:00' },
      ],
    };
    expect(await errorsOf(bookingCalendarSchema, { ...calendar, hours, notify_email: '' })).toEqual(
      {},
    );
  });

  it('names each bad field with its message', async () => {
    const errors = await errorsOf(bookingCalendarSchema, {
      ...calendar,
      time_zone: 'Europe/Atlantis',
      slot_minutes: 481,
      hours: {
        ...calendar.hours,
        mon: [{ start: '17:00', end: '09:00' }],
        thu: [
          { start: '13:00', end: '15:00' },
          { start: '09:00', end: '14:00' },
        ],
        sun: [{ start: '24:00', end: '24:00' }],
      },
    });
    expect(errors).toMatchObject({
      time_zone: [TIME_ZONE_INVALID],
      'hours.mon.0.end': [RANGE_END_BEFORE_START],
      'hours.thu': [rangesOverlapMessage('thu')],
      'hours.sun.0.start': [TIME_INVALID],
    });
    expect(Object.keys(errors)).toContain('slot_minutes');
  });

  it('reads times and zones', () => {
    expect(minutesOfDay('09:30')).toBe(570);
    expect(minutesOfDay('24:00')).toBeNull();
    expect(minutesOfDay('24:00', true)).toBe(1440);
    expect(minutesOfDay('9:30')).toBeNull();
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('New York')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('bookingFiltersSchema', () => {
  it('accepts blank filters and refuses a bad status or range', async () => {
    expect(
      await errorsOf(bookingFiltersSchema, { status: '', from: '', to: '', search: '' }),
    ).toEqual({});
    expect(
      await errorsOf(bookingFiltersSchema, {
        status: 'maybe',
        from: '2026-12-02',
        to: '2026-12-01',
      }),
    ).toEqual({
      status: [BOOKING_STATUS_INVALID],
      to: [BOOKING_RANGE_INVALID],
    });
  });
});
