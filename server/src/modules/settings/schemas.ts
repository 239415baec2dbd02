import { json, replies } from '../../lib/route-schema';

export const settingsSchemas = {
  /** PublicSettings (packages/contracts entities/site.ts); 404 {success:false, message} on an unknown site. */
  publicSettings: {
    response: replies(
      {
        200: json.object({
          success: json.boolean,
          data: json.open({
            site_title: json.string,
            site_tagline: json.string,
            meta_description: json.string,
            primary_color: json.string,
            secondary_color: json.string,
            is_main_host: json.boolean,
          }),
        }),
      },
      [404],
    ),
  },
};
