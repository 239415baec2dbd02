import { contactSchema } from '@voice/contracts/schemas';
import { json, pagedList, replies, successMessage } from '../../../lib/route-schema';
import { pageQuerySchema } from '../email/list-query';

/** ContactMessage (packages/contracts entities/admin-inbox.ts). */
const contactMessage = json.open({
  id: json.integer,
  first_name: json.string,
  last_name: json.string,
  email: json.string,
  phone: json.nullableString,
  message: json.string,
  reseller_id: json.nullableInteger,
  created_at: json.any,
});

export const contactSchemas = {
  send: { body: contactSchema, response: replies({ 200: successMessage }, [422, 429]) },
  list: {
    querystring: pageQuerySchema,
    response: replies({ 200: pagedList(contactMessage) }, [401, 403, 422]),
  },
};
