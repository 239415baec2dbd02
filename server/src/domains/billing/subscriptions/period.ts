import type { BillingInterval } from '@voice/contracts';

/** The end of a billing period that starts at `start`: one month or one year later (UTC calendar). */
export function periodEnd(start: Date, interval: BillingInterval): Date {
  const end = new Date(start.getTime());
  if (interval === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** The calendar month (UTC) holding `now`: the usage period of a subscription that has none yet. */
export function calendarMonth(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

const DAY_MS = 24 * 3600_000;

/** Whole days left until `end` (a started day counts), never negative; null without an end. */
export function daysRemaining(end: string | null, now: Date): number | null {
  if (!end) return null;
  return Math.max(0, Math.ceil((Date.parse(end) - now.getTime()) / DAY_MS));
}

/** The price of a plan for an interval. */
export function priceFor(
  pkg: { price: number | string; yearly_price: number | string },
  interval: BillingInterval,
): number {
  return Number(interval === 'yearly' ? pkg.yearly_price : pkg.price);
}
