import { describe, expect, it } from '@jest/globals';
import { billedMinutesOf, formatBilledMinutes, formatTalkMinutes, talkMinutesOf } from './minutes';

describe('the minutes rule', () => {
  it('bills every call rounded up to whole minutes', () => {
    expect(billedMinutesOf(20)).toBe(1);
    expect(billedMinutesOf(60)).toBe(1);
    expect(billedMinutesOf(61)).toBe(2);
    expect(billedMinutesOf(0)).toBe(0);
    expect(billedMinutesOf(-5)).toBe(0);
    expect(billedMinutesOf(null)).toBe(0);
    expect(billedMinutesOf(Number.NaN)).toBe(0);
  });

  it('counts talk time in minutes with one decimal', () => {
    expect(talkMinutesOf(20)).toBe(0.3);
    expect(talkMinutesOf(90)).toBe(1.5);
    expect(talkMinutesOf(0)).toBe(0);
    expect(talkMinutesOf(undefined)).toBe(0);
  });

  it('shows one 20-second call as 1 billed minute and 0.3 min of talk time', () => {
    expect(formatBilledMinutes(billedMinutesOf(20))).toBe('1');
    expect(formatTalkMinutes(talkMinutesOf(20))).toBe('0.3');
  });

  it('formats billed minutes as grouped whole numbers', () => {
    expect(formatBilledMinutes(1250)).toBe('1,250');
    expect(formatBilledMinutes(0)).toBe('0');
    expect(formatBilledMinutes(Number.POSITIVE_INFINITY)).toBe('0');
  });

  it('formats talk time with exactly one decimal', () => {
    expect(formatTalkMinutes(0)).toBe('0.0');
    expect(formatTalkMinutes(2)).toBe('2.0');
    expect(formatTalkMinutes(1234.56)).toBe('1,234.6');
    expect(formatTalkMinutes(0.04)).toBe('0.0');
    expect(formatTalkMinutes(null)).toBe('0.0');
  });
});
