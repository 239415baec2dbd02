import { json, replies } from '../../../lib/route-schema';

const readiness = json.object({ status: json.string, database: json.string, redis: json.string }, [
  'redis',
]);

export const healthSchemas = {
  health: {
    response: replies({
      200: json.object({ status: json.string, database: json.string, started_at: json.string }),
      503: json.object({ status: json.string, database: json.string }),
    }),
  },
  /** status: ready | draining | error; database and redis (when configured): ok | error. */
  ready: { response: replies({ 200: readiness, 503: readiness }) },
};
