import { OutboxEmailListReply } from '@voice/contracts/replies';
import { replies } from '../../../lib/route-schema';
import { pageQuerySchema } from './list-query';

export const emailSchemas = {
  outbox: {
    querystring: pageQuerySchema,
    response: replies({ 200: OutboxEmailListReply }, [401, 403, 422]),
  },
};
