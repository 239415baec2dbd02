import type { Readable } from 'node:stream';
import Papa from 'papaparse';
import {
  DO_NOT_CALL_IMPORT_NO_COLUMN,
  DO_NOT_CALL_IMPORT_TOO_LARGE,
  DO_NOT_CALL_LIMITS,
  DO_NOT_CALL_PHONE_INVALID,
} from '@voice/contracts/schemas';
import { normalizeE164 } from '@voice/contracts/phone';
import type { DoNotCallImportResult, DoNotCallInvalidRow } from '@voice/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { HttpError } from '../../../lib/http-error';
import { addDoNotCall, type DoNotCallTenant } from './repository';

/** The header names read as the number's column and the reason's (case and spaces do not matter). */
const PHONE_HEADERS = ['phone', 'number', 'phone number', 'phone_number', 'phone_e164'];
const REASON_HEADERS = ['reason', 'note', 'notes'];

const INSERT_CHUNK = 1000;
export const NO_NUMBER = 'No number.';

/**
 * A spreadsheet's export writes a number as "'+14155550123" (our own export does: no formulas) and may keep a
 * stray BOM or quotes: those are how the cell was written, not the number.
 */
const cellText = (cell: unknown) =>
  typeof cell === 'string'
    ? cell
        .replace(/^\uFEFF/, '')
        .trim()
        .replace(/^'/, '')
    : '';

export interface ParsedList {
  numbers: Map<string, string | null>;
  rows: number;
  invalid: number;
  invalidRows: DoNotCallInvalidRow[];
}

/**
 * Reads a CSV stream row by row (papaparse): the first row names the columns; every later row's number is
 * normalised to E.164 (an international number; a row that is not one is listed with its row number, the header
 * being row 1). Blank rows are skipped. Only the distinct valid numbers are kept (at most the file's size allows).
 */
export async function parseDoNotCallCsv(file: Readable): Promise<ParsedList> {
  const parsed: ParsedList = { numbers: new Map(), rows: 0, invalid: 0, invalidRows: [] };
  let phoneAt = -1;
  let reasonAt = -1;
  let row = 0;
  const take = (record: unknown[]) => {
    row += 1;
    if (row === 1) {
      const headers = record.map((cell) => cellText(cell).toLowerCase());
      phoneAt = headers.findIndex((name) => PHONE_HEADERS.includes(name));
      reasonAt = headers.findIndex((name) => REASON_HEADERS.includes(name));
      if (phoneAt < 0) throw new HttpError(422, DO_NOT_CALL_IMPORT_NO_COLUMN);
      return;
    }
    if (record.every((cell) => cellText(cell) === '')) return;
    parsed.rows += 1;
    const value = cellText(record[phoneAt]);
    const phone = normalizeE164(value);
    if (phone === null) {
      parsed.invalid += 1;
      if (parsed.invalidRows.length < DO_NOT_CALL_LIMITS.invalidRowsListed) {
        parsed.invalidRows.push({
          row,
          value: value.slice(0, 40),
          message: value === '' ? NO_NUMBER : DO_NOT_CALL_PHONE_INVALID,
        });
      }
      return;
    }
    if (!parsed.numbers.has(phone)) {
      const reason = reasonAt < 0 ? '' : cellText(record[reasonAt]);
      parsed.numbers.set(phone, reason === '' ? null : reason.slice(0, DO_NOT_CALL_LIMITS.reason));
    }
  };
  // Rows arrive as 'data' events of papaparse's stream (its async iterator stalls on inputs of many chunks).
  await new Promise<void>((resolve, reject) => {
    const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: false });
    const fail = (error: unknown) => {
      file.unpipe(parser);
      parser.destroy();
      reject(error);
    };
    parser.on('data', (record: unknown[]) => {
      try {
        take(record);
      } catch (error) {
        fail(error);
      }
    });
    parser.on('end', resolve);
    parser.on('error', fail);
    file.on('error', fail);
    // The upload's size limit (busboy's 'limit'): stop reading rows at once, the file is refused whole.
    file.on('limit', () => fail(new HttpError(413, DO_NOT_CALL_IMPORT_TOO_LARGE)));
    file.pipe(parser);
  });
  if (row === 0) throw new HttpError(422, DO_NOT_CALL_IMPORT_NO_COLUMN);
  return parsed;
}

/**
 * Adds a parsed CSV's numbers to the tenant's list (source 'csv') in one transaction. The caller reads the whole
 * file first (parseDoNotCallCsv), so a file that is too large or unreadable adds nothing. Counts: added, already
 * listed (on the list before, or repeated in the file), invalid (with the first rows listed).
 */
export async function importDoNotCall(
  db: Kysely<DB>,
  tenant: DoNotCallTenant,
  userId: number,
  parsed: ParsedList,
  now: string,
): Promise<DoNotCallImportResult> {
  const entries = [...parsed.numbers].map(([phone, reason]) => ({
    phone,
    reason,
    source: 'csv' as const,
    addedBy: userId,
  }));
  let added = 0;
  await db.transaction().execute(async (trx) => {
    for (let at = 0; at < entries.length; at += INSERT_CHUNK) {
      added += (await addDoNotCall(trx, tenant, entries.slice(at, at + INSERT_CHUNK), now)).size;
    }
  });
  return {
    added,
    already_listed: parsed.rows - parsed.invalid - added,
    invalid: parsed.invalid,
    invalid_rows: parsed.invalidRows,
  };
}
