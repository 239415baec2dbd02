import { useEffect, useState } from 'react';
import { listAssistants } from '@voice/api-client';
import type { AssistantListItem, AssistantListQuery, Pagination } from '@voice/contracts';

/** List page size (spec 001 §9). */
export const ASSISTANT_PAGE_SIZE = 9;

export interface AssistantListResult {
  items: AssistantListItem[];
  pagination: Pagination | null;
  /** True until the first answer (or failure) for the first query. */
  loading: boolean;
  /** A newer query is on its way while the last data stays on screen. */
  refreshing: boolean;
}

interface Loaded {
  items: AssistantListItem[];
  pagination: Pagination | null;
}

/**
 * Loads one page of GET /api/assistants for the query. A 401 is handled by the api-client (sign out,
 * go to /login); any other failure is ignored and the last data stays on screen (spec 001 §8).
 */
export function useAssistantList(query: AssistantListQuery): AssistantListResult {
  const key = JSON.stringify(query);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [settledKey, setSettledKey] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const params = JSON.parse(key) as AssistantListQuery;
    listAssistants(params).then(
      (reply) => {
        if (!live) return;
        setLoaded({ items: reply.data ?? [], pagination: reply.pagination ?? null });
        setSettledKey(key);
      },
      () => {
        if (live) setSettledKey(key);
      },
    );
    return () => {
      live = false;
    };
  }, [key]);

  return {
    items: loaded?.items ?? [],
    pagination: loaded?.pagination ?? null,
    loading: settledKey === null,
    refreshing: settledKey !== null && settledKey !== key,
  };
}
