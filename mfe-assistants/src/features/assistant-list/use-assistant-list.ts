import { useState } from 'react';
import type { AssistantListItem, AssistantListQuery, Pagination } from '@voice/contracts';
import { useAssistantsQuery } from './api/get-assistants';

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

type Shown = { items: AssistantListItem[]; pagination: Pagination | null };

/**
 * The list for the query. A 401 is handled by the api-client (sign out, go to /login); any other
 * failure is ignored and the last data stays on screen (spec 001 §8).
 */
export function useAssistantList(query: AssistantListQuery): AssistantListResult {
  const list = useAssistantsQuery(query);
  const [shown, setShown] = useState<Shown | null>(null);
  const [settled, setSettled] = useState(false);
  const fresh = list.isSuccess && !list.isPlaceholderData ? list.data : null;
  if (fresh && fresh !== shown) setShown(fresh);
  if (!settled && (list.isSuccess || list.isError) && !list.isPlaceholderData) setSettled(true);
  return {
    items: shown?.items ?? [],
    pagination: shown?.pagination ?? null,
    loading: !settled,
    refreshing: settled && list.isFetching,
  };
}
