/**
 * Proration of a plan change in the middle of a billing period, as Stripe Billing computes it
 * (proration_behavior=always_invoice): the unused part of the current period is credited at the old price, the
 * same part is charged at the new price, and the difference is invoiced at once. The part is measured in whole
 * seconds (Stripe's proration_date is a Unix timestamp): (period end − change time) ÷ (period end − period start).
 * Each of the two lines is rounded to the cent on its own, as Stripe's invoice lines are; the period does not move.
 *
 * Amounts are in cents.
 */
export interface ProrationInput {
  /** What the current period was charged (the plan's price for the interval, or a custom deal's amount). */
  currentAmount: number;
  /** The new plan's price for the same interval. */
  newAmount: number;
  periodStart: Date;
  periodEnd: Date;
  /** When the change takes effect (Stripe's proration_date). */
  at: Date;
}

export interface Proration {
  /** Credit for the unused time on the current plan (≥ 0; shown as a negative line). */
  credit: number;
  /** The remaining time on the new plan. */
  charge: number;
  /** charge − credit: what is charged now (negative: a credit owed to the customer). */
  total: number;
  /** The proration time, in whole seconds since the epoch. */
  prorationDate: number;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function prorate(input: ProrationInput): Proration {
  const start = seconds(input.periodStart);
  const end = seconds(input.periodEnd);
  if (end <= start) throw new Error('prorate: the period must end after it starts');
  const at = Math.min(end, Math.max(start, seconds(input.at)));
  const unused = (end - at) / (end - start);
  const credit = Math.round(input.currentAmount * unused);
  const charge = Math.round(input.newAmount * unused);
  return { credit, charge, total: charge - credit, prorationDate: at };
}
