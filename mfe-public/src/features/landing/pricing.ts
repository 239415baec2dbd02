import type { Package } from '@voice/contracts';

/** Pricing arithmetic of the landing page (spec 000 §9). Prices may arrive as numbers or decimal strings. */

export type BillingPeriod = 'monthly' | 'annual';

/** The annual saving of a plan: price × 12 − yearly_price, never negative, rounded to cents. */
export function annualSaving(price: number | string, yearlyPrice: number | string): number {
  const saving = Number(price) * 12 - Number(yearlyPrice);
  if (!Number.isFinite(saving) || saving <= 0) return 0;
  return Math.round(saving * 100) / 100;
}

/**
 * The annual toggle's line in spec 000's words, 'Save Up To N%': N is the largest saving of the tenant's plans in
 * percent of price × 12, rounded down (never more than a plan gives). null when no plan saves anything.
 */
export function upToSavingLabel(
  plans: readonly { price: number | string; yearly_price: number | string }[],
): string | null {
  const percents = plans
    .filter((plan) => Number(plan.price) > 0 && Number(plan.yearly_price) > 0)
    .map((plan) => (annualSaving(plan.price, plan.yearly_price) / (Number(plan.price) * 12)) * 100);
  const best = Math.floor(Math.max(0, ...percents) + 1e-9);
  return best > 0 ? `Save Up To ${best}%` : null;
}

type AssistantFeatures = Partial<
  Pick<Package, 'knowledge_sources_limit' | 'knowledge_mb_limit' | 'booking_enabled'>
>;

/** 1234 -> '1,234', without Intl: the landing loads no locale data (see plan-format.ts in mfe-billing). */
const withCommas = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A card's list: the plan's features, then what it gives each assistant when it gives it ('Knowledge base: 20
 * sources, 50 MB', 'Appointment booking'). A feature that says booking again is left out when the plan has it
 * (the seeded Professional lists 'Appointment booking and CRM integrations').
 */
export function planFeatureLines(
  plan: { features?: readonly string[] | null } & AssistantFeatures,
) {
  const sources = Math.round(Number(plan.knowledge_sources_limit ?? 0));
  const mb = Math.round(Number(plan.knowledge_mb_limit ?? 0));
  const booking = plan.booking_enabled === true;
  const features = (Array.isArray(plan.features) ? plan.features : []).filter(
    (feature) => !(booking && feature.trim().toLowerCase().startsWith('appointment booking')),
  );
  const knowledge =
    sources > 0 && mb > 0
      ? [
          `Knowledge base: ${withCommas(sources)} ${sources === 1 ? 'source' : 'sources'}, ${withCommas(mb)}\u00a0MB`,
        ]
      : [];
  return [...features, ...knowledge, ...(booking ? ['Appointment booking'] : [])];
}
