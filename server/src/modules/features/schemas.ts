import { json, replies } from '../../lib/route-schema';

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
};
