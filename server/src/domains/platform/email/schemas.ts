import { OutboxEmailListReply } from '@voice/contracts/replies';
import { replies, tagged } from '../../../lib/route-schema';
import { pageQuerySchema } from './list-query';

export const emailSchemas = tagged('Contact', {
  outbox: {
    summary: 'List the sandbox email outbox',
    querystring: pageQuerySchema,
    response: replies({ 200: OutboxEmailListReply }, [401, 403, 422]),
  },
});
