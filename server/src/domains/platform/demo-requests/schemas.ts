import { number, object, string } from 'yup';
import { DEMO_REQUEST_STATUSES } from '@voice/contracts';
import { demoRequestSchema, demoRequestStatusSchema } from '@voice/contracts/schemas';
import { blankString, blankToUndefined, pagingFields } from '../../../lib/paging';
import { json, pagedList, replies, successMessage } from '../../../lib/route-schema';

/** GET /api/admin/demo-requests?page&per_page&status&search&reseller_id (reseller_id: platform admins only). */
export const demoRequestsQuerySchema = object({
  ...pagingFields(15),
  status: string()
    .transform(blankString)
    .oneOf([...DEMO_REQUEST_STATUSES], 'The selected status is invalid.')
    .optional(),
  search: string()
    .transform(blankString)
    .trim()
    .max(255, 'The search may not be greater than 255 characters.')
    .optional(),
  reseller_id: number()
    .transform(blankToUndefined)
    .typeError('The reseller id must be an integer.')
    .integer('The reseller id must be an integer.')
    .positive('The reseller id must be an integer.')
    .max(2_147_483_647, 'The reseller id must be an integer.'),
});

export const demoRequestIdSchema = object({
  id: number()
    .typeError('The id must be an integer.')
    .required()
    .integer('The id must be an integer.')
    .positive('The id must be an integer.')
    .max(2_147_483_647, 'The id must be an integer.'),
});

/** DemoRequest (packages/contracts entities/demo-request.ts). */
const demoRequest = json.object({
  id: json.integer,
  reseller_id: json.nullableInteger,
  reseller_name: json.nullableString,
  user_id: json.nullableInteger,
  name: json.string,
  email: json.string,
  phone: json.nullableString,
  company: json.nullableString,
  preferred_time: json.nullableString,
  message: json.nullableString,
  status: { type: 'string', enum: [...DEMO_REQUEST_STATUSES] },
  created_at: json.string,
  updated_at: json.string,
});

export const demoRequestSchemas = {
  /** A signed-in user's request, stored with the site's tenant and emailed to its admins. */
  create: { body: demoRequestSchema, response: replies({ 201: successMessage }, [401, 422, 429]) },
  /** Newest first; a reseller admin: its tenant's; a platform admin: all (?reseller_id). */
  list: {
    querystring: demoRequestsQuerySchema,
    response: replies({ 200: pagedList(demoRequest) }, [401, 403, 422]),
  },
  /** The new status; 404 when the request does not exist or belongs to another tenant. */
  update: {
    params: demoRequestIdSchema,
    body: demoRequestStatusSchema,
    response: replies(
      {
        200: json.object({ success: json.boolean, message: json.string, data: demoRequest }),
      },
      [401, 403, 404, 422],
    ),
  },
};
