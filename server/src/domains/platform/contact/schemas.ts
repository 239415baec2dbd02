import { ContactMessageListReply, SuccessMessageReply } from '@voice/contracts/replies';
import { contactSchema } from '@voice/contracts/schemas';
import { replies, tagged } from '../../../lib/route-schema';
import { pageQuerySchema } from '../email/list-query';

export const contactSchemas = tagged('Contact', {
  send: {
    summary: 'Send a contact message',
    body: contactSchema,
    response: replies({ 200: SuccessMessageReply }, [422, 429]),
  },
  list: {
    summary: 'List contact messages',
    querystring: pageQuerySchema,
    response: replies({ 200: ContactMessageListReply }, [401, 403, 422]),
  },
});
