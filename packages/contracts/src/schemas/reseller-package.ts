import { mixed, object, type InferType } from 'yup';
import { rowId } from './fields';
import { packageBaseFields, packageLimit } from './package-fields';
import { BILLING_INTERVALS, type BillingInterval } from '../entities/common';

/**
 * A reseller package (/super-admin/reseller-packages, POST and PUT /api/super-admin/reseller-packages). The
 * spec gives no texts for this form; these follow the style of its other forms ('X is required').
 */
export const resellerPackageSchema = object({
  ...packageBaseFields,
  minutes_limit: packageLimit('Minutes limit'),
});

export type ResellerPackageInput = InferType<typeof resellerPackageSchema>;

/** :id of /api/super-admin/reseller-packages/:id. */
export const resellerPackageIdSchema = object({
  id: rowId('Reseller package not found').required('Reseller package not found'),
});

/** POST /api/reseller-billing/checkout: no package = pay or renew the current one. */
export const resellerBillingCheckoutSchema = object({
  reseller_package_id: rowId('Please select a reseller package'),
  billing_interval: mixed<BillingInterval>().oneOf(
    [...BILLING_INTERVALS],
    'Billing interval must be monthly or yearly',
  ),
});
