import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BOOKING_STATUSES, type BookingStatus } from '@voice/contracts';
import {
  AssistantFilter,
  Button,
  DateRangeFields,
  FilterBar,
  FormField,
  onSearchSubmit,
  SearchButton,
  SearchField,
  Select,
} from '@voice/ui';
import type { AssistantOption } from './api/get-assistant-options';
import { BOOKING_SEARCH_MAX, type BookingFilters } from './use-booking-filters';

export const BOOKING_STATUS_LABELS: Record<BookingStatus, MessageDescriptor> = {
  booked: msg`Booked`,
  cancelled: msg`Cancelled`,
};

const CLEARED: BookingFilters = { assistant_id: '', status: '', from: '', to: '', search: '' };

export interface BookingFiltersBarProps {
  filters: BookingFilters;
  /** Any filter set: offers "Clear filters". */
  filtered: boolean;
  /** Shown on the To field. */
  rangeError: string | null;
  onChange: (next: Partial<BookingFilters>) => void;
  assistants: AssistantOption[];
}

/** Assistant, status, date range (of the appointment) and a search of the caller. */
export function BookingFiltersBar({
  filters,
  filtered,
  rangeError,
  onChange,
  assistants,
}: BookingFiltersBarProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(filters.search);
  const [seen, setSeen] = useState(filters.search);
  // Back or Clear filters changed the address: the box follows it.
  if (filters.search !== seen) {
    setSeen(filters.search);
    setDraft(filters.search);
  }

  return (
    <FilterBar
      as="form"
      role="search"
      aria-label={t`Filter bookings`}
      onSubmit={onSearchSubmit(() =>
        onChange({ search: draft.trim().slice(0, BOOKING_SEARCH_MAX) }),
      )}
    >
      <AssistantFilter
        id="bookings-assistant"
        assistants={assistants}
        value={filters.assistant_id}
        onChange={(assistant_id) => onChange({ assistant_id })}
      />
      <FormField label={t`Status`} htmlFor="bookings-status">
        <Select
          id="bookings-status"
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as BookingStatus | '' })}
        >
          <option value="">
            <Trans>All statuses</Trans>
          </option>
          {BOOKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(BOOKING_STATUS_LABELS[status])}
            </option>
          ))}
        </Select>
      </FormField>
      <DateRangeFields
        idPrefix="bookings"
        from={filters.from}
        to={filters.to}
        error={rangeError}
        onChange={onChange}
      />
      <SearchField
        id="bookings-search"
        label={t`Caller`}
        type="search"
        value={draft}
        placeholder={t`Name, number or email`}
        onChange={setDraft}
      />
      <SearchButton />
      {filtered ? (
        <Button variant="ghost" onClick={() => onChange(CLEARED)}>
          <Trans>Clear filters</Trans>
        </Button>
      ) : null}
    </FilterBar>
  );
}
