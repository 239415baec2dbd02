import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from '@jest/globals';
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

describe('formatMoney next to Intl.NumberFormat (en-US, USD)', () => {
  const whole = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  const cents = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const intl = (amount: number) => {
    const c = Math.round(amount * 100);
    return c % 100 === 0 ? whole.format(c / 100) : cents.format(c / 100);
  };

  it('gives the same text for small, large, negative and fractional amounts', () => {
    const amounts = [
      0.01, 0.1, 0.99, 1, 9.5, 10, 99.99, 100, 999.9, 1000, 1000.01, 12345.6, 999999.99,
    ];
    amounts.push(1e6, 1234567.89, 98765432.1, 2 ** 31, -0.01, -5, -1234.5, -1e6);
    for (let i = 0; i < 500; i += 1) amounts.push(Math.round(((i * 7919) % 100003) * 13.37) / 100);
    for (const amount of amounts) expect(formatMoney(amount)).toBe(intl(amount));
  });
});

describe('formatMoney in another language', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it("uses the language's marks and symbol place", () => {
    i18n.loadAndActivate({ locale: 'de', messages: {} });
    expect(formatMoney(1234.56)).toBe('1.234,56\u00a0$');
    expect(formatMoney(49)).toBe('49\u00a0$');
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    expect(formatMoney(278.4)).toBe('278,40\u00a0US$');
  });
});
