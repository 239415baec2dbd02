import { useState } from 'react';
import { BOOKING_STATUSES, type BookingStatus } from '@voice/contracts';
import {
  Button,
  FilterBar,
  FormField,
  onSearchSubmit,
  SearchButton,
  SearchField,
  Select,
  TextInput,
} from '@voice/ui';
import type { AssistantOption } from './api/get-assistant-options';
import { BOOKING_SEARCH_MAX, type BookingFilters } from './use-booking-filters';

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
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
  const [draft, setDraft] = useState(filters.search);
  const [seen, setSeen] = useState(filters.search);
  // Back or Clear filters changed the address: the box follows it.
  if (filters.search !== seen) {
    setSeen(filters.search);
    setDraft(filters.search);
  }
  const chosen = filters.assistant_id;
  const listed = !chosen || assistants.some((a) => String(a.id) === chosen);

  return (
    <FilterBar
      as="form"
      role="search"
      aria-label="Filter bookings"
      onSubmit={onSearchSubmit(() =>
        onChange({ search: draft.trim().slice(0, BOOKING_SEARCH_MAX) }),
      )}
    >
      <FormField label="Assistant" htmlFor="bookings-assistant">
        <Select
          id="bookings-assistant"
          value={chosen}
          onChange={(event) => onChange({ assistant_id: event.target.value })}
        >
          <option value="">All assistants</option>
          {assistants.map((assistant) => (
            <option key={assistant.id} value={String(assistant.id)}>
              {assistant.name}
            </option>
          ))}
          {listed ? null : <option value={chosen}>{`Assistant #${chosen}`}</option>}
        </Select>
      </FormField>
      <FormField label="Status" htmlFor="bookings-status">
        <Select
          id="bookings-status"
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value as BookingStatus | '' })}
        >
          <option value="">All statuses</option>
          {BOOKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {BOOKING_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="From" htmlFor="bookings-from">
        <TextInput
          id="bookings-from"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </FormField>
      <FormField label="To" htmlFor="bookings-to" error={rangeError}>
        <TextInput
          id="bookings-to"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          aria-invalid={Boolean(rangeError)}
          aria-describedby={rangeError ? 'bookings-to-error' : undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </FormField>
      <SearchField
        id="bookings-search"
        label="Caller"
        type="search"
        value={draft}
        placeholder="Name, number or email"
        onChange={setDraft}
      />
      <SearchButton />
      {filtered ? (
        <Button variant="ghost" onClick={() => onChange(CLEARED)}>
          Clear filters
        </Button>
      ) : null}
    </FilterBar>
  );
}
