const formats = {
  whole: new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }),
  cents: new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
};

/**
 * The one money format of every screen: US dollars rounded to the cent, cents shown unless the rounded
 * amount is whole ('$49', '$278.40', '$1,234.56'). Anything that is not a finite number shows as '$0'.
 */
export function formatMoney(amount: number | string | null | undefined): string {
  const value = Number(amount);
  const cents = Number.isFinite(value) ? Math.round(value * 100) : 0;
  return cents % 100 === 0 ? formats.whole.format(cents / 100) : formats.cents.format(cents / 100);
}
