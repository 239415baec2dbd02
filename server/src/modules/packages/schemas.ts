import { json, replies } from '../../lib/route-schema';

export const packageSchemas = {
  /** Active subscription packages (LandingPackage and more, packages/contracts entities/site.ts). */
  list: {
    response: replies({
      200: json.object({
        success: json.boolean,
        data: json.array(json.open({ id: json.integer, name: json.string })),
      }),
    }),
  },
};
