import { describe, expect, it } from '@jest/globals';
import {
  closedReason,
  freeSlots,
  slotsOfDay,
  type Calendar,
} from '../src/domains/voice/bookings/availability';
import { instantOf, wallClockAt, weekdayOf } from '../src/domains/voice/bookings/zoned-time';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const none = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

function calendar(values: Partial<Calendar> = {}): Calendar {
  return {
    time_zone: 'Europe/London',
    slot_minutes: 30,
    buffer_minutes: 0,
    days_ahead: 14,
    hours: { ...none, tue: [{ start: '09:00', end: '11:00' }] },
    blocked_dates: [],
    ...values,
  };
}

// Tuesday 1 December 2026, 08:00 in London (UTC+0 in winter).
const NOW = Date.parse('2026-12-01T08:00:00Z');
const locals = (slots: { local: string }[]) => slots.map((s) => s.local);

describe('wall-clock times of a zone', () => {
  it('turns a wall-clock time into its UTC instant, on both sides of a DST change', () => {
    expect(iso(instantOf('Europe/London', '2026-01-15', 9 * 60))).toBe('2026-01-15T09:00:00.000Z');
    expect(iso(instantOf('Europe/London', '2026-07-15', 9 * 60))).toBe('2026-07-15T08:00:00.000Z');
    expect(iso(instantOf('America/New_York', '2026-07-15', 9 * 60))).toBe(
      '2026-07-15T13:00:00.000Z',
    );
    expect(iso(instantOf('Asia/Kolkata', '2026-07-15', 9 * 60))).toBe('2026-07-15T03:30:00.000Z');
    expect(iso(instantOf('Pacific/Auckland', '2026-07-15', 9 * 60))).toBe(
      '2026-07-14T21:00:00.000Z',
    );
  });

  it('has no instant for a time skipped by spring forward, and the first of a time that happens twice', () => {
    // London: 29 March 2026 01:00 -> 02:00 (01:30 does not exist); 25 October 2026 02:00 -> 01:00.
    expect(instantOf('Europe/London', '2026-03-29', 90)).toBeNull();
    expect(iso(instantOf('Europe/London', '2026-03-29', 120))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(instantOf('Europe/London', '2026-10-25', 90))).toBe('2026-10-25T00:30:00.000Z');
    // New York: 8 March 2026 02:00 -> 03:00.
    expect(instantOf('America/New_York', '2026-03-08', 150)).toBeNull();
  });

  it('reads the wall clock and the weekday', () => {
    expect(wallClockAt('Europe/London', Date.parse('2026-07-15T23:30:00Z'))).toMatchObject({
      date: '2026-07-16',
      minutes: 30,
    });
    expect(weekdayOf('2026-12-01')).toBe('tue');
    expect(weekdayOf('2026-12-06')).toBe('sun');
  });
});

describe('free slots of a day', () => {
  it('gives the opening hours of the weekday in slots, ending within each range', () => {
    const cal = calendar({
      hours: {
        ...none,
        tue: [
          { start: '09:00', end: '10:45' },
          { start: '14:00', end: '15:00' },
        ],
      },
    });
    expect(locals(freeSlots(cal, '2026-12-01', [], NOW))).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '14:00',
      '14:30',
    ]);
    // Wednesday has no hours.
    expect(freeSlots(cal, '2026-12-02', [], NOW)).toEqual([]);
  });

  it('spaces slots by the buffer and keeps the buffer around bookings', () => {
    const cal = calendar({ buffer_minutes: 15 });
    expect(locals(freeSlots(cal, '2026-12-01', [], NOW))).toEqual(['09:00', '09:45', '10:30']);
    // A booking 09:45-10:15 takes its slot; with the 15-minute buffer it leaves 09:00 (ends 09:30) and 10:30 free.
    const busy = [
      { startsAt: Date.parse('2026-12-01T09:45:00Z'), endsAt: Date.parse('2026-12-01T10:15:00Z') },
    ];
    expect(locals(freeSlots(cal, '2026-12-01', busy, NOW))).toEqual(['09:00', '10:30']);
    // One that ends at 10:20 comes within the buffer of 10:30.
    const late = [
      { startsAt: Date.parse('2026-12-01T09:50:00Z'), endsAt: Date.parse('2026-12-01T10:20:00Z') },
    ];
    expect(locals(freeSlots(cal, '2026-12-01', late, NOW))).toEqual(['09:00']);
  });

  it('leaves out the past, blocked days and days past days_ahead', () => {
    const cal = calendar({ days_ahead: 8, blocked_dates: ['2026-12-08'] });
    const at0930 = Date.parse('2026-12-01T09:30:00Z');
    expect(locals(freeSlots(cal, '2026-12-01', [], at0930))).toEqual(['09:30', '10:00', '10:30']);
    expect(closedReason(cal, '2026-11-30', NOW)).toBe('past');
    expect(closedReason(cal, '2026-12-07', NOW)).toBeNull();
    expect(closedReason(cal, '2026-12-08', NOW)).toBe('blocked');
    expect(closedReason(cal, '2026-12-09', NOW)).toBe('too-far');
    expect(freeSlots(cal, '2026-12-08', [], NOW)).toEqual([]);
    expect(freeSlots(cal, '2026-12-15', [], NOW)).toEqual([]);
    // days_ahead 1: today only.
    expect(closedReason(calendar({ days_ahead: 1 }), '2026-12-02', NOW)).toBe('too-far');
  });

  it('keeps wall-clock hours across a DST change: 09:00 moves in UTC, a skipped time is no slot', () => {
    const sundays = calendar({
      hours: { ...none, sun: [{ start: '00:30', end: '03:00' }] },
      slot_minutes: 30,
    });
    // 29 March 2026 in London: 01:00-02:00 does not exist.
    const slots = slotsOfDay(sundays, '2026-03-29');
    expect(locals(slots)).toEqual(['00:30', '02:00', '02:30']);
    expect(slots.map((s) => iso(s.startsAt))).toEqual([
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T01:30:00.000Z',
    ]);
    const tuesdays = calendar();
    expect(iso(slotsOfDay(tuesdays, '2026-03-24')[0]?.startsAt ?? null)).toBe(
      '2026-03-24T09:00:00.000Z',
    );
    expect(iso(slotsOfDay(tuesdays, '2026-03-31')[0]?.startsAt ?? null)).toBe(
      '2026-03-31T08:00:00.000Z',
    );
    // A slot's length is real time, also over the autumn change (01:00-01:30 happens twice).
    const autumn = slotsOfDay(sundays, '2026-10-25');
    expect(autumn.every((s) => s.endsAt - s.startsAt === 30 * 60_000)).toBe(true);
    expect(iso(autumn[0]?.startsAt ?? null)).toBe('2026-10-24T23:30:00.000Z');
  });
});
