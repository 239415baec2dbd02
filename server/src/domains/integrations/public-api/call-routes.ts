import type { FastifyInstance } from 'fastify';
import { dataScope } from '@voice/contracts';
import { PublicCallDetailSchema, PublicCallListReply } from '@voice/contracts/replies';
import { object, string } from 'yup';
import { callLogsAfter, findCallLog } from '../../calls';
import { notFound } from '../../../lib/http-error';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { pageOf, timePosition } from './cursor';
import { callListQuerySchema, TAGS, v1Replies } from './schemas';

export const CALL_NOT_FOUND = 'Call not found';

const callIdParamsSchema = object({
  callId: string()
    .trim()
    .required('The call id is required.')
    .max(255, 'The call id may not be greater than 255 characters.'),
});

const tags = [TAGS.calls];

/** Only the list's fields (the stored rows carry the assistant's name and transfer details too). */
function publicCall(row: {
  id: number;
  call_id: string;
  status: string;
  assistant_id: number | null;
  phone_number: string | null;
  customer_number: string | null;
  direction: string | null;
  start_time: string;
  end_time: string | null;
  duration: number;
  billed_minutes: number;
  cost: number;
  ended_reason: string | null;
}) {
  return {
    id: row.id,
    call_id: row.call_id,
    status: row.status,
    assistant_id: row.assistant_id,
    phone_number: row.phone_number,
    customer_number: row.customer_number,
    direction: row.direction,
    start_time: row.start_time,
    end_time: row.end_time,
    duration: row.duration,
    billed_minutes: row.billed_minutes,
    cost: row.cost,
    ended_reason: row.ended_reason,
  };
}

export async function publicCallRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();

  api.get(
    '/calls',
    {
      config: { access: 'authenticated', apiKeyScope: 'calls:read' },
      schema: {
        summary: 'List calls',
        operationId: 'v1ListCalls',
        description:
          'The calls the key may see, newest first (by start time). Filters: assistant_id, status, and from / to ' +
          '(YYYY-MM-DD, UTC days, inclusive).',
        tags,
        querystring: callListQuerySchema,
        response: v1Replies({ 200: PublicCallListReply }, [422]),
      },
    },
    async (request) => {
      const { limit, cursor, assistant_id, status, from, to } = request.query;
      const after = timePosition(cursor);
      const rows = await callLogsAfter(
        app.db,
        dataScope(currentUser(request)),
        { assistant_id, status, from, to },
        after && { start_time: after.key, id: after.id },
        limit + 1,
      );
      return pageOf(
        rows,
        limit,
        (row) => ({ key: row.at.start_time, id: row.at.id }),
        (row) => publicCall(row.item),
      );
    },
  );

  api.get(
    '/calls/:callId',
    {
      config: { access: 'authenticated', apiKeyScope: 'calls:read' },
      schema: {
        summary: 'Get a call',
        operationId: 'v1GetCall',
        description: 'A call by its call_id, with its transcript, recording and analysis.',
        tags,
        params: callIdParamsSchema,
        response: v1Replies({ 200: PublicCallDetailSchema }, [404, 422]),
      },
    },
    async (request) => {
      const row = await findCallLog(app.db, dataScope(currentUser(request)), request.params.callId);
      if (!row) throw notFound(CALL_NOT_FOUND);
      return {
        ...publicCall(row),
        transcript: row.transcript,
        recording_url: row.recording_url,
        summary: row.summary,
        success_evaluation: row.success_evaluation,
        structured_data:
          typeof row.structured_data === 'object' && !Array.isArray(row.structured_data)
            ? (row.structured_data as Record<string, unknown> | null)
            : null,
      };
    },
  );
}
