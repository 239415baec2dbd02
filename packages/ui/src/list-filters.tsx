import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { FormField } from './form-field';
import { Select } from './select';
import { TextInput } from './text-input';

/**
 * The row of filters above a list: fields side by side (each at least `$fieldWidth`, 11rem by default),
 * wrapping, aligned on their bottoms; a button in the row lines up with the fields' inputs. A box with a
 * placeholder (a search field) is at least 16rem wide (on a phone, the button after it goes to the next line)
 * and widens into the free space up to 24rem, so that a placeholder such as "Name, subdomain or email" is
 * not cut off; dates and selects keep their width.
 */
export const FilterBar = styled.div<{ $fieldWidth?: string }>`
  display: flex;
  flex-wrap: wrap;
  gap: 0 1rem;
  align-items: flex-end;
  & > div {
    min-width: ${({ $fieldWidth }) => $fieldWidth ?? '11rem'};
  }
  & > div:has(> input[placeholder]) {
    flex: 1 1 16rem;
    max-width: 24rem;
  }
  & > button {
    margin-bottom: 1rem;
  }
`;

/**
 * Filters in columns of equal width (each at least `$min`) that wrap on a narrow screen, aligned on their bottoms
 * (`$align="start"`: on their tops, for fields with a note under them); a button lines up with the inputs.
 */
export const FilterGrid = styled.div<{ $min?: string; $align?: 'start' | 'end' }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ $min }) => $min ?? '11rem'}, 1fr));
  gap: 0 1rem;
  align-items: ${({ $align }) => $align ?? 'end'};
  margin-bottom: 0.5rem;
  & > button {
    margin-bottom: 1rem;
    justify-self: start;
  }
`;

/** A search form in a filter bar: the text box widens, its Search button beside it. */
export const SearchForm = styled.form`
  display: flex;
  gap: 0.75rem;
  align-items: flex-end;
  flex: 1;
  min-width: 18rem;
  max-width: 32rem;
  & > div {
    flex: 1;
  }
  & > button {
    margin-bottom: 1rem;
  }
`;

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
      <Trans>Search</Trans>
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
export function SearchBox({ id, name, label, onSearch, ...field }: SearchBoxProps) {
  const { t } = useLingui();
  return (
    <SearchForm role="search" aria-label={name} onSubmit={onSearchSubmit(onSearch)}>
      <SearchField id={id} label={label ?? t`Search`} type="search" {...field} />
      <SearchButton />
    </SearchForm>
  );
}

export interface ResellerOptionsProps {
  resellers: readonly { id: number; org_name: string }[];
  /** The first option's text, whose value is '' (e.g. 'All resellers'). */
  allLabel: string;
}

/** The options of a select that picks a reseller: `allLabel` first, then each reseller by its name. */
export function ResellerOptions({ resellers, allLabel }: ResellerOptionsProps) {
  return (
    <>
      <option value="">{allLabel}</option>
      {resellers.map((reseller) => (
        <option key={reseller.id} value={String(reseller.id)}>
          {reseller.org_name}
        </option>
      ))}
    </>
  );
}

export interface AssistantFilterProps {
  /** The select's id. */
  id: string;
  /** The assistants the user may pick from. */
  assistants: readonly { id: number; name: string }[];
  /** The chosen assistant's id, '' for all. */
  value: string;
  onChange: (assistantId: string) => void;
}

/** The Assistant filter of a list: all, or one of the user's; an id from the address not in the list is kept. */
export function AssistantFilter({ id, assistants, value, onChange }: AssistantFilterProps) {
  const { t } = useLingui();
  const listed = !value || assistants.some((a) => String(a.id) === value);
  return (
    <FormField label={t`Assistant`} htmlFor={id}>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t`All assistants`}</option>
        {assistants.map((assistant) => (
          <option key={assistant.id} value={String(assistant.id)}>
            {assistant.name}
          </option>
        ))}
        {listed ? null : <option value={value}>{t`Assistant #${value}`}</option>}
      </Select>
    </FormField>
  );
}

export interface DateRangeFieldsProps {
  /** The fields' ids are `<idPrefix>-from` and `<idPrefix>-to`. */
  idPrefix: string;
  /** 'YYYY-MM-DD' or ''. */
  from: string;
  to: string;
  /** The range's error (To before From), shown on To. */
  error: string | null;
  onChange: (next: { from: string } | { to: string }) => void;
}

/** The From and To dates of a list's filters, each bounding the other. */
export function DateRangeFields({ idPrefix, from, to, error, onChange }: DateRangeFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <FormField label={t`From`} htmlFor={`${idPrefix}-from`}>
        <TextInput
          id={`${idPrefix}-from`}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </FormField>
      <FormField label={t`To`} htmlFor={`${idPrefix}-to`} error={error}>
        <TextInput
          id={`${idPrefix}-to`}
          type="date"
          value={to}
          min={from || undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${idPrefix}-to-error` : undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </FormField>
    </>
  );
}
