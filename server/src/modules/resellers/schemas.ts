import { json, replies } from '../../lib/route-schema';

export const resellerSchemas = {
  /** GET /api/super-admin/resellers: data [{id, org_name}] (spec 001 §7). */
  names: {
    response: replies(
      {
        200: json.object({
          success: json.boolean,
          data: json.array(json.object({ id: json.integer, org_name: json.string })),
        }),
      },
      [401, 403],
    ),
  },
};
