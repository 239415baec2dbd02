import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BILLED_MINUTES_LABEL, dataScope, type DataScope } from '@voice/contracts';
import { csvFilename, sendCsv, type CsvColumn } from '../../../lib/csv';
import { ValidationFailed, notFound } from '../../../lib/http-error';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { toolCallsOfCallLog } from '../../voice';
import { callMessagesOf, objectOrNull } from './presenter';
import {
  COUNT_CAP,
  EXPORT_CHUNK,
  exportCallLogs,
  findCallLog,
  listCallLogs,
  scanSliceOf,
  type CallLogDetailRow,
  type CallLogFilters,
} from './repository';
import { deliveriesOf } from './deliveries-repository';
import { callLogSchemas as schemas } from './schemas';

export const CALL_NOT_FOUND = 'Call not found';
export const RESELLER_FILTER_INVALID = 'The selected reseller id is invalid.';

/** The CSV columns: [row key, header]. */
const CSV_COLUMNS: CsvColumn[] = [
  ['call_id', 'Call ID'],
  ['start_time', 'Start time (UTC)'],
  ['end_time', 'End time (UTC)'],
  ['status', 'Status'],
  ['direction', 'Direction'],
  ['assistant_name', 'Assistant'],
  ['phone_number', 'Assistant number'],
  ['customer_number', 'Customer number'],
  ['duration', 'Talk time (seconds)'],
  ['billed_minutes', BILLED_MINUTES_LABEL],
  ['cost', 'Cost (USD)'],
  ['ended_reason', 'Ended reason'],
];
const ADMIN_CSV_COLUMNS: CsvColumn[] = [
  ['user_name', 'User'],
  ['user_email', 'User email'],
  ['reseller_name', 'Reseller'],
];

/** The caller's own calls: the user routes answer only these, whatever the role. */
const ownScope = (request: FastifyRequest): DataScope => ({
  kind: 'own',
  userId: currentUser(request).id,
});

/**
 * The admin routes' scope (dataScope: platform admins every tenant, a reseller admin its own) and the
 * reseller filter: a platform admin may pick any reseller; a reseller admin only its own (any other id is a
 * 422, the same whether that reseller exists or not).
 */
function adminScope(request: FastifyRequest, resellerId: number | undefined): DataScope {
  const scope = dataScope(currentUser(request));
  if (resellerId === undefined || scope.kind === 'all') return scope;
  if (scope.kind === 'reseller' && scope.resellerId === resellerId) return scope;
  throw new ValidationFailed({ reseller_id: [RESELLER_FILTER_INVALID] });
}

/** Streams every filtered call as a CSV attachment (see sendCsv): the admin exports add the owner's columns. */
function sendCallLogsCsv(
  reply: FastifyReply,
  request: FastifyRequest,
  rows: AsyncGenerator<object>,
  admin: boolean,
) {
  return sendCsv(reply, request, rows, {
    columns: admin ? [...CSV_COLUMNS, ...ADMIN_CSV_COLUMNS] : CSV_COLUMNS,
    filename: csvFilename('call-logs'),
    failure: 'call log export failed',
  });
}

async function detailOf(app: FastifyInstance, row: CallLogDetailRow, admin: boolean) {
  const {
    call_messages: stored,
    structured_data,
    cost_breakdown,
    user_id,
    user_name,
    user_email,
    reseller_id,
    reseller_name,
    ...rest
  } = row;
  return {
    ...rest,
    ...(admin ? { user_id, user_name, user_email, reseller_id, reseller_name } : {}),
    messages: callMessagesOf(stored),
    structured_data: objectOrNull(structured_data),
    cost_breakdown: objectOrNull(cost_breakdown),
    webhook_deliveries: await deliveriesOf(app.db, row.call_id),
    tool_calls: await toolCallsOfCallLog(app.db, row.assistant_id, row.call_id),
  };
}

/** Call logs: the lists, exports and pages of calls, for users and admins. */
export async function callLogRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();

  api.get(
    '/api/call-logs',
    { config: { access: 'authenticated' }, schema: schemas.list },
    async (request) => {
      const result = await listCallLogs(
        app.db,
        ownScope(request),
        request.query,
        false,
        COUNT_CAP,
        scanSliceOf(app.dialect),
      );
      return { success: true, ...result };
    },
  );

  api.get(
    '/api/call-logs/export',
    { config: { access: 'authenticated' }, schema: schemas.export },
    async (request, reply) => {
      const filters: CallLogFilters = request.query;
      return sendCallLogsCsv(
        reply,
        request,
        exportCallLogs(
          app.db,
          ownScope(request),
          filters,
          false,
          EXPORT_CHUNK,
          scanSliceOf(app.dialect),
        ),
        false,
      );
    },
  );

  api.get(
    '/api/call-logs/:callId',
    { config: { access: 'authenticated' }, schema: schemas.show },
    async (request) => {
      const row = await findCallLog(app.db, ownScope(request), request.params.callId);
      if (!row) throw notFound(CALL_NOT_FOUND);
      return { success: true, data: await detailOf(app, row, false) };
    },
  );

  api.get(
    '/api/admin/call-logs',
    { config: { access: 'admin-area' }, schema: schemas.adminList },
    async (request) => {
      const scope = adminScope(request, request.query.reseller_id);
      const result = await listCallLogs(
        app.db,
        scope,
        request.query,
        true,
        COUNT_CAP,
        scanSliceOf(app.dialect),
      );
      return { success: true, ...result };
    },
  );

  api.get(
    '/api/admin/call-logs/export',
    { config: { access: 'admin-area' }, schema: schemas.adminExport },
    async (request, reply) => {
      const scope = adminScope(request, request.query.reseller_id);
      return sendCallLogsCsv(
        reply,
        request,
        exportCallLogs(app.db, scope, request.query, true, EXPORT_CHUNK, scanSliceOf(app.dialect)),
        true,
      );
    },
  );

  api.get(
    '/api/admin/call-logs/:callId',
    { config: { access: 'admin-area' }, schema: schemas.adminShow },
    async (request) => {
      const row = await findCallLog(app.db, adminScope(request, undefined), request.params.callId);
      if (!row) throw notFound(CALL_NOT_FOUND);
      return { success: true, data: await detailOf(app, row, true) };
    },
  );
}
