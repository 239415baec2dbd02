import { describe, expect, it } from '@jest/globals';
import { normalizeE164 } from './phone';
import { readContactNumber, timeZoneOfNumber } from './phone-time-zone';

describe('timeZoneOfNumber', () => {
  it("gives a one-zone country's zone, an Australian area's, and null when the country spans zones", () => {
    expect(timeZoneOfNumber('+447400100001')).toBe('Europe/London');
    expect(timeZoneOfNumber('+33612345678')).toBe('Europe/Paris');
    expect(timeZoneOfNumber('+61298765432')).toBe('Australia/Sydney');
    expect(timeZoneOfNumber('+61891234567')).toBeNull(); // 08: Perth or Adelaide
    expect(timeZoneOfNumber('+14155550123')).toBeNull(); // the US: several zones
    expect(timeZoneOfNumber('garbage')).toBeNull();
  });
});

describe('readContactNumber', () => {
  it('reads a number exactly as normalizeE164 does, with the zone from the same parse', () => {
    const inputs = [
      '+44 7400 100001',
      '(415) 555-0123',
      '+1 415 555 0123',
      '12',
      '',
      'x'.repeat(41),
    ];
    for (const text of inputs) {
      for (const country of [undefined, 'US', 'gb']) {
        const read = readContactNumber(text, country);
        expect(read?.e164 ?? null).toBe(normalizeE164(text, country));
        if (read) expect(read.timeZone).toBe(timeZoneOfNumber(read.e164));
      }
    }
    expect(readContactNumber('07400 100001', 'GB')).toEqual({
      e164: '+447400100001',
      timeZone: 'Europe/London',
    });
  });
});
