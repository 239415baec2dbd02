import { useCallback, useState } from 'react';
import type { AssistantListQuery } from '@voice/contracts';
import { ASSISTANT_PAGE_SIZE } from './use-assistant-list';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../shared/use-debounced-value';

export type SortBy = NonNullable<AssistantListQuery['sort_by']>;
export type SortOrder = NonNullable<AssistantListQuery['sort_order']>;

export interface ListQueryState {
  search: string;
  phoneSearch: string;
  sortBy: SortBy;
  sortOrder: SortOrder;
  page: number;
  /** Admin lists: the chosen owner and reseller (null: all). */
  ownerId: number | null;
  resellerId: number | null;
  /** The query sent to the server (searches debounced). */
  query: AssistantListQuery;
  /** A (debounced) search is narrowing the list. */
  searching: boolean;
  setSearch: (value: string) => void;
  setPhoneSearch: (value: string) => void;
  setSortBy: (value: SortBy) => void;
  toggleSortOrder: () => void;
  setPage: (page: number) => void;
  setOwnerId: (id: number | null) => void;
  /** A new reseller also clears the owner (the owner list is the reseller's). */
  setResellerId: (id: number | null) => void;
}

/**
 * The list's controls: searches typed now but sent 500 ms after the last keystroke, sort and order,
 * the admin lists' owner and reseller, and the page, which goes back to 1 whenever the filters or sort change.
 */
export function useListQuery(): ListQueryState {
  const [search, setSearch] = useState('');
  const [phoneSearch, setPhoneSearch] = useState('');
  const [sortBy, setSortBy] = useState<SortBy>('created_at');
  const [sortOrder, setSortOrder] = useState<SortOrder>('desc');
  const [ownerId, setOwnerId] = useState<number | null>(null);
  const [resellerId, setResellerId] = useState<number | null>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const debouncedPhone = useDebouncedValue(phoneSearch.trim(), SEARCH_DEBOUNCE_MS);

  const filtersKey = JSON.stringify([
    debouncedSearch,
    debouncedPhone,
    sortBy,
    sortOrder,
    ownerId,
    resellerId,
  ]);
  const [paging, setPaging] = useState({ page: 1, filtersKey });
  const page = paging.filtersKey === filtersKey ? paging.page : 1;

  const setPage = useCallback(
    (next: number) => setPaging({ page: next, filtersKey }),
    [filtersKey],
  );

  const query: AssistantListQuery = {
    sort_by: sortBy,
    sort_order: sortOrder,
    page,
    per_page: ASSISTANT_PAGE_SIZE,
  };
  if (debouncedSearch) query.search = debouncedSearch;
  if (debouncedPhone) query.phone_search = debouncedPhone;
  if (ownerId !== null) query.user_id = ownerId;
  if (resellerId !== null) query.reseller_id = resellerId;

  return {
    search,
    phoneSearch,
    sortBy,
    sortOrder,
    page,
    ownerId,
    resellerId,
    query,
    searching: Boolean(
      debouncedSearch || debouncedPhone || ownerId !== null || resellerId !== null,
    ),
    setSearch,
    setPhoneSearch,
    setSortBy,
    toggleSortOrder: () => setSortOrder((order) => (order === 'asc' ? 'desc' : 'asc')),
    setPage,
    setOwnerId,
    setResellerId: (id) => {
      setResellerId(id);
      setOwnerId(null);
    },
  };
}
