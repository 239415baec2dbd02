import { json, replies } from '../../../lib/route-schema';

export const packageSchemas = {
  /** The host tenant's active plans (Package, packages/contracts entities/billing.ts): a reseller's own on its site. */
  list: {
    response: replies({
      200: json.object({
        success: json.boolean,
        data: json.array(json.open({ id: json.integer, name: json.string })),
      }),
    }),
  },
};
