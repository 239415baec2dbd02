import {
  AdminPackageListReply,
  AdminPackageReply,
  ErrorReply,
  SuccessMessageReply,
} from '@voice/contracts/replies';
import { adminPackageIdSchema, adminPackageSchema } from '@voice/contracts/schemas';
import { replies } from '../../../lib/route-schema';

export const adminPackageSchemas = {
  list: {
    response: replies({ 200: AdminPackageListReply }, [401, 403]),
  },
  create: {
    body: adminPackageSchema,
    response: replies({ 201: AdminPackageReply }, [401, 403, 422]),
  },
  update: {
    params: adminPackageIdSchema,
    body: adminPackageSchema,
    response: replies({ 200: AdminPackageReply }, [401, 403, 404, 422]),
  },
  action: {
    params: adminPackageIdSchema,
    response: replies({ 200: AdminPackageReply }, [401, 403, 404, 422]),
  },
  remove: {
    params: adminPackageIdSchema,
    /** 409: the plan is in use (or was): retire it instead. */
    response: { ...replies({ 200: SuccessMessageReply }, [401, 403, 404, 422]), 409: ErrorReply },
  },
};
