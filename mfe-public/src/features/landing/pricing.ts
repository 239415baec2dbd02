/** Pricing arithmetic of the landing page (spec 000 §9). Prices may arrive as numbers or decimal strings. */

export type BillingPeriod = 'monthly' | 'annual';

/** The annual saving of a plan: price × 12 − yearly_price, never negative, rounded to cents. */
export function annualSaving(price: number | string, yearlyPrice: number | string): number {
  const saving = Number(price) * 12 - Number(yearlyPrice);
  if (!Number.isFinite(saving) || saving <= 0) return 0;
  return Math.round(saving * 100) / 100;
}

/** '$49' for whole amounts, '$49.50' otherwise. */
export function formatPrice(amount: number | string): string {
  const value = Number(amount);
  const safe = Number.isFinite(value) ? value : 0;
  const whole = Math.round(safe * 100) % 100 === 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(safe);
}
