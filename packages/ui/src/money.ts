/**
 * The one money format of every screen: US dollars rounded to the cent, cents shown unless the rounded
 * amount is whole ('$49', '$278.40', '$1,234.56', '-$5'). Anything that is not a finite number shows as '$0'.
 *
 * Written out rather than with Intl.NumberFormat: the first currency formatter a page creates loads ICU data,
 * 20–50 ms of main thread on the test machine (×4 on a phone), and this module is part of every first load.
 * money.test.ts checks the output against Intl's for a range of amounts.
 */
export function formatMoney(amount: number | string | null | undefined): string {
  const value = Number(amount);
  const cents = Number.isFinite(value) ? Math.round(value * 100) : 0;
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = Math.abs(cents) % 100;
  const dollars = groupThousands(String(whole));
  return `${sign}$${dollars}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/**
 * A count as en-US writes it ('7', '1,000', '-12,345', '2.5'): Intl.NumberFormat('en-US')'s text, written out for
 * the same reason as formatMoney (the pricing page's limits created the first formatter of its first load: 54 ms of
 * main thread in one profile). Integers as Intl writes them; fractions rounded to three decimals, as Intl's default
 * (half away from zero on the binary value); anything that is not finite shows as '—'.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const thousandths = Math.round(Math.abs(value) * 1000);
  const sign = value < 0 && thousandths !== 0 ? '-' : '';
  const whole = groupThousands(String(Math.floor(thousandths / 1000)));
  const fraction = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** '1234567' -> '1,234,567'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
