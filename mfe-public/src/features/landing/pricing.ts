/** Pricing arithmetic of the landing page (spec 000 §9). Prices may arrive as numbers or decimal strings. */

export type BillingPeriod = 'monthly' | 'annual';

/** The annual saving of a plan: price × 12 − yearly_price, never negative, rounded to cents. */
export function annualSaving(price: number | string, yearlyPrice: number | string): number {
  const saving = Number(price) * 12 - Number(yearlyPrice);
  if (!Number.isFinite(saving) || saving <= 0) return 0;
  return Math.round(saving * 100) / 100;
}
