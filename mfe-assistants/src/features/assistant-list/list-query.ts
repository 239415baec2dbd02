import { useState } from 'react';
import type { AssistantListQuery } from '@voice/contracts';
import { ASSISTANT_PAGE_SIZE } from './use-assistant-list';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';

export type SortBy = NonNullable<AssistantListQuery['sort_by']>;
export type SortOrder = NonNullable<AssistantListQuery['sort_order']>;

export interface ListQueryState {
  search: string;
  phoneSearch: string;
  sortBy: SortBy;
  sortOrder: SortOrder;
  page: number;
  /** The query sent to the server (searches debounced). */
  query: AssistantListQuery;
  /** A (debounced) search is narrowing the list. */
  searching: boolean;
  setSearch: (value: string) => void;
  setPhoneSearch: (value: string) => void;
  setSortBy: (value: SortBy) => void;
  toggleSortOrder: () => void;
  setPage: (page: number) => void;
}

/**
 * The list's controls: searches typed now but sent 500 ms after the last keystroke, sort and order,
 * and the page, which goes back to 1 whenever the filters or sort change.
 */
export function useListQuery(): ListQueryState {
  const [search, setSearch] = useState('');
  const [phoneSearch, setPhoneSearch] = useState('');
  const [sortBy, setSortBy] = useState<SortBy>('created_at');
  const [sortOrder, setSortOrder] = useState<SortOrder>('desc');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const debouncedPhone = useDebouncedValue(phoneSearch.trim(), SEARCH_DEBOUNCE_MS);

  const filtersKey = JSON.stringify([debouncedSearch, debouncedPhone, sortBy, sortOrder]);
  const [paging, setPaging] = useState({ page: 1, filtersKey });
  const page = paging.filtersKey === filtersKey ? paging.page : 1;

  const query: AssistantListQuery = {
    sort_by: sortBy,
    sort_order: sortOrder,
    page,
    per_page: ASSISTANT_PAGE_SIZE,
  };
  if (debouncedSearch) query.search = debouncedSearch;
  if (debouncedPhone) query.phone_search = debouncedPhone;

  return {
    search,
    phoneSearch,
    sortBy,
    sortOrder,
    page,
    query,
    searching: Boolean(debouncedSearch || debouncedPhone),
    setSearch,
    setPhoneSearch,
    setSortBy,
    toggleSortOrder: () => setSortOrder((order) => (order === 'asc' ? 'desc' : 'asc')),
    setPage: (next) => setPaging({ page: next, filtersKey }),
  };
}
