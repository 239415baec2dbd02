import { describe, expect, it } from '@jest/globals';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows cents unless the amount is whole', () => {
    expect(formatMoney(49)).toBe('$49');
    expect(formatMoney(278.4)).toBe('$278.40');
    expect(formatMoney('99.5')).toBe('$99.50');
    expect(formatMoney(1234.56)).toBe('$1,234.56');
    expect(formatMoney(0)).toBe('$0');
  });

  it('rounds to the cent before deciding', () => {
    expect(formatMoney(49.999)).toBe('$50');
    expect(formatMoney(49.004)).toBe('$49');
    expect(formatMoney(0.105)).toBe('$0.11');
    expect(formatMoney(19.995)).toBe('$20');
  });

  it('shows $0 for what is not a number', () => {
    expect(formatMoney(null)).toBe('$0');
    expect(formatMoney(undefined)).toBe('$0');
    expect(formatMoney('abc')).toBe('$0');
    expect(formatMoney(Number.NaN)).toBe('$0');
  });
});
