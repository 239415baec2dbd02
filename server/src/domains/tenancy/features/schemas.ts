import { featureIdSchema, featureOrderSchema, featureSchema } from '@voice/contracts/schemas';
import { json, replies, successMessage } from '../../../lib/route-schema';

/** AdminFeature (packages/contracts schemas/system-settings.ts). */
const adminFeature = json.object({
  id: json.integer,
  title: json.string,
  description: json.string,
  icon: json.nullableString,
  is_active: json.boolean,
  sort_order: json.integer,
});

const one = json.object({ success: json.boolean, message: json.string, data: adminFeature });
const list = json.object({
  success: json.boolean,
  data: json.array(adminFeature),
  inherited: json.boolean,
});

export const featureSchemas = {
  /** LandingFeature (packages/contracts entities/site.ts). */
  list: {
    response: replies({
      200: json.object({
        success: json.boolean,
        data: json.array(
          json.object({
            id: json.integer,
            title: json.string,
            description: json.string,
            icon: json.nullableString,
          }),
        ),
      }),
    }),
  },
  adminList: { response: replies({ 200: list }, [401, 403]) },
  create: { body: featureSchema, response: replies({ 201: one }, [401, 403, 422]) },
  update: {
    params: featureIdSchema,
    body: featureSchema,
    response: replies({ 200: one }, [401, 403, 404, 422]),
  },
  remove: {
    params: featureIdSchema,
    response: replies({ 200: successMessage }, [401, 403, 404, 422]),
  },
  reorder: {
    body: featureOrderSchema,
    response: replies(
      {
        200: json.object({
          success: json.boolean,
          message: json.string,
          data: json.array(adminFeature),
        }),
      },
      [401, 403, 422],
    ),
  },
};
