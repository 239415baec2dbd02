import styled from 'styled-components';
import { Button, FilterGrid, FormField, Select, TextInput } from '@voice/ui';
import type { ListQueryState, SortBy } from './list-query';

const SortRow = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: flex-end;
  margin-bottom: 1rem;
  > :first-child {
    flex: 1;
    margin-bottom: 0;
  }
`;

const SORT_LABELS: Record<SortBy, string> = { name: 'Name', created_at: 'Created date' };

/** Name and phone search, sort field and order (spec 001 §2). */
export function ListControls({ state }: { state: ListQueryState }) {
  const ascending = state.sortOrder === 'asc';
  return (
    <FilterGrid $min="200px" role="search" aria-label="Filter assistants">
      <FormField label="Search by name" htmlFor="assistant-search">
        <TextInput
          id="assistant-search"
          type="search"
          placeholder="Assistant name"
          value={state.search}
          onChange={(event) => state.setSearch(event.target.value)}
        />
      </FormField>
      <FormField label="Search by phone" htmlFor="assistant-phone-search">
        <TextInput
          id="assistant-phone-search"
          type="search"
          inputMode="tel"
          placeholder="+1234567890"
          value={state.phoneSearch}
          onChange={(event) => state.setPhoneSearch(event.target.value)}
        />
      </FormField>
      <SortRow>
        <FormField label="Sort by" htmlFor="assistant-sort">
          <Select
            id="assistant-sort"
            value={state.sortBy}
            onChange={(event) => state.setSortBy(event.target.value as SortBy)}
          >
            {(Object.keys(SORT_LABELS) as SortBy[]).map((key) => (
              <option key={key} value={key}>
                {SORT_LABELS[key]}
              </option>
            ))}
          </Select>
        </FormField>
        <Button
          variant="secondary"
          onClick={state.toggleSortOrder}
          title={`Switch to ${ascending ? 'descending' : 'ascending'} order`}
        >
          <span aria-hidden="true">{ascending ? '↑' : '↓'}</span>
          {ascending ? 'Ascending' : 'Descending'}
        </Button>
      </SortRow>
    </FilterGrid>
  );
}
