import type { Paginated, Pagination } from '@voice/contracts';
import { newestFirst } from './format';

/** Rows per page of the admin inbox lists. */
export const INBOX_PAGE_SIZE = 20;

/** One page of an admin inbox list, newest first. */
export interface PagedRows<T> {
  items: T[];
  pagination: Pagination | null;
}

export function toPagedRows<T extends { id: number; created_at: string }>(
  reply: Paginated<T>,
): PagedRows<T> {
  return {
    items: newestFirst(Array.isArray(reply.data) ? reply.data : []),
    pagination: reply.pagination ?? null,
  };
}
