import type { FormEvent } from 'react';
import { Button, FormField, Select, TextInput } from '@voice/ui';
import { SearchForm } from './list-layout';

export interface FilterOption {
  value: string;
  label: string;
}

/** The label of an option's value; the value itself when it is not one of them. */
export function optionLabel(options: readonly FilterOption[], value: string): string {
  return options.find((item) => item.value === value)?.label ?? value;
}

/** The option's value when `raw` is one of them, else '' (the "all" choice). */
export function optionValue(options: readonly FilterOption[], raw: string | null): string {
  return options.some((item) => item.value === raw) ? (raw as string) : '';
}

export interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}

/** A labelled select that filters a list. */
export function FilterSelect({ id, label, value, options, onChange }: FilterSelectProps) {
  return (
    <FormField label={label} htmlFor={id}>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

export interface SearchFieldProps {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  type?: 'search' | 'text';
  onChange: (value: string) => void;
}

/** A labelled text box whose draft is searched for when its form is submitted. */
export function SearchField({ id, label, value, placeholder, type, onChange }: SearchFieldProps) {
  return (
    <FormField label={label} htmlFor={id}>
      <TextInput
        id={id}
        {...(type ? { type } : {})}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

/** The Search button of a search form. */
export function SearchButton() {
  return (
    <Button type="submit" variant="secondary">
      Search
    </Button>
  );
}

/** Calls `search` on submit, without reloading the page. */
export function onSearchSubmit(search: () => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    search();
  };
}

export interface SearchBoxProps {
  id: string;
  /** The search form's accessible name, e.g. 'User search'. */
  name: string;
  label?: string;
  /** The draft (searched for on submit). */
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  /** Searches for the draft (the form was submitted). */
  onSearch: () => void;
}

/** A search form of a filter bar: a search box and its Search button. */
export function SearchBox({ id, name, label = 'Search', onSearch, ...field }: SearchBoxProps) {
  return (
    <SearchForm role="search" aria-label={name} onSubmit={onSearchSubmit(onSearch)}>
      <SearchField id={id} label={label} type="search" {...field} />
      <SearchButton />
    </SearchForm>
  );
}

/** ?reseller_id= from the address: a positive integer, or '' (all). */
export function resellerParam(value: string | null): number | '' {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : '';
}

export interface ResellerFilterProps {
  id: string;
  label?: string;
  /** The "every reseller" choice. */
  allLabel?: string;
  value: number | '';
  /** The resellers to pick from (none yet while they load). */
  resellers: readonly { id: number; org_name: string }[] | undefined;
  onChange: (value: string) => void;
}

/** A select of one reseller (or all) that filters a platform admin's list. */
export function ResellerFilter({
  id,
  label = 'Reseller',
  allLabel = 'All sites',
  value,
  resellers,
  onChange,
}: ResellerFilterProps) {
  return (
    <FilterSelect
      id={id}
      label={label}
      value={String(value)}
      options={[
        { value: '', label: allLabel },
        ...(resellers ?? []).map((reseller) => ({
          value: String(reseller.id),
          label: reseller.org_name,
        })),
      ]}
      onChange={onChange}
    />
  );
}

/** How a subscription's status reads, wherever it is listed or filtered. */
const STATUS_LABELS = {
  pending: 'Pending',
  active: 'Active',
  past_due: 'Past due',
  cancelled: 'Cancelled',
  expired: 'Expired',
} as const;

export type SubscriptionStatusName = keyof typeof STATUS_LABELS;

/** "All statuses", then the given statuses in order. */
export function statusFilters(statuses: readonly SubscriptionStatusName[]): FilterOption[] {
  return [
    { value: '', label: 'All statuses' },
    ...statuses.map((value) => ({ value, label: STATUS_LABELS[value] })),
  ];
}
