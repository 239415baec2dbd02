import type { Pagination } from '@voice/contracts';
import type { Reply } from './fake-server';

export interface PagedReplyOptions {
  /** The page answered (1 by default). */
  current?: number;
  /** The last page (1 by default). */
  last?: number;
  perPage: number;
  /** Every row of the list (the rows given by default). */
  total?: number;
}

/** A fakeServer reply of one page of a paged list, in the server's shape (spec 001 §3). */
export function pagedReply<Row>(
  rows: Row[],
  { current = 1, last = 1, perPage, total = rows.length }: PagedReplyOptions,
): Reply {
  const first = (current - 1) * perPage + 1;
  const pagination: Pagination = {
    current_page: current,
    last_page: last,
    per_page: perPage,
    total,
    from: rows.length ? first : null,
    to: rows.length ? first + rows.length - 1 : null,
  };
  return { status: 200, data: { success: true, data: rows, pagination } };
}
