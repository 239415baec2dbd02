import type { FastifyInstance } from 'fastify';
import { dataScope } from '@voice/contracts';
import { PublicPhoneNumberListReply } from '@voice/contracts/replies';
import { heldPhoneNumbers } from '../../voice';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { ValidationFailed } from '../../../lib/http-error';
import { CURSOR_INVALID, decodeCursor, pageOf } from './cursor';
import { phoneNumberListQuerySchema, TAGS, v1Replies } from './schemas';

export async function publicPhoneNumberRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  api.get(
    '/phone-numbers',
    {
      config: { access: 'authenticated', apiKeyScope: 'assistants:read' },
      schema: {
        summary: 'List phone numbers',
        operationId: 'v1ListPhoneNumbers',
        description: "The numbers the key's assistants hold, oldest first.",
        tags: [TAGS.phoneNumbers],
        querystring: phoneNumberListQuerySchema,
        response: v1Replies({ 200: PublicPhoneNumberListReply }, [422]),
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const after = decodeCursor(cursor);
      if (after && after.key !== after.id) throw new ValidationFailed({ cursor: [CURSOR_INVALID] });
      const rows = await heldPhoneNumbers(
        app.db,
        dataScope(currentUser(request)),
        after?.id ?? null,
        limit + 1,
      );
      return pageOf(
        rows,
        limit,
        (row) => ({ key: row.id, id: row.id }),
        (row) => row,
      );
    },
  );
}
