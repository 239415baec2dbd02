import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Package } from '@voice/contracts';
import { formatMoney } from '@voice/ui/core';

export type Billing = 'monthly' | 'yearly';

/** Each plan's yearly saving in percent, (price × 12 − yearly_price) ÷ (price × 12), for plans with both prices. */
export function yearlySavings(plans: readonly Pick<Package, 'price' | 'yearly_price'>[]): number[] {
  return plans
    .map((plan) => ({ monthly: Number(plan.price) * 12, yearly: Number(plan.yearly_price) }))
    .filter(({ monthly, yearly }) => monthly > 0 && yearly > 0)
    .map(({ monthly, yearly }) => ((monthly - yearly) / monthly) * 100);
}

/**
 * The yearly toggle in spec 001's words (§9), 'Save N%': N is the saving every plan shown gives at least (the
 * smallest, rounded down, so that it is true of each). null when some plan saves nothing yearly.
 */
export function yearlySavingLabel(
  plans: readonly Pick<Package, 'price' | 'yearly_price'>[],
  i18n: I18n,
): string | null {
  const savings = yearlySavings(plans);
  if (savings.length === 0) return null;
  const least = Math.floor(Math.min(...savings) + 1e-9);
  return least > 0 ? i18n._(msg`Save ${least}%`) : null;
}

/** The plan's price for the chosen billing, e.g. { amount: '$49', period: '/month' }. */
export function planPrice(
  plan: Package,
  billing: Billing,
  i18n: I18n,
): { amount: string; period: string } {
  return billing === 'yearly'
    ? { amount: formatMoney(plan.yearly_price), period: i18n._(msg`/year`) }
    : { amount: formatMoney(plan.price), period: i18n._(msg`/month`) };
}

/**
 * A count in the language of `i18n` (the page's: the server renders /pricing with its own instance) ('1.000');
 * in English, as en-US writes it ('7', '1,000', '-12,345'): Intl.NumberFormat('en-US')'s text for integers, written out
 * because the first Intl formatter a page creates loads ICU data (54 ms of main thread on /pricing in one profile,
 * ×4 in Lighthouse's phone). Fractions are rounded to whole numbers (limits are counts). Kept here rather than in
 * '@voice/ui/core', which every page's first load carries (the landing's budget has no room for it).
 */
export function formatCount(value: number, i18n: I18n): string {
  if (!Number.isFinite(value)) return '—';
  const whole = Math.round(value);
  // The language's own marks ('de': 1.000); its tag is a locale Intl knows.
  if (i18n.locale && i18n.locale !== 'en') return new Intl.NumberFormat(i18n.locale).format(whole);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole < 0 ? '-' : ''}${digits}`;
}

/** A limit where -1 means unlimited (spec 001 §9): 'Unlimited', '1,000', or a dash when absent. */
export function limitValue(limit: number | null | undefined, i18n: I18n): string {
  if (limit === -1) return i18n._(msg`Unlimited`);
  if (limit === null || limit === undefined || Number.isNaN(Number(limit))) return '—';
  return formatCount(Number(limit), i18n);
}

/** The limit's value in English, to compare with the plan's own features (the admin's words). */
function englishLimitValue(limit: number | null | undefined): string {
  if (limit === -1) return 'unlimited';
  if (limit === null || limit === undefined || Number.isNaN(Number(limit))) return '—';
  const whole = Math.round(Number(limit));
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Whether a count takes the singular: 1 in English, Spanish and German alike. Chosen here rather than with an ICU
 * plural, whose rules come from Intl.PluralRules: the first Intl use of a page loads ICU data, which /pricing's first
 * load is kept free of (BENCHMARKS.md).
 */
function isOne(count: number | null | undefined): boolean {
  return Number(count) === 1;
}

/** 'Unlimited voice agents', '1 voice agent', '3 voice agents'. */
function agentsText(limit: number | null | undefined, i18n: I18n): string {
  if (limit === -1) return i18n._(msg`Unlimited voice agents`);
  const count = limitValue(limit, i18n);
  return i18n._(isOne(limit) ? msg`${count} voice agent` : msg`${count} voice agents`);
}

/** 'Unlimited minutes per month', '1 minute per month', '1,000 minutes per month'. */
function minutesText(limit: number | null | undefined, i18n: I18n): string {
  if (limit === -1) return i18n._(msg`Unlimited minutes per month`);
  const count = limitValue(limit, i18n);
  return i18n._(isOne(limit) ? msg`${count} minute per month` : msg`${count} minutes per month`);
}

/** The counted things of a plan's limits: a feature that starts with a limit's value and one of these restates it. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- compared with the plan's own features, never shown
const LIMIT_NOUNS = ['minute', 'voice agent'];
/** The plan's own features that restate booking or campaigns (compared, never shown). */
const BOOKING_FEATURE = 'appointment booking';
const CAMPAIGNS_FEATURE = 'outbound campaigns';

type KnowledgeLimits = Pick<Package, 'knowledge_sources_limit' | 'knowledge_mb_limit'>;

/**
 * A plan's knowledge base per assistant ('20 sources, 50 MB', the unit kept on its number's line), or null when it
 * has none (either limit 0).
 */
export function knowledgeValue(plan: KnowledgeLimits, i18n: I18n): string | null {
  const sources = Number(plan.knowledge_sources_limit);
  const mb = Number(plan.knowledge_mb_limit);
  if (!(sources > 0) || !(mb > 0)) return null;
  const count = formatCount(sources, i18n);
  const size = `${formatCount(mb, i18n)}\u00a0MB`;
  return i18n._(isOne(sources) ? msg`${count} source, ${size}` : msg`${count} sources, ${size}`);
}

type CampaignLimits = Pick<
  Package,
  'campaigns_enabled' | 'campaign_concurrency_limit' | 'campaign_contacts_monthly_limit'
>;

/**
 * A plan's outbound campaigns ('5 concurrent calls, 5,000 contacts a month'), or null when it has none (off; a
 * reply from before campaigns were a plan feature has no such fields).
 */
export function campaignsValue(plan: Partial<CampaignLimits>, i18n: I18n): string | null {
  if (plan.campaigns_enabled !== true) return null;
  const calls = Number(plan.campaign_concurrency_limit ?? 0);
  const contacts = Number(plan.campaign_contacts_monthly_limit ?? 0);
  const callCount = formatCount(calls, i18n);
  const contactCount = formatCount(contacts, i18n);
  const callsText = i18n._(
    isOne(calls) ? msg`${callCount} concurrent call` : msg`${callCount} concurrent calls`,
  );
  const contactsText = i18n._(
    isOne(contacts) ? msg`${contactCount} contact a month` : msg`${contactCount} contacts a month`,
  );
  return i18n._(msg`${callsText}, ${contactsText}`);
}

/** What the plan gives besides agents and minutes: each assistant's knowledge base and booking, and campaigns. */
function assistantFeatures(
  plan: KnowledgeLimits & Pick<Package, 'booking_enabled'> & Partial<CampaignLimits>,
  i18n: I18n,
): string[] {
  const knowledge = knowledgeValue(plan, i18n);
  const campaigns = campaignsValue(plan, i18n);
  return [
    ...(knowledge ? [i18n._(msg`Knowledge base: ${knowledge}`)] : []),
    ...(plan.booking_enabled ? [i18n._(msg`Appointment booking`)] : []),
    ...(campaigns ? [i18n._(msg`Outbound campaigns: ${campaigns}`)] : []),
  ];
}

/**
 * What a plan card lists: its two limits ('3 voice agents', '1,000 minutes per month'), its knowledge base,
 * booking and outbound campaigns when it has them, then the plan's features without those that restate one of these ('3 voice agents',
 * 'Unlimited minutes', 'Appointment booking and CRM integrations': the seeded plans list their limits as features
 * too, which showed each twice).
 */
export function planListItems(
  plan: Pick<
    Package,
    | 'voice_agents_limit'
    | 'monthly_minutes_limit'
    | 'features'
    | 'knowledge_sources_limit'
    | 'knowledge_mb_limit'
    | 'booking_enabled'
  > &
    Partial<CampaignLimits>,
  i18n: I18n,
): string[] {
  const limits = [
    agentsText(plan.voice_agents_limit, i18n),
    minutesText(plan.monthly_minutes_limit, i18n),
  ];
  const restated = [
    ...[
      englishLimitValue(plan.voice_agents_limit),
      englishLimitValue(plan.monthly_minutes_limit),
    ].flatMap((value) => LIMIT_NOUNS.map((noun) => `${value} ${noun}`.toLowerCase())),
    ...(plan.booking_enabled ? [BOOKING_FEATURE] : []),
    ...(plan.campaigns_enabled === true ? [CAMPAIGNS_FEATURE] : []),
  ];
  const features = (Array.isArray(plan.features) ? plan.features : []).filter(
    (feature) => !restated.some((prefix) => feature.trim().toLowerCase().startsWith(prefix)),
  );
  return [...limits, ...assistantFeatures(plan, i18n), ...features];
}

/** Capitalised level ('basic' -> 'Basic'), or a dash; the analytics levels in the page's language
 * (support levels are the admin's own words). */
export function formatLevel(level: string | null | undefined, i18n: I18n): string {
  if (!level) return '—';
  const known: Record<string, string> = {
    basic: i18n._(msg`Basic`),
    advanced: i18n._(msg`Advanced`),
    enterprise: i18n._(msg`Enterprise`),
  };
  if (known[level]) return known[level];
  return level.charAt(0).toUpperCase() + level.slice(1);
}
