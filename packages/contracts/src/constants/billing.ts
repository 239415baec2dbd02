/** Business constants of spec 001 §9 for plans, subscriptions and usage. */

/** A limit of -1 means unlimited (minutes and voice agents). */
export const UNLIMITED = -1;
export const PRICING_DEFAULT_TAGLINE = 'Choose the perfect plan for your business needs';

export function isUnlimited(limit: number | null | undefined): boolean {
  return limit === UNLIMITED;
}

/** Usage bar percentage, capped at 100 (0 for unlimited or zero limits). */
export function usagePercent(used: number, limit: number): number {
  if (limit === UNLIMITED || limit <= 0) return 0;
  return Math.min(100, Math.max(0, (used / limit) * 100));
}

/** The subscription page shows the yearly price divided by 12 per month. */
export function yearlyPricePerMonth(yearlyPrice: number): number {
  return Math.round((yearlyPrice / 12) * 100) / 100;
}

/** pending, active, or none (any other or absent status). */
export function subscriptionState(
  subscription: { status?: string | null } | null | undefined,
): 'pending' | 'active' | 'none' {
  const status = subscription?.status;
  return status === 'pending' || status === 'active' ? status : 'none';
}

/** Upgrade is allowed only to a package with a higher price than the current one. */
export function canUpgradeTo(
  current: { price: number } | null | undefined,
  target: { price: number },
): boolean {
  return !current || Number(target.price) > Number(current.price);
}
