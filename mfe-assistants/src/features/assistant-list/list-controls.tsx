import styled from 'styled-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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

const SORT_LABELS: Record<SortBy, MessageDescriptor> = {
  name: msg`Name`,
  created_at: msg`Created date`,
};

/** Name and phone search, sort field and order (spec 001 §2). */
export function ListControls({ state }: { state: ListQueryState }) {
  const { t } = useLingui();
  const ascending = state.sortOrder === 'asc';
  return (
    <FilterGrid $min="200px" role="search" aria-label={t`Filter assistants`}>
      <FormField label={t`Search by name`} htmlFor="assistant-search">
        <TextInput
          id="assistant-search"
          type="search"
          placeholder={t`Assistant name`}
          value={state.search}
          onChange={(event) => state.setSearch(event.target.value)}
        />
      </FormField>
      <FormField label={t`Search by phone`} htmlFor="assistant-phone-search">
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
        <FormField label={t`Sort by`} htmlFor="assistant-sort">
          <Select
            id="assistant-sort"
            value={state.sortBy}
            onChange={(event) => state.setSortBy(event.target.value as SortBy)}
          >
            {(Object.keys(SORT_LABELS) as SortBy[]).map((key) => (
              <option key={key} value={key}>
                {t(SORT_LABELS[key])}
              </option>
            ))}
          </Select>
        </FormField>
        <Button
          variant="secondary"
          onClick={state.toggleSortOrder}
          title={ascending ? t`Switch to descending order` : t`Switch to ascending order`}
        >
          <span aria-hidden="true">{ascending ? '↑' : '↓'}</span>
          {ascending ? t`Ascending` : t`Descending`}
        </Button>
      </SortRow>
    </FilterGrid>
  );
}
