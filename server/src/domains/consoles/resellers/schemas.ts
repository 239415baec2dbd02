import {
  ResellerDetailReply,
  ResellerDetailSavedReply,
  ResellerListReply,
} from '@voice/contracts/replies';
import { mixed, number, object, string } from 'yup';
import { pathIdField } from '../../../lib/id-fields';
import { blankString, blankToUndefined, pageField, perPageField } from '../../../lib/paging';
import { replies, tagged } from '../../../lib/route-schema';
import type { ResellerStatus } from '../../../db/schema';

const STATUSES: ResellerStatus[] = ['pending', 'active', 'suspended'];
/**
 * ?search=&status=&page=&per_page= of GET /api/super-admin/resellers. Without page and per_page every match
 * is answered (the reseller pickers of spec 001 §7 ask with no parameters at all).
 */
export const resellerListQuerySchema = object({
  page: pageField().default(undefined),
  per_page: perPageField(15).default(undefined),
  search: string()
    .transform(blankString)
    .trim()
    .max(255, 'The search may not be greater than 255 characters.')
    .optional(),
  status: mixed<ResellerStatus>()
    .transform(blankToUndefined)
    .oneOf([...STATUSES, undefined], 'The status must be pending, active or suspended.'),
});

export const RESELLER_NOT_FOUND = 'Reseller not found';

export const resellerIdSchema = object({ id: pathIdField(RESELLER_NOT_FOUND, RESELLER_NOT_FOUND) });

/** POST /api/super-admin/resellers/:id/suspend and /activate: {reason} (emailed to the reseller admin). */
export const resellerStatusBodySchema = object({
  reason: string()
    .typeError('The reason must be a string.')
    .trim()
    .required('The reason field is required.')
    .min(3, 'The reason must be at least 3 characters.')
    .max(500, 'The reason may not be greater than 500 characters.'),
});

/** PUT /api/super-admin/resellers/:id/package: {reseller_package_id, billing_interval?}. */
export const resellerPackageChangeSchema = object({
  reseller_package_id: number()
    .typeError('The selected package is invalid.')
    .required('The package field is required.')
    .integer('The selected package is invalid.')
    .positive('The selected package is invalid.')
    .max(2_147_483_647, 'The selected package is invalid.'),
  billing_interval: mixed<'monthly' | 'yearly'>()
    .transform(blankToUndefined)
    .oneOf(['monthly', 'yearly', undefined], 'The billing interval must be monthly or yearly.'),
});

export const resellerSchemas = tagged('Resellers', {
  /** GET /api/super-admin/resellers: data [{id, org_name, ...}] (spec 001 §7) and its pagination. */
  list: {
    summary: 'List resellers',
    querystring: resellerListQuerySchema,
    response: replies({ 200: ResellerListReply }, [401, 403, 422]),
  },
  show: {
    summary: 'Show a reseller',
    params: resellerIdSchema,
    response: replies({ 200: ResellerDetailReply }, [401, 403, 404, 422]),
  },
  status: {
    params: resellerIdSchema,
    body: resellerStatusBodySchema,
    response: replies({ 200: ResellerDetailSavedReply }, [401, 403, 404, 422]),
  },
  changePackage: {
    summary: "Change a reseller's plan",
    params: resellerIdSchema,
    body: resellerPackageChangeSchema,
    response: replies({ 200: ResellerDetailSavedReply }, [401, 403, 404, 422]),
  },
});
