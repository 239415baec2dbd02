import { mixed, number, object, string } from 'yup';
import { blankString, blankToUndefined, pageField, perPageField } from '../../../lib/paging';
import { json, replies } from '../../../lib/route-schema';
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

export const resellerIdSchema = object({
  id: number()
    .typeError(RESELLER_NOT_FOUND)
    .required(RESELLER_NOT_FOUND)
    .integer(RESELLER_NOT_FOUND)
    .positive(RESELLER_NOT_FOUND)
    .max(2_147_483_647, RESELLER_NOT_FOUND),
});

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

const nullableObject = (properties: Record<string, Record<string, unknown>>) => ({
  ...json.object(properties),
  type: ['object', 'null'],
});

const listItem = json.object({
  id: json.integer,
  org_name: json.string,
  subdomain: json.string,
  company_email: json.string,
  status: json.string,
  status_reason: json.nullableString,
  status_changed_at: json.nullableString,
  created_at: json.string,
  admin: nullableObject({ id: json.integer, name: json.string, email: json.string }),
  package_name: json.nullableString,
  users_count: json.integer,
  assistants_count: json.integer,
});

const detail = json.object({
  id: json.integer,
  org_name: json.string,
  subdomain: json.string,
  site_url: json.string,
  company_email: json.string,
  status: json.string,
  status_reason: json.nullableString,
  status_changed_at: json.nullableString,
  created_at: json.string,
  branding: json.open(),
  admin: nullableObject({
    id: json.integer,
    name: json.string,
    email: json.string,
    status: json.string,
  }),
  subscription: { ...json.open(), type: ['object', 'null'] },
  counts: json.object({
    users: json.integer,
    active_users: json.integer,
    assistants: json.integer,
  }),
  users: json.array(json.open()),
  assistants: json.array(json.open()),
  usage: json.open(),
  revenue: json.open(),
});

const detailReply = json.object({ success: json.boolean, data: detail });
const actionReply = json.object({ success: json.boolean, message: json.string, data: detail });

export const resellerSchemas = {
  /** GET /api/super-admin/resellers: data [{id, org_name, ...}] (spec 001 §7) and its pagination. */
  list: {
    querystring: resellerListQuerySchema,
    response: replies(
      {
        200: json.object({
          success: json.boolean,
          data: json.array(listItem),
          pagination: json.open({
            current_page: json.integer,
            per_page: json.integer,
            total: json.integer,
            last_page: json.integer,
          }),
        }),
      },
      [401, 403, 422],
    ),
  },
  show: {
    params: resellerIdSchema,
    response: replies({ 200: detailReply }, [401, 403, 404, 422]),
  },
  status: {
    params: resellerIdSchema,
    body: resellerStatusBodySchema,
    response: replies({ 200: actionReply }, [401, 403, 404, 422]),
  },
  changePackage: {
    params: resellerIdSchema,
    body: resellerPackageChangeSchema,
    response: replies({ 200: actionReply }, [401, 403, 404, 422]),
  },
};
