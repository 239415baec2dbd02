import { json, pagedList, replies } from '../../../lib/route-schema';
import { pageQuerySchema } from './list-query';

/** OutboxEmail (packages/contracts entities/admin-inbox.ts). */
const outboxEmail = json.open({
  id: json.integer,
  to: json.string,
  subject: json.string,
  html: json.string,
  text: json.string,
  reseller_id: json.nullableInteger,
  created_at: json.any,
});

export const emailSchemas = {
  outbox: {
    querystring: pageQuerySchema,
    response: replies({ 200: pagedList(outboxEmail) }, [401, 403, 422]),
  },
};
