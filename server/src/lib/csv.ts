import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A CSV column: the row's key and its header. */
export type CsvColumn = [key: string, header: string];

export interface CsvDownload {
  columns: readonly CsvColumn[];
  /** The attachment's name, e.g. 'audit-log-2026-11-23.csv'. */
  filename: string;
  /** What the log says when the stream fails midway (e.g. 'audit log export failed'). */
  failure: string;
}

/** An export's attachment name: `${prefix}-YYYY-MM-DD.csv` (today, UTC). */
export const csvFilename = (prefix: string) =>
  `${prefix}-${new Date().toISOString().slice(0, 10)}.csv`;

/**
 * Every row of a list read in chunks by keyset: `read(after, limit)` is one bounded query of at most `limit`
 * rows, newest first, starting past the cursor `after` (null: from the start). No offsets, so an export of
 * a million rows never holds more than one chunk and stays consistent while rows are added. The caller stops
 * pulling (e.g. the client went away) by returning from the iteration.
 */
export async function* keysetChunks<Row, Cursor>(
  read: (after: Cursor | null, limit: number) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  chunk: number,
): AsyncGenerator<Row> {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await read(after, chunk);
    yield* rows;
    const last = rows.at(-1);
    if (last === undefined || rows.length < chunk) return;
    after = cursorOf(last);
    // Let other requests run between chunks (SQLite queries hold the event loop while they run).
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** The rows of `rest` after `first` (already read from it). */
async function* startingWith<T>(first: IteratorResult<T>, rest: AsyncGenerator<T>) {
  if (first.done) return;
  yield first.value;
  // yield*: closing this generator closes the source too.
  yield* rest;
}

/**
 * Streams rows as a CSV attachment (header row, CRLF, UTF-8), read from `rows` as the client takes them. The
 * first row is read before anything is sent, so that a failing query is a normal error reply, not a cut
 * download. Text cells starting with = + - @ tab or CR get a leading ' (no spreadsheet formulas: CSV
 * injection). When the client goes away the stream is destroyed, and so is the source (nothing more is read).
 */
export async function sendCsv(
  reply: FastifyReply,
  request: FastifyRequest,
  rows: AsyncGenerator<object>,
  download: CsvDownload,
) {
  const first = await rows.next();
  const csv = stringify({
    header: true,
    columns: download.columns.map(([key, header]) => ({ key, header })),
    record_delimiter: 'windows',
    escape_formulas: true,
  });
  pipeline(Readable.from(startingWith(first, rows)), csv, (error) => {
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      request.log.error({ err: error }, download.failure);
    }
  });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${download.filename}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
