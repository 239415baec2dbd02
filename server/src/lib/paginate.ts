import { sql, type SelectQueryBuilder } from 'kysely';
import type { Pagination } from '@voice/contracts';

/** Which page of a list is asked for (already validated and bounded, see paging.ts). */
export interface PageRequest {
  page: number;
  per_page: number;
}

/** One page of a list and its pagination block (spec 001 §3). */
export interface Page<T> {
  data: T[];
  pagination: Pagination;
}

/** The pagination block of a page holding `count` of `total` rows. */
export function paginationOf(
  total: number,
  page: number,
  perPage: number,
  count: number,
): Pagination {
  const from = count > 0 ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
    from,
    to: from === null ? null : from + count - 1,
  };
}

/**
 * Counts the rows of `base` (its joins and where-clauses only), then reads one page of them: `rows` adds
 * the selection, joins and order to `base`; the page's limit and offset are added here.
 */
export async function paginate<DB, TB extends keyof DB, O, RowDB, RowTB extends keyof RowDB, Row>(
  base: SelectQueryBuilder<DB, TB, O>,
  request: PageRequest,
  rows: (base: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<RowDB, RowTB, Row>,
): Promise<Page<Row>> {
  // Kysely cannot resolve the selection's type over a generic DB: the row is { n } by construction.
  const counted = (await base
    .clearSelect()
    .select(sql<number | string>`count(*)`.as('n'))
    .executeTakeFirst()) as { n?: number | string } | undefined;
  const total = Number(counted?.n ?? 0);
  const data = await rows(base)
    .limit(request.per_page)
    .offset((request.page - 1) * request.per_page)
    .execute();
  return { data, pagination: paginationOf(total, request.page, request.per_page, data.length) };
}
