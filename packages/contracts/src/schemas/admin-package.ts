import { array, boolean, number, object, string, type InferType } from 'yup';

/** True when the amount has at most `places` decimals. */
function hasAtMostDecimals(places: number) {
  const factor = 10 ** places;
  return (value: number | null | undefined) =>
    value === null ||
    value === undefined ||
    Number.isNaN(value) ||
    Math.abs(Math.round(value * factor) - value * factor) < 1e-6;
}

const ANALYTICS_LEVELS = ['basic', 'advanced', 'enterprise'] as const;
export const PACKAGE_ANALYTICS_LEVELS: readonly string[] = ANALYTICS_LEVELS;

/** A limit: a whole number, 0 or more, or -1 for unlimited. */
function limit(label: string) {
  return number()
    .typeError(`${label} is required`)
    .required(`${label} is required`)
    .integer(`${label} must be a whole number`)
    .min(-1, `${label} must be 0 or more, or -1 for unlimited`);
}

function money(label: string) {
  return number()
    .typeError(`${label} is required`)
    .required(`${label} is required`)
    .min(0, `${label} cannot be negative`)
    .max(1_000_000, `${label} must be at most 1,000,000`)
    .test('step', `${label} can have at most 2 decimal places`, hasAtMostDecimals(2));
}

/**
 * A plan of the admin's tenant (/admin/packages, POST and PUT /api/admin/packages). The spec gives no texts for
 * this form; these follow the style of its other forms ('X is required').
 */
export const adminPackageSchema = object({
  name: string()
    .trim()
    .required('Name is required')
    .max(100, 'Name must be less than 100 characters'),
  description: string()
    .trim()
    .default('')
    .max(1000, 'Description must be less than 1000 characters'),
  price: money('Monthly price'),
  yearly_price: money('Yearly price'),
  features: array(
    string().trim().required().max(255, 'Each feature must be less than 255 characters'),
  )
    .default([])
    .max(30, 'A plan can list at most 30 features'),
  is_popular: boolean().typeError('Popular must be true or false').default(false),
  monthly_minutes_limit: limit('Monthly minutes'),
  voice_agents_limit: limit('Voice agents limit'),
  analytics_level: string()
    .trim()
    .required('Analytics level is required')
    .oneOf(ANALYTICS_LEVELS, 'Analytics level must be basic, advanced or enterprise'),
  support_level: string()
    .trim()
    .required('Support level is required')
    .max(100, 'Support level must be less than 100 characters'),
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
  sort_order: number()
    .typeError('Sort order must be a number')
    .integer('Sort order must be a whole number')
    .min(0, 'Sort order cannot be negative')
    .max(10_000, 'Sort order must be at most 10000')
    .default(0),
  is_active: boolean().typeError('Active must be true or false').default(true),
});

export type AdminPackageInput = InferType<typeof adminPackageSchema>;

/** :id of /api/admin/packages/:id. */
export const adminPackageIdSchema = object({
  id: number()
    .typeError('Package not found')
    .required('Package not found')
    .integer('Package not found')
    .min(1, 'Package not found')
    // Row ids are 32-bit integers on PostgreSQL: a larger number is no package (not a database error).
    .max(2_147_483_647, 'Package not found'),
});
