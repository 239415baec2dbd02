import { boolean, number, string } from 'yup';

/** True when the amount has at most `places` decimals. */
export function hasAtMostDecimals(places: number) {
  const factor = 10 ** places;
  return (value: number | null | undefined) =>
    value === null ||
    value === undefined ||
    Number.isNaN(value) ||
    Math.abs(Math.round(value * factor) - value * factor) < 1e-6;
}

/** A price: required, 0 to 1,000,000, cents at most. */
export function packageMoney(label: string) {
  return number()
    .typeError(`${label} is required`)
    .required(`${label} is required`)
    .min(0, `${label} cannot be negative`)
    .max(1_000_000, `${label} must be at most 1,000,000`)
    .test('step', `${label} can have at most 2 decimal places`, hasAtMostDecimals(2));
}

/** A limit: a whole number, 0 or more, or -1 for unlimited. */
export function packageLimit(label: string) {
  return number()
    .typeError(`${label} is required`)
    .required(`${label} is required`)
    .integer(`${label} must be a whole number`)
    .min(-1, `${label} must be 0 or more, or -1 for unlimited`);
}

/**
 * The fields every plan form shares: a tenant's plans (/admin/packages) and the reseller packages
 * (/super-admin/reseller-packages). The spec gives no texts for these forms; these follow the style of its other
 * forms ('X is required').
 */
export const packageBaseFields = {
  name: string()
    .trim()
    .required('Name is required')
    .max(100, 'Name must be less than 100 characters'),
  description: string()
    .trim()
    .default('')
    .max(1000, 'Description must be less than 1000 characters'),
  price: packageMoney('Monthly price'),
  yearly_price: packageMoney('Yearly price'),
  is_popular: boolean().typeError('Popular must be true or false').default(false),
  voice_agents_limit: packageLimit('Voice agents limit'),
  support_level: string()
    .trim()
    .required('Support level is required')
    .max(100, 'Support level must be less than 100 characters'),
  sort_order: number()
    .typeError('Sort order must be a number')
    .integer('Sort order must be a whole number')
    .min(0, 'Sort order cannot be negative')
    .max(10_000, 'Sort order must be at most 10000')
    .default(0),
  is_active: boolean().typeError('Active must be true or false').default(true),
};

/** The most a plan may give: calls at once per campaign, and contacts imported a month. */
const MAX_CAMPAIGN_CONCURRENCY_LIMIT = 1000;
const MAX_CAMPAIGN_CONTACTS_MONTHLY_LIMIT = 10_000_000;

export const CAMPAIGN_PLAN_LABELS = {
  enabled: 'Campaigns',
  concurrency: 'Concurrent calls per campaign',
  contacts: 'Contacts per month',
} as const;

/**
 * A campaign limit: a whole number from 0 to `max` (no "unlimited": the dialler compares against it), required
 * while campaigns are on; off, it may be left out and is then 0.
 */
function campaignLimit(label: string, max: number) {
  return number()
    .typeError(`${label} must be a whole number`)
    .integer(`${label} must be a whole number`)
    .min(0, `${label} must be 0 or more`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')}`)
    .when('campaigns_enabled', {
      is: true,
      then: (schema) => schema.required(`${label} is required when campaigns are included`),
      otherwise: (schema) => schema.default(0),
    });
}

/**
 * Outbound campaigns as a plan feature (the packages' campaigns_enabled, campaign_concurrency_limit,
 * campaign_contacts_monthly_limit): off unless given, so that a client sending none of them saves a plan without
 * campaigns, as plans were before.
 */
export const campaignPlanFields = {
  campaigns_enabled: boolean()
    .typeError(`${CAMPAIGN_PLAN_LABELS.enabled} must be true or false`)
    .default(false),
  campaign_concurrency_limit: campaignLimit(
    CAMPAIGN_PLAN_LABELS.concurrency,
    MAX_CAMPAIGN_CONCURRENCY_LIMIT,
  ),
  campaign_contacts_monthly_limit: campaignLimit(
    CAMPAIGN_PLAN_LABELS.contacts,
    MAX_CAMPAIGN_CONTACTS_MONTHLY_LIMIT,
  ),
};
