import { array, boolean, number, object, string, type InferType } from 'yup';
import { rowId } from './fields';
import {
  campaignPlanFields,
  hasAtMostDecimals,
  packageBaseFields,
  packageLimit,
} from './package-fields';

/** The form's and the errors' names of the campaign fields. */
export { CAMPAIGN_PLAN_LABELS } from './package-fields';

const ANALYTICS_LEVELS = ['basic', 'advanced', 'enterprise'] as const;
export const PACKAGE_ANALYTICS_LEVELS: readonly string[] = ANALYTICS_LEVELS;

/** The most a plan may give per assistant: every source is stored, extracted and synced, so none is unlimited. */
export const MAX_KNOWLEDGE_SOURCES_LIMIT = 1000;
export const MAX_KNOWLEDGE_MB_LIMIT = 10_000;

/** A per-assistant knowledge limit: a whole number from 0 (no knowledge base) to `max` (`maxText` in messages). */
function knowledgeLimit(label: string, max: number, maxText: string) {
  return number()
    .typeError(`${label} is required`)
    .required(`${label} is required`)
    .integer(`${label} must be a whole number`)
    .min(0, `${label} must be 0 or more`)
    .max(max, `${label} must be at most ${maxText}`);
}

/**
 * A plan of the admin's tenant (/admin/packages, POST and PUT /api/admin/packages). The spec gives no texts for
 * this form; these follow the style of its other forms ('X is required').
 */
export const adminPackageSchema = object({
  ...packageBaseFields,
  features: array(
    string().trim().required().max(255, 'Each feature must be less than 255 characters'),
  )
    .default([])
    .max(30, 'A plan can list at most 30 features'),
  monthly_minutes_limit: packageLimit('Monthly minutes'),
  analytics_level: string()
    .trim()
    .required('Analytics level is required')
    .oneOf(ANALYTICS_LEVELS, 'Analytics level must be basic, advanced or enterprise'),
  extra_per_minute_charge: number()
    .typeError('Extra per-minute charge is required')
    .required('Extra per-minute charge is required')
    .min(0, 'Extra per-minute charge cannot be negative')
    .max(100, 'Extra per-minute charge must be at most 100')
    .test(
      'step',
      'Extra per-minute charge can have at most 4 decimal places',
      hasAtMostDecimals(4),
    ),
  knowledge_sources_limit: knowledgeLimit(
    'Knowledge sources limit',
    MAX_KNOWLEDGE_SOURCES_LIMIT,
    '1,000',
  ),
  knowledge_mb_limit: knowledgeLimit('Knowledge size limit', MAX_KNOWLEDGE_MB_LIMIT, '10,000 MB'),
  booking_enabled: boolean()
    .typeError('Appointment booking must be true or false')
    .required('Appointment booking is required'),
  ...campaignPlanFields,
});

export type AdminPackageInput = InferType<typeof adminPackageSchema>;

/** :id of /api/admin/packages/:id. */
export const adminPackageIdSchema = object({
  id: rowId('Package not found').required('Package not found'),
});
