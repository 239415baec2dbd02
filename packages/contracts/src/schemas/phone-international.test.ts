import { describe, expect, it } from '@jest/globals';
import {
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import { readInternationalDigits } from './phone-international';
import { readContactNumber } from './phone-time-zone';

/** What libphonenumber-js itself reads from `text`: its E.164 and country when valid, else null. */
function byLibrary(text: string) {
  const parsed = parsePhoneNumberFromString(text);
  return parsed?.isValid() ? { e164: parsed.number, country: parsed.country } : null;
}

/** A repeatable pseudo-random sequence (the same numbers on every run; a failure names its number). */
function randomOf(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return Math.floor((state / 0x80000000) * below);
  };
}

/**
 * Numbers of every calling code: each country's example mobile number with its last 1-5 digits replaced by 0-6
 * random ones (valid ones, and numbers a digit too short or too long, or just outside a range), and random digits
 * after a random first digit (mostly invalid, some of every calling code's lengths).
 */
function numbers(count: number, seed: number): string[] {
  const random = randomOf(seed);
  const digits = (n: number) => Array.from({ length: n }, () => String(random(10))).join('');
  const seeds = getCountries().flatMap((country) => {
    const example = getExampleNumber(country, examples);
    return example ? [example.number] : [];
  });
  return Array.from({ length: count }, (_, i) => {
    if (i % 10 < 7) {
      const base = seeds[random(seeds.length)] as string;
      const cut = 1 + random(5);
      return (
        base.slice(0, Math.max(2, base.length - cut)) + digits(Math.max(0, cut - 1 + random(3)))
      );
    }
    return `+${1 + random(9)}${digits(3 + random(14))}`;
  });
}

describe('readInternationalDigits', () => {
  it('reads + and digits as libphonenumber-js does, for numbers of every calling code', () => {
    const seen = { read: 0, valid: 0, countries: new Set<string>() };
    for (const text of numbers(60_000, 30)) {
      const read = readInternationalDigits(text);
      if (read === undefined) continue;
      seen.read += 1;
      const expected = byLibrary(text);
      // On a difference, the failure names the number.
      expect({ text, read: read && { e164: read.e164, country: read.country } }).toEqual({
        text,
        read: expected,
      });
      if (read) {
        seen.valid += 1;
        if (read.country) seen.countries.add(read.country);
      }
    }
    // The comparison covered most numbers, many valid ones, and most countries (the test would prove little else).
    expect(seen.read).toBeGreaterThan(50_000);
    expect(seen.valid).toBeGreaterThan(15_000);
    expect(seen.countries.size).toBeGreaterThan(200);
  });

  it('leaves to libphonenumber-js what it does not read: other writings, unknown and non-geographic codes', () => {
    for (const text of [
      '+44 7400 100001', // spaces
      '07400100001', // no +
      '+0441234567', // no calling code starts with 0
      '+80012345678', // +800: non-geographic
      '+1', // too short for this reading
      `+1${'2'.repeat(20)}`,
    ]) {
      expect(readInternationalDigits(text)).toBeUndefined();
    }
    // A national prefix written after the calling code (libphonenumber-js strips it or not by its own rules).
    expect(readInternationalDigits('+4407400100001')).toBeUndefined();
  });

  it('tells the country of a shared calling code as libphonenumber-js does', () => {
    for (const text of [
      '+447400100001',
      '+441534123456',
      '+447781123456',
      '+14155550123',
      '+12125550123',
    ]) {
      expect(readInternationalDigits(text)?.country).toBe(byLibrary(text)?.country);
    }
    expect(getCountryCallingCode('JE')).toBe('44');
  });
});

describe('readContactNumber with the international reading', () => {
  it('answers as before for numbers of every calling code (E.164 and zone)', () => {
    for (const text of numbers(5_000, 31)) {
      const parsed = parsePhoneNumberFromString(text);
      const expected = parsed?.isValid() ? parsed.number : null;
      expect({ text, e164: readContactNumber(text)?.e164 ?? null }).toEqual({
        text,
        e164: expected,
      });
    }
  });
});
