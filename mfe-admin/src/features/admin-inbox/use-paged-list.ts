import { useEffect, useState } from 'react';
import { serverMessage } from '@voice/api-client';
import type { AdminInboxQuery, Paginated, Pagination } from '@voice/contracts';
import { newestFirst } from './format';

/** Rows per page of the admin inbox lists. */
export const INBOX_PAGE_SIZE = 20;

export type PagedListState<T> =
  | { status: 'loading' }
  | { status: 'ready'; items: T[]; pagination: Pagination | null }
  | { status: 'failed'; message: string };

type Load<T> = (query: AdminInboxQuery) => Promise<Paginated<T>>;

/**
 * One page of a paginated admin list, newest first. Loading is shown for every page; a failure keeps
 * the server's message, or `failureText` when it has none. `reload` asks for the same page again.
 */
export function usePagedList<T extends { id: number; created_at: string }>(
  load: Load<T>,
  page: number,
  failureText: string,
): [PagedListState<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const key = `${page}:${attempt}`;
  const [result, setResult] = useState<{ key: string; state: PagedListState<T> } | null>(null);

  useEffect(() => {
    let live = true;
    load({ page, per_page: INBOX_PAGE_SIZE }).then(
      (reply) => {
        if (!live) return;
        const items = newestFirst(Array.isArray(reply.data) ? reply.data : []);
        setResult({ key, state: { status: 'ready', items, pagination: reply.pagination ?? null } });
      },
      (error: unknown) => {
        if (!live) return;
        setResult({
          key,
          state: { status: 'failed', message: serverMessage(error) ?? failureText },
        });
      },
    );
    return () => {
      live = false;
    };
  }, [load, page, key, failureText]);

  const state: PagedListState<T> = result?.key === key ? result.state : { status: 'loading' };
  return [state, () => setAttempt((n) => n + 1)];
}
