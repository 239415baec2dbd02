import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can } from '@voice/contracts';
import {
  DO_NOT_CALL_ALREADY_LISTED,
  DO_NOT_CALL_IMPORT_NO_FILE,
  DO_NOT_CALL_IMPORT_TOO_LARGE,
  DO_NOT_CALL_LIMITS,
} from '@voice/contracts/schemas';
import { csvFilename, keysetChunks, sendCsv, type CsvColumn } from '../../../lib/csv';
import { formRoutes, throwFormReadFailure } from '../../../lib/form-routes';
import { codeOf, forbidden, HttpError, notFound, ValidationFailed } from '../../../lib/http-error';
import { paginationOf } from '../../../lib/paginate';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { nowIso } from '../../../lib/time';
import { currentUser } from '../../../plugins/auth';
import type { AccountRow } from '../../../lib/account';
import { importDoNotCall, parseDoNotCallCsv, type ParsedList } from './csv-import';
import {
  addDoNotCall,
  deleteDoNotCall,
  doNotCallAfter,
  findDoNotCallByPhone,
  listDoNotCall,
  type DoNotCallTenant,
} from './repository';
import { doNotCallSchemas as schemas } from './schemas';

export const DO_NOT_CALL_REMOVED = 'The number was removed from the do-not-call list.';
export const DO_NOT_CALL_ADDED = 'The number was added to the do-not-call list.';
export const DO_NOT_CALL_REMOVE_REFUSED =
  'Only an administrator can remove a number from the do-not-call list.';

const IMPORT_LIMITS = {
  fileSize: DO_NOT_CALL_LIMITS.importBytes,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
} as const;

const CSV_COLUMNS: CsvColumn[] = [
  ['phone', 'phone'],
  ['reason', 'reason'],
  ['source', 'source'],
  ['call_id', 'call_id'],
  ['added_by', 'added_by'],
  ['created_at', 'created_at'],
];

/**
 * The list is the tenant's (the signed-in user's reseller; none: the platform's own tenant), not a user's: a
 * reseller's clients share it and every outbound call of the tenant is checked against it. A platform admin
 * manages the platform's own list here; another reseller's is never reached (there is no tenant parameter).
 */
const tenantOf = (user: AccountRow): DoNotCallTenant => ({ resellerId: user.reseller_id });

/**
 * /api/do-not-call: list (search, paged), add one number, remove one (admins of the tenant), import a CSV,
 * export it as CSV. Any signed-in user of the tenant may read and add (adding only prevents calls); removing lets
 * calls through again, so it is the 'do-not-call.remove' permission's.
 */
export async function doNotCallRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();

  api.get(
    '/api/do-not-call',
    { config: { access: 'authenticated' }, schema: schemas.list },
    async (request) => {
      const { page, per_page: perPage, search } = request.query;
      const { entries, total } = await listDoNotCall(app.db, tenantOf(currentUser(request)), {
        search: search ?? null,
        page,
        perPage,
      });
      return {
        success: true,
        data: entries,
        pagination: paginationOf(total, page, perPage, entries.length),
      };
    },
  );

  api.post(
    '/api/do-not-call',
    { config: { access: 'authenticated' }, schema: schemas.add },
    async (request, reply) => {
      const user = currentUser(request);
      const tenant = tenantOf(user);
      const { phone, reason } = request.body;
      const added = await addDoNotCall(
        app.db,
        tenant,
        [{ phone, reason: reason ?? null, source: 'manual', addedBy: user.id }],
        nowIso(),
      );
      if (added.size === 0) throw new ValidationFailed({ phone: [DO_NOT_CALL_ALREADY_LISTED] });
      return reply.code(201).send({
        success: true,
        message: DO_NOT_CALL_ADDED,
        data: await findDoNotCallByPhone(app.db, tenant, phone),
      });
    },
  );

  api.delete(
    '/api/do-not-call/:id',
    { config: { access: 'authenticated' }, schema: schemas.remove },
    async (request) => {
      const user = currentUser(request);
      const tenant = tenantOf(user);
      if (!can(user.role, 'do-not-call.remove')) throw forbidden(DO_NOT_CALL_REMOVE_REFUSED);
      // Only the admin's own tenant's entries: another tenant's is not found.
      if (!(await deleteDoNotCall(app.db, tenant, request.params.id))) throw notFound();
      return { success: true, message: DO_NOT_CALL_REMOVED };
    },
  );

  api.get(
    '/api/do-not-call/export',
    { config: { access: 'authenticated' }, schema: schemas.export },
    async (request, reply) => {
      const tenant = tenantOf(currentUser(request));
      const rows = keysetChunks(
        (after: number | null, limit) => doNotCallAfter(app.db, tenant, after, limit),
        (entry) => entry.id,
        500,
      );
      return sendCsv(reply, request, flatten(rows), {
        columns: CSV_COLUMNS,
        filename: csvFilename('do-not-call'),
        failure: 'do-not-call export failed',
      });
    },
  );

  await formRoutes(app, IMPORT_LIMITS, (form) => {
    form
      .withTypeProvider<YupTypeProvider>()
      .post(
        '/api/do-not-call/import',
        { config: { access: 'authenticated' }, schema: schemas.import },
        async (request) => {
          const user = currentUser(request);
          return { success: true, data: await readImport(request, user) };
        },
      );
  });

  async function readImport(request: FastifyRequest, user: AccountRow) {
    if (!request.isMultipart()) throw new HttpError(422, DO_NOT_CALL_IMPORT_NO_FILE);
    let parsed: ParsedList | null = null;
    // The form is read to its end even when the file is refused (leaving the loop early stalls the request).
    let refused: unknown = null;
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'file' || parsed || refused) {
          part.file.resume();
          continue;
        }
        try {
          parsed = await parseDoNotCallCsv(part.file);
        } catch (error) {
          refused = error;
          part.file.unpipe();
          part.file.resume();
        }
        // A stream cut at the size limit may end without an error: what was read is not the whole file.
        if (part.file.truncated) refused = new HttpError(413, DO_NOT_CALL_IMPORT_TOO_LARGE);
      }
      if (refused) throw refused;
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') {
        throw new HttpError(413, DO_NOT_CALL_IMPORT_TOO_LARGE);
      }
      throwFormReadFailure(request, error);
    }
    if (!parsed) throw new HttpError(422, DO_NOT_CALL_IMPORT_NO_FILE);
    return importDoNotCall(app.db, tenantOf(user), user.id, parsed, nowIso());
  }
}

/** The export's rows: the added_by column is the user's name. */
async function* flatten(
  rows: AsyncGenerator<Awaited<ReturnType<typeof doNotCallAfter>>[number]>,
): AsyncGenerator<object> {
  for await (const entry of rows) {
    yield { ...entry, added_by: entry.added_by?.name ?? '' };
  }
}
