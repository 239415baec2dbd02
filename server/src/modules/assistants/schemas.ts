import { json, pagedList, replies } from '../../lib/route-schema';
import { assistantListQuerySchema } from './list-query';

export const assistantSchemas = {
  list: {
    querystring: assistantListQuerySchema,
    response: replies(
      { 200: pagedList(json.open({ id: json.integer, name: json.string })) },
      [401, 403, 422],
    ),
  },
};
