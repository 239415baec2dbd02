import { number, string } from 'yup';
import { ValidationFailed } from '../../../lib/http-error';

/**
 * Cursor pagination of the public API's lists: `?limit=` (1..100, default 20) and `?cursor=`, the opaque
 * next_cursor of the previous page: base64url of the JSON [sort key, id] of that page's last row. Each page is a
 * keyset query (rows after that position in the list's order), so a row written while a client walks the list
 * neither repeats nor shifts a row of the pages still to come.
 */

export const LIMIT_DEFAULT = 20;
export const LIMIT_MAX = 100;
export const CURSOR_INVALID =
  'The cursor is not valid: pass the next_cursor of the previous page as it is.';

export const pageFields = {
  limit: number()
    .typeError('The limit must be a number.')
    .integer('The limit must be an integer.')
    .min(1, 'The limit must be at least 1.')
    .max(LIMIT_MAX, `The limit may not be greater than ${LIMIT_MAX}.`)
    .default(LIMIT_DEFAULT),
  cursor: string().trim().max(512, CURSOR_INVALID).optional(),
};

/** A position in a list: the last row's sort key (a time, or its id again) and id. */
export interface Position {
  key: string | number;
  id: number;
}

export function encodeCursor(position: Position): string {
  return Buffer.from(JSON.stringify([position.key, position.id])).toString('base64url');
}

/** The position of a cursor, or a 422 on `cursor` for anything that is not one of ours. */
export function decodeCursor(cursor: string | undefined): Position | null {
  if (cursor === undefined || cursor === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new ValidationFailed({ cursor: [CURSOR_INVALID] });
  }
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    !(typeof value[0] === 'string' || Number.isSafeInteger(value[0])) ||
    !Number.isSafeInteger(value[1])
  ) {
    throw new ValidationFailed({ cursor: [CURSOR_INVALID] });
  }
  return { key: value[0] as string | number, id: value[1] as number };
}

/** A position whose sort key is a time (an ISO string). */
export function timePosition(cursor: string | undefined): { key: string; id: number } | null {
  const position = decodeCursor(cursor);
  if (position && typeof position.key !== 'string') {
    throw new ValidationFailed({ cursor: [CURSOR_INVALID] });
  }
  return position as { key: string; id: number } | null;
}

/**
 * The page of a list read with `limit + 1` rows: the first `limit`, and the cursor after the last of them when
 * there was one more (so the last page says null without an extra request).
 */
export function pageOf<Row, Item>(
  rows: Row[],
  limit: number,
  position: (row: Row) => Position,
  present: (row: Row) => Item,
): { data: Item[]; next_cursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map(present),
    next_cursor: rows.length > limit && last ? encodeCursor(position(last)) : null,
  };
}
