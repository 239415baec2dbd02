import { Readable } from 'node:stream';
import Papa from 'papaparse';
import {
  CAMPAIGN_LIMITS,
  CONTACT_MAPPING_MESSAGES,
  isTimeZone,
  type ContactMapping,
} from '@voice/contracts/schemas';
import { readContactNumber } from '@voice/contracts/phone';
import type { Db } from '../../../db/schema';
import { HttpError, ValidationFailed } from '../../../lib/http-error';
import {
  holdsContacts,
  IMPORT_BATCH_ROWS,
  numbersHeld,
  numbersOnDoNotCall,
  type NewContact,
} from './contacts-import-repository';

/**
 * A contact list read from CSV, streamed: papaparse hands over one row at a time, rows are checked in batches of
 * BATCH (one do-not-call query, and one query for numbers the campaign holds when it holds any, per batch) and only
 * the batch, the set of numbers seen (for duplicates) and the first rows and errors of the preview are held. A
 * preview and an import read the file the same way, so that the import skips exactly the rows the preview flagged.
 */

const BATCH = IMPORT_BATCH_ROWS;
/** Distinct time zone cells whose check is remembered during a scan (a list repeats a few zones). */
const ZONES_REMEMBERED = 1000;
const SAMPLE_ROWS = 20;
const ERRORS_SHOWN = 200;
const VARIABLE_MAX = 500;
const NAME_MAX = 255;

export const ROW_ERRORS = {
  invalid: 'Invalid phone number',
  duplicate: 'Duplicate number',
  doNotCall: 'On the do-not-call list',
  inCampaign: 'Already in the campaign',
} as const;

export const CSV_MESSAGES = {
  empty: 'The file has no header row: the first line must name the columns.',
  noRows: 'The file has no contacts.',
  /** 'A campaign holds at most 100,000 contacts; this file has more rows.' */
  tooManyRows: `A campaign holds at most ${CAMPAIGN_LIMITS.contacts.toLocaleString('en-US')} contacts; this file has more rows.`,
  /** The campaign's contacts and the file's together. */
  campaignFull: (held: number) =>
    `A campaign holds at most ${CAMPAIGN_LIMITS.contacts.toLocaleString('en-US')} contacts; this one has ${held.toLocaleString('en-US')} already.`,
  unreadable: 'The file could not be read as CSV.',
} as const;

/** Text handed to the parser at a time: papaparse's work per chunk grows with the rows the chunk holds. */
const TEXT_CHUNK = 64 * 1024;

/**
 * `input` as UTF-8 text in pieces of at most TEXT_CHUNK characters: decoded here (a character split between two
 * chunks of bytes stays whole), never split inside a surrogate pair. A body handed over as one large buffer (a
 * test's, a fast client's) would otherwise make papaparse's stream slow down with the square of its rows.
 */
async function* textPieces(input: Readable): AsyncGenerator<string> {
  input.setEncoding('utf8');
  for await (const text of input as AsyncIterable<string>) {
    let at = 0;
    while (at < text.length) {
      let end = Math.min(at + TEXT_CHUNK, text.length);
      const last = text.charCodeAt(end - 1);
      if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
      yield text.slice(at, end);
      at = end;
    }
  }
}

/**
 * Batches of rows of CSV cells (one per piece of text), streamed from `input`: empty lines skipped, a UTF-8 byte
 * order mark dropped. The parser waits while the caller works on a batch (so the upload waits too); returning
 * early aborts it.
 */
async function* csvBatches(input: Readable): AsyncGenerator<string[][]> {
  const batches: string[][][] = [];
  let finished = false;
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  let parser: Papa.Parser | null = null;
  const notify = () => {
    const resume = wake;
    wake = null;
    resume?.();
  };
  Papa.parse<string[]>(Readable.from(textPieces(input)), {
    skipEmptyLines: 'greedy',
    chunk(results, p) {
      parser = p;
      p.pause();
      batches.push(results.data);
      notify();
    },
    complete() {
      finished = true;
      notify();
    },
    error(error) {
      failure = error;
      notify();
    },
  });
  let first = true;
  try {
    for (;;) {
      const batch = batches.shift();
      if (batch) {
        if (first && batch[0]?.[0] !== undefined) batch[0][0] = batch[0][0].replace(/^\uFEFF/, '');
        first = false;
        yield batch;
        if (batches.length === 0 && !finished) (parser as Papa.Parser | null)?.resume();
        continue;
      }
      if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
      if (finished) return;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  } finally {
    if (!finished) (parser as Papa.Parser | null)?.abort();
    input.destroy();
  }
}

/** The rows of csvBatches one by one. */
async function* csvRows(input: Readable): AsyncGenerator<string[]> {
  for await (const batch of csvBatches(input)) yield* batch;
}

const compact = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');
const PHONE_HEADERS = new Set([
  'phone',
  'phonenumber',
  'number',
  'mobile',
  'mobilenumber',
  'cell',
  'cellphone',
  'tel',
  'telephone',
  'e164',
  'msisdn',
]);
const NAME_HEADERS = new Set(['name', 'fullname', 'contactname', 'customername', 'firstname']);
const ZONE_HEADERS = new Set(['timezone', 'tz', 'zone']);

export interface Mapping {
  phone: string | null;
  name: string | null;
  time_zone: string | null;
  variables: string[];
}

/** The mapping guessed from the headers' names; every other column becomes a variable. */
export function suggestMapping(columns: readonly string[]): Mapping {
  const pick = (names: Set<string>) => columns.find((c) => names.has(compact(c))) ?? null;
  const phone = pick(PHONE_HEADERS);
  const name = pick(NAME_HEADERS);
  const time_zone = pick(ZONE_HEADERS);
  const variables = columns
    .filter((c) => c !== '' && c !== phone && c !== name && c !== time_zone)
    .slice(0, CAMPAIGN_LIMITS.variables);
  return { phone, name, time_zone, variables };
}

interface ColumnIndexes {
  phone: number;
  name: number | null;
  timeZone: number | null;
  variables: [string, number][];
}

function indexesOf(columns: readonly string[], mapping: ContactMapping): ColumnIndexes {
  const indexOf = (column: string) => {
    const index = columns.indexOf(column);
    if (index < 0) {
      const message = CONTACT_MAPPING_MESSAGES.unknownColumn(column);
      throw new ValidationFailed({ mapping: [message] }, message);
    }
    return index;
  };
  return {
    phone: indexOf(mapping.phone),
    name: mapping.name ? indexOf(mapping.name) : null,
    timeZone: mapping.time_zone ? indexOf(mapping.time_zone) : null,
    variables: mapping.variables.map((v) => [v, indexOf(v)]),
  };
}

export interface ReadContext {
  db: Db;
  campaignId: number;
  resellerId: number | null;
  /** The country of numbers written without +: the caller number's (ISO alpha-2), if known. */
  defaultCountry: string | null;
}

export interface SampleRow {
  row: number;
  phone: string | null;
  name: string | null;
  time_zone: string | null;
  variables: Record<string, string>;
  error: string | null;
}

export interface ContactsScan {
  columns: string[];
  suggested_mapping: Mapping;
  mapping: Mapping;
  rows_total: number;
  valid: number;
  sample: SampleRow[];
  errors: { row: number; reason: string; value: string }[];
  errors_total: number;
  errors_by_reason: Record<string, number>;
}

interface PendingRow {
  row: number;
  raw: string;
  contact: NewContact | null;
  error: string | null;
}

/**
 * Reads a contact list: `mapping` null uses the suggested one. Every valid contact goes to `accept` in batches
 * (the import inserts them; a preview counts them). Throws a 422 for a file without a header, without rows, or with
 * more than CAMPAIGN_LIMITS.contacts rows (reading stops there), or a mapping naming a column it has not.
 */
export async function scanContacts(
  input: Readable,
  context: ReadContext,
  mapping: ContactMapping | null,
  accept: (contacts: NewContact[]) => Promise<void>,
): Promise<ContactsScan> {
  const rows = csvRows(input);
  let header: string[] | undefined;
  try {
    const first = await rows.next();
    header = first.done ? undefined : first.value.map((c) => c.trim());
  } catch {
    throw new ValidationFailed({ file: [CSV_MESSAGES.unreadable] }, CSV_MESSAGES.unreadable);
  }
  if (!header || header.every((c) => c === '')) {
    throw new ValidationFailed({ file: [CSV_MESSAGES.empty] }, CSV_MESSAGES.empty);
  }
  const suggested = suggestMapping(header);
  const used: ContactMapping | null =
    mapping ?? (suggested.phone ? { ...suggested, phone: suggested.phone } : null);
  if (!used) {
    throw new ValidationFailed(
      { mapping: [CONTACT_MAPPING_MESSAGES.phone] },
      CONTACT_MAPPING_MESSAGES.phone,
    );
  }
  const at = indexesOf(header, used);
  const scan: ContactsScan = {
    columns: header,
    suggested_mapping: suggested,
    mapping: { ...used },
    rows_total: 0,
    valid: 0,
    sample: [],
    errors: [],
    errors_total: 0,
    errors_by_reason: {},
  };
  const seen = new Set<string>();
  const zones = new Map<string, boolean>();
  let batch: PendingRow[] = [];
  // A campaign holding no contact when the scan starts holds none of the list's numbers: the list's own repeats are
  // flagged as duplicates before they could be (the import inserts inside its transaction).
  const holdsAny = await holdsContacts(context.db, context.campaignId);

  const flag = (pending: PendingRow, reason: string) => {
    pending.error = reason;
    pending.contact = null;
  };

  const settle = async () => {
    const numbers: string[] = [];
    for (const pending of batch) if (pending.contact) numbers.push(pending.contact.phone_e164);
    // One after the other: on SQLite the queries share the one connection anyway.
    const listed = await numbersOnDoNotCall(context.db, context.resellerId, numbers);
    const held = holdsAny
      ? await numbersHeld(context.db, context.campaignId, numbers)
      : new Set<string>();
    const accepted: NewContact[] = [];
    for (const pending of batch) {
      const number = pending.contact?.phone_e164;
      if (number !== undefined && listed.has(number)) flag(pending, ROW_ERRORS.doNotCall);
      else if (number !== undefined && held.has(number)) flag(pending, ROW_ERRORS.inCampaign);
      if (pending.contact) {
        accepted.push(pending.contact);
      } else if (pending.error) {
        scan.errors_total += 1;
        scan.errors_by_reason[pending.error] = (scan.errors_by_reason[pending.error] ?? 0) + 1;
        if (scan.errors.length < ERRORS_SHOWN) {
          scan.errors.push({ row: pending.row, reason: pending.error, value: pending.raw });
        }
      }
      if (scan.sample.length < SAMPLE_ROWS) {
        scan.sample.push({
          row: pending.row,
          phone: pending.contact?.phone_e164 ?? null,
          name: pending.contact?.name ?? null,
          time_zone: pending.contact?.time_zone ?? null,
          variables: pending.contact?.variables ?? {},
          error: pending.error,
        });
      }
    }
    scan.valid += accepted.length;
    batch = [];
    if (accepted.length > 0) await accept(accepted);
  };

  try {
    for await (const cells of rows) {
      scan.rows_total += 1;
      if (scan.rows_total > CAMPAIGN_LIMITS.contacts) {
        throw new ValidationFailed({ file: [CSV_MESSAGES.tooManyRows] }, CSV_MESSAGES.tooManyRows);
      }
      // The header is line 1: the first contact is row 2, as a spreadsheet numbers it.
      batch.push(readRow(scan.rows_total + 1, cells, at, context.defaultCountry, seen, zones));
      if (batch.length >= BATCH) await settle();
    }
    if (batch.length > 0) await settle();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new ValidationFailed({ file: [CSV_MESSAGES.unreadable] }, CSV_MESSAGES.unreadable);
  } finally {
    // Stops reading (and so the upload) when a row past the limit or a failed query ends the scan early.
    await rows.return(undefined);
    input.destroy();
  }
  if (scan.rows_total === 0) {
    throw new ValidationFailed({ file: [CSV_MESSAGES.noRows] }, CSV_MESSAGES.noRows);
  }
  return scan;
}

function readRow(
  row: number,
  cells: readonly string[],
  at: ColumnIndexes,
  defaultCountry: string | null,
  seen: Set<string>,
  zones: Map<string, boolean>,
): PendingRow {
  const raw = (cells[at.phone] ?? '').trim();
  // A leading ' is how our exports (and spreadsheets) keep +… from being read as a formula.
  const number = readContactNumber(raw.replace(/^'/, ''), defaultCountry ?? undefined);
  if (number === null) return { row, raw, contact: null, error: ROW_ERRORS.invalid };
  const phone = number.e164;
  if (seen.has(phone)) return { row, raw, contact: null, error: ROW_ERRORS.duplicate };
  seen.add(phone);
  const cell = (index: number | null) => (index === null ? '' : (cells[index] ?? '').trim());
  const name = cell(at.name).slice(0, NAME_MAX);
  const zone = cell(at.timeZone);
  let variables: Record<string, string> | null = null;
  for (const [key, index] of at.variables) {
    const value = cell(index);
    if (value === '') continue;
    variables ??= {};
    variables[key] = value.slice(0, VARIABLE_MAX);
  }
  return {
    row,
    raw,
    error: null,
    contact: {
      phone_e164: phone,
      name: name === '' ? null : name,
      time_zone:
        zone !== '' && zone.length <= 64 && knownZone(zone, zones) ? zone : number.timeZone,
      variables,
    },
  };
}

/**
 * isTimeZone, remembered for the scan: Intl checks a zone by building a date formatter (a few hundred µs, most of a
 * 100,000-row preview's time before), and a list names the same few zones on every row.
 */
function knownZone(zone: string, zones: Map<string, boolean>): boolean {
  const known = zones.get(zone);
  if (known !== undefined) return known;
  const valid = isTimeZone(zone);
  if (zones.size < ZONES_REMEMBERED) zones.set(zone, valid);
  return valid;
}
