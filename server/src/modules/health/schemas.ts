import { json, replies } from '../../lib/route-schema';

export const healthSchemas = {
  health: {
    response: replies({
      200: json.object({ status: json.string, database: json.string, started_at: json.string }),
      503: json.object({ status: json.string, database: json.string }),
    }),
  },
};
