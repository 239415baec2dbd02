import {
  DoNotCallCsvReply,
  DoNotCallEntryReply,
  DoNotCallImportReply,
  DoNotCallListReply,
  ErrorReply,
  SuccessMessageReply,
} from '@voice/contracts/replies';
import { doNotCallAddSchema } from '@voice/contracts/phone';
import { DO_NOT_CALL_LIMITS, doNotCallSearchField } from '@voice/contracts/schemas';
import { object } from 'yup';
import { pathIdField } from '../../../lib/id-fields';
import { pagingFields } from '../../../lib/paging';
import { documentedOnly, replies, tagged } from '../../../lib/route-schema';

/** GET /api/do-not-call?page&per_page&search */
const listQuerySchema = object({ ...pagingFields(25), search: doNotCallSearchField });
const entryIdParamsSchema = object({ id: pathIdField('The entry id must be an integer.') });

const importForm = documentedOnly({
  type: 'object',
  description:
    'multipart/form-data with one CSV file in `file` (at most ' +
    `${DO_NOT_CALL_LIMITS.importBytes / 1024 / 1024} MB). Its first row names the columns: one named phone or ` +
    'number (case-insensitive) holds international numbers; an optional reason column is kept. Blank rows are ' +
    'skipped; a number that is not valid is counted and listed with its row number (the header is row 1).',
  properties: { file: { type: 'string', format: 'binary' } },
});

/** The tenant's do-not-call list: every signed-in user of the tenant reads and adds; admins remove. */
export const doNotCallSchemas = tagged('Calls', {
  list: {
    summary: "List the tenant's do-not-call numbers",
    querystring: listQuerySchema,
    response: replies({ 200: DoNotCallListReply }, [401, 422]),
  },
  /** 422 also when the number is already on the list (on the phone field). */
  add: {
    summary: 'Add a number to the do-not-call list',
    body: doNotCallAddSchema,
    response: replies({ 201: DoNotCallEntryReply }, [401, 422]),
  },
  /** 403 for a user who is not an admin of the tenant; 404 for an entry of another tenant. */
  remove: {
    summary: 'Remove a number from the do-not-call list',
    params: entryIdParamsSchema,
    response: replies({ 200: SuccessMessageReply }, [401, 403, 404, 422]),
  },
  import: {
    summary: 'Import do-not-call numbers from a CSV file',
    consumes: ['multipart/form-data'],
    body: importForm,
    response: { ...replies({ 200: DoNotCallImportReply }, [400, 401, 422]), 413: ErrorReply },
  },
  export: {
    summary: 'Download the do-not-call list as CSV',
    response: replies({ 200: DoNotCallCsvReply }, [401]),
  },
});
