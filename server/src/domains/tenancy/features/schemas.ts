import {
  AdminFeatureListReply,
  AdminFeatureOrderReply,
  AdminFeatureReply,
  LandingFeatureListReply,
  SuccessMessageReply,
} from '@voice/contracts/replies';
import { featureIdSchema, featureOrderSchema, featureSchema } from '@voice/contracts/schemas';
import { replies, tagged } from '../../../lib/route-schema';

export const featureSchemas = tagged('Site settings', {
  list: {
    summary: "List the site's features",
    response: replies({ 200: LandingFeatureListReply }),
  },
  adminList: {
    summary: "List the site's features (admin)",
    response: replies({ 200: AdminFeatureListReply }, [401, 403]),
  },
  create: {
    summary: 'Add a feature',
    body: featureSchema,
    response: replies({ 201: AdminFeatureReply }, [401, 403, 422]),
  },
  update: {
    summary: 'Update a feature',
    params: featureIdSchema,
    body: featureSchema,
    response: replies({ 200: AdminFeatureReply }, [401, 403, 404, 422]),
  },
  remove: {
    summary: 'Delete a feature',
    params: featureIdSchema,
    response: replies({ 200: SuccessMessageReply }, [401, 403, 404, 422]),
  },
  reorder: {
    summary: 'Reorder the features',
    body: featureOrderSchema,
    response: replies({ 200: AdminFeatureOrderReply }, [401, 403, 422]),
  },
});
