import { boolean, mixed, number, object, string, type InferType } from 'yup';
import { BILLING_INTERVALS, type BillingInterval } from '../entities/common';

function money(label: string) {
  return number()
    .typeError(`${label} is required`)
    .required(`${label} is required`)
    .min(0, `${label} cannot be negative`)
    .max(1_000_000, `${label} must be at most 1,000,000`)
    .test(
      'step',
      `${label} can have at most 2 decimal places`,
      (value) => value === undefined || Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
    );
}

/** A limit: a whole number, 0 or more, or -1 for unlimited. */
function limit(label: string) {
  return number()
    .typeError(`${label} is required`)
    .required(`${label} is required`)
    .integer(`${label} must be a whole number`)
    .min(-1, `${label} must be 0 or more, or -1 for unlimited`);
}

/**
 * A reseller package (/super-admin/reseller-packages, POST and PUT /api/super-admin/reseller-packages). The
 * spec gives no texts for this form; these follow the style of its other forms ('X is required').
 */
export const resellerPackageSchema = object({
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
  is_popular: boolean().typeError('Popular must be true or false').default(false),
  voice_agents_limit: limit('Voice agents limit'),
  minutes_limit: limit('Minutes limit'),
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
});

export type ResellerPackageInput = InferType<typeof resellerPackageSchema>;

/** :id of /api/super-admin/reseller-packages/:id. */
export const resellerPackageIdSchema = object({
  id: number()
    .typeError('Reseller package not found')
    .required('Reseller package not found')
    .integer('Reseller package not found')
    .positive('Reseller package not found')
    .max(2_147_483_647, 'Reseller package not found'),
});

/** POST /api/reseller-billing/checkout: no package = pay or renew the current one. */
export const resellerBillingCheckoutSchema = object({
  reseller_package_id: number()
    .typeError('Please select a reseller package')
    .integer('Please select a reseller package')
    .positive('Please select a reseller package')
    .max(2_147_483_647, 'Please select a reseller package'),
  billing_interval: mixed<BillingInterval>().oneOf(
    [...BILLING_INTERVALS],
    'Billing interval must be monthly or yearly',
  ),
});
