import { DO_NOT_CALL_SOURCES } from '../schemas/do-not-call';
import { dataReply, fileReply, pagedList, savedReply } from './common';
import { json } from './json';

/** A number on the tenant's do-not-call list (E.164); added_by null: the assistant's tool or a removed user. */
export const DoNotCallEntrySchema = json.object({
  id: json.integer,
  phone: json.string,
  reason: json.nullableString,
  source: json.enumOf(DO_NOT_CALL_SOURCES),
  /** The call whose callee asked for it (source 'call'). */
  call_id: json.nullableString,
  added_by: json.nullableObject(json.object({ id: json.integer, name: json.string })),
  created_at: json.string,
});
/** GET /api/do-not-call: the tenant's list, newest first. */
export const DoNotCallListReply = pagedList(DoNotCallEntrySchema);
/** POST /api/do-not-call: the new entry. */
export const DoNotCallEntryReply = savedReply(DoNotCallEntrySchema);

/** A CSV row that could not be read as a number: its row number (the header is row 1) and why. */
export const DoNotCallInvalidRowSchema = json.object({
  row: json.integer,
  value: json.string,
  message: json.string,
});
/** POST /api/do-not-call/import data: counts, and the first invalid rows (invalid counts them all). */
export const DoNotCallImportSchema = json.object({
  added: json.integer,
  already_listed: json.integer,
  invalid: json.integer,
  invalid_rows: json.array(DoNotCallInvalidRowSchema),
});
export const DoNotCallImportReply = dataReply(DoNotCallImportSchema);
export const DoNotCallCsvReply = fileReply(
  'text/csv',
  "The tenant's whole do-not-call list as CSV (an attachment, streamed), newest first, with a header row " +
    "(phone, reason, source, call_id, added_by, created_at); cells starting with = + - @ tab or CR are prefixed with '.",
);
