import { array, number, object, string, type InferType } from 'yup';
import { rowId } from './fields';
import { hasAtMostDecimals, packageBaseFields, packageLimit } from './package-fields';

const ANALYTICS_LEVELS = ['basic', 'advanced', 'enterprise'] as const;
export const PACKAGE_ANALYTICS_LEVELS: readonly string[] = ANALYTICS_LEVELS;

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
});

export type AdminPackageInput = InferType<typeof adminPackageSchema>;

/** :id of /api/admin/packages/:id. */
export const adminPackageIdSchema = object({
  id: rowId('Package not found').required('Package not found'),
});
