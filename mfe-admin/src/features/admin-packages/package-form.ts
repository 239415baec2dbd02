import { msg } from '@lingui/core/macro';
import type { AdminPackage, AdminPackagePayload } from '@voice/contracts';
import { formatNumber } from '@voice/ui';
import { i18n } from '@voice/ui/core';

/** The plan form's values: numbers as typed text, features one per line. */
export interface PackageFormValues {
  name: string;
  description: string;
  price: string;
  yearly_price: string;
  features: string;
  is_popular: boolean;
  monthly_minutes_limit: string;
  voice_agents_limit: string;
  analytics_level: string;
  support_level: string;
  extra_per_minute_charge: string;
  knowledge_sources_limit: string;
  knowledge_mb_limit: string;
  booking_enabled: boolean;
  campaigns_enabled: boolean;
  campaign_concurrency_limit: string;
  campaign_contacts_monthly_limit: string;
  sort_order: string;
  is_active: boolean;
}

export const EMPTY_PACKAGE: PackageFormValues = {
  name: '',
  description: '',
  price: '',
  yearly_price: '',
  features: '',
  is_popular: false,
  monthly_minutes_limit: '',
  voice_agents_limit: '',
  analytics_level: 'basic',
  support_level: '',
  extra_per_minute_charge: '0',
  // What plans were given when these became plan features (server migration 0023).
  knowledge_sources_limit: '20',
  knowledge_mb_limit: '50',
  booking_enabled: true,
  // A new plan offers no outbound campaigns until the admin turns them on and sets their limits.
  campaigns_enabled: false,
  campaign_concurrency_limit: '',
  campaign_contacts_monthly_limit: '',
  sort_order: '0',
  is_active: true,
};

export function formValuesOf(plan: AdminPackage): PackageFormValues {
  return {
    name: plan.name,
    description: plan.description,
    price: String(plan.price),
    yearly_price: String(plan.yearly_price),
    features: plan.features.join('\n'),
    is_popular: plan.is_popular,
    monthly_minutes_limit: String(plan.monthly_minutes_limit),
    voice_agents_limit: String(plan.voice_agents_limit),
    analytics_level: plan.analytics_level,
    support_level: plan.support_level,
    extra_per_minute_charge: String(plan.extra_per_minute_charge),
    knowledge_sources_limit: String(plan.knowledge_sources_limit),
    knowledge_mb_limit: String(plan.knowledge_mb_limit),
    booking_enabled: plan.booking_enabled,
    campaigns_enabled: plan.campaigns_enabled,
    // A plan without campaigns stores 0s: shown blank, to be filled in when they are turned on.
    campaign_concurrency_limit: plan.campaigns_enabled
      ? String(plan.campaign_concurrency_limit)
      : '',
    campaign_contacts_monthly_limit: plan.campaigns_enabled
      ? String(plan.campaign_contacts_monthly_limit)
      : '',
    sort_order: String(plan.sort_order),
    is_active: plan.is_active,
  };
}

/** Empty text stays empty (the schema then says the field is required); anything else becomes a number. */
function numberOrBlank(text: string): number | string {
  const trimmed = text.trim();
  return trimmed === '' ? '' : Number(trimmed);
}

/**
 * A campaign limit: blank is left out (required while campaigns are on, else 0), and sent only while they are
 * on; what is typed stays in the form when they are turned off and on again.
 */
function campaignLimit(values: PackageFormValues, text: string): number | string | undefined {
  if (!values.campaigns_enabled) return undefined;
  const value = numberOrBlank(text);
  return value === '' ? undefined : value;
}

/** What the form sends (and validates): numbers parsed, features split into lines without blanks. */
export function toPayloadDraft(values: PackageFormValues): Record<string, unknown> {
  return {
    name: values.name,
    description: values.description,
    price: numberOrBlank(values.price),
    yearly_price: numberOrBlank(values.yearly_price),
    features: values.features
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    is_popular: values.is_popular,
    monthly_minutes_limit: numberOrBlank(values.monthly_minutes_limit),
    voice_agents_limit: numberOrBlank(values.voice_agents_limit),
    analytics_level: values.analytics_level,
    support_level: values.support_level,
    extra_per_minute_charge: numberOrBlank(values.extra_per_minute_charge),
    knowledge_sources_limit: numberOrBlank(values.knowledge_sources_limit),
    knowledge_mb_limit: numberOrBlank(values.knowledge_mb_limit),
    booking_enabled: values.booking_enabled,
    campaigns_enabled: values.campaigns_enabled,
    campaign_concurrency_limit: campaignLimit(values, values.campaign_concurrency_limit),
    campaign_contacts_monthly_limit: campaignLimit(values, values.campaign_contacts_monthly_limit),
    sort_order: numberOrBlank(values.sort_order),
    is_active: values.is_active,
  };
}

export function toPayload(values: PackageFormValues): AdminPackagePayload {
  return toPayloadDraft(values) as unknown as AdminPackagePayload;
}

/** A limit as shown in the list: -1 is Unlimited (in the page's language). */
export function formatLimit(value: number): string {
  return value === -1 ? i18n._(msg`Unlimited`) : formatNumber(value);
}

/** The campaigns column of the list: "Off", or "5 at once, 5,000 contacts/mo" (in the page's language). */
export function formatCampaigns(plan: AdminPackage): string {
  if (!plan.campaigns_enabled) return i18n._(msg`Off`);
  const atOnce = formatNumber(plan.campaign_concurrency_limit);
  const contacts = formatNumber(plan.campaign_contacts_monthly_limit);
  return i18n._(msg`${atOnce} at once, ${contacts} contacts/mo`);
}
