import { object, string } from 'yup';
import { DEMO_REQUEST_STATUSES } from '@voice/contracts';
import {
  DemoRequestListReply,
  DemoRequestReply,
  SuccessMessageReply,
} from '@voice/contracts/replies';
import { demoRequestSchema, demoRequestStatusSchema } from '@voice/contracts/schemas';
import { idFilterField, pathIdField } from '../../../lib/id-fields';
import { blankString, pagingFields } from '../../../lib/paging';
import { replies, tagged } from '../../../lib/route-schema';

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
  reseller_id: idFilterField('The reseller id must be an integer.'),
});

export const demoRequestIdSchema = object({ id: pathIdField('The id must be an integer.') });

export const demoRequestSchemas = tagged('Contact', {
  /** A signed-in user's request, stored with the site's tenant and emailed to its admins. */
  create: {
    summary: 'Request a demo',
    body: demoRequestSchema,
    response: replies({ 201: SuccessMessageReply }, [401, 422, 429]),
  },
  /** Newest first; a reseller admin: its tenant's; a platform admin: all (?reseller_id). */
  list: {
    summary: 'List demo requests',
    querystring: demoRequestsQuerySchema,
    response: replies({ 200: DemoRequestListReply }, [401, 403, 422]),
  },
  /** The new status; 404 when the request does not exist or belongs to another tenant. */
  update: {
    summary: 'Update a demo request',
    params: demoRequestIdSchema,
    body: demoRequestStatusSchema,
    response: replies({ 200: DemoRequestReply }, [401, 403, 404, 422]),
  },
});
