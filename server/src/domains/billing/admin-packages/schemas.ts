import {
  AdminPackageListReply,
  AdminPackageReply,
  ErrorReply,
  SuccessMessageReply,
} from '@voice/contracts/replies';
import { adminPackageIdSchema, adminPackageSchema } from '@voice/contracts/schemas';
import { replies, tagged } from '../../../lib/route-schema';

export const adminPackageSchemas = tagged('Plans', {
  list: {
    summary: "List the tenant's plans (admin)",
    response: replies({ 200: AdminPackageListReply }, [401, 403]),
  },
  create: {
    summary: 'Create a plan',
    body: adminPackageSchema,
    response: replies({ 201: AdminPackageReply }, [401, 403, 422]),
  },
  update: {
    summary: 'Update a plan',
    params: adminPackageIdSchema,
    body: adminPackageSchema,
    response: replies({ 200: AdminPackageReply }, [401, 403, 404, 422]),
  },
  action: {
    params: adminPackageIdSchema,
    response: replies({ 200: AdminPackageReply }, [401, 403, 404, 422]),
  },
  remove: {
    summary: 'Delete a plan',
    params: adminPackageIdSchema,
    /** 409: the plan is in use (or was): retire it instead. */
    response: { ...replies({ 200: SuccessMessageReply }, [401, 403, 404, 422]), 409: ErrorReply },
  },
});
