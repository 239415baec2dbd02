import { i18n } from '@lingui/core';

/**
 * The one money format of every screen: US dollars rounded to the cent, cents shown unless the rounded
 * amount is whole ('$49', '$278.40', '$1,234.56', '-$5'). Anything that is not a finite number shows as '$0'.
 * English is written out; the other languages' pages (rendered by the browser after the first paint) use Intl.
 *
 * Written out rather than with Intl.NumberFormat: the first currency formatter a page creates loads ICU data,
 * 20–50 ms of main thread on the test machine (×4 on a phone), and this module is part of every first load.
 * money.test.ts checks the output against Intl's for a range of amounts.
 */
export function formatMoney(amount: number | string | null | undefined): string {
  const value = Number(amount);
  const cents = Number.isFinite(value) ? Math.round(value * 100) : 0;
  // Another language's page: its own marks and symbol place ('49 US$', '1.234,56 $'), from Intl.
  const { locale } = i18n;
  if (locale && locale !== 'en') {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    }).format(cents / 100);
  }
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = Math.abs(cents) % 100;
  const dollars = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}
