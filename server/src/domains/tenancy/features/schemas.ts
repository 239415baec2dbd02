import {
  AdminFeatureListReply,
  AdminFeatureOrderReply,
  AdminFeatureReply,
  LandingFeatureListReply,
  SuccessMessageReply,
} from '@voice/contracts/replies';
import { featureIdSchema, featureOrderSchema, featureSchema } from '@voice/contracts/schemas';
import { replies } from '../../../lib/route-schema';

export const featureSchemas = {
  list: { response: replies({ 200: LandingFeatureListReply }) },
  adminList: { response: replies({ 200: AdminFeatureListReply }, [401, 403]) },
  create: { body: featureSchema, response: replies({ 201: AdminFeatureReply }, [401, 403, 422]) },
  update: {
    params: featureIdSchema,
    body: featureSchema,
    response: replies({ 200: AdminFeatureReply }, [401, 403, 404, 422]),
  },
  remove: {
    params: featureIdSchema,
    response: replies({ 200: SuccessMessageReply }, [401, 403, 404, 422]),
  },
  reorder: {
    body: featureOrderSchema,
    response: replies({ 200: AdminFeatureOrderReply }, [401, 403, 422]),
  },
};
