import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { FormField, TextInput } from '@voice/ui';
import { phoneSearch } from './use-call-log-filters';

/** How long after the last keystroke the phone search is sent. */
export const SEARCH_DEBOUNCE_MS = 400;

export interface PhoneSearchFieldProps {
  id: string;
  /** The search in the address. */
  value: string;
  onSearch: (value: string) => void;
}

/**
 * The phone search: typed now, searched SEARCH_DEBOUNCE_MS after the last keystroke (digits and '+' only).
 * When the address changes otherwise (Back, Clear filters) the box follows it.
 */
export function PhoneSearchField({ id, value, onSearch }: PhoneSearchFieldProps) {
  const [draft, setDraft] = useState(value);
  const { t } = useLingui();
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (phoneSearch(draft) !== value) setDraft(value);
  }
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    const next = phoneSearch(draft);
    if (next === value) return undefined;
    const timer = setTimeout(() => latest.current(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);

  return (
    <FormField
      label={t`Phone number`}
      htmlFor={id}
      hint={t`Digits of the caller's or the assistant's number`}
    >
      <TextInput
        id={id}
        type="search"
        inputMode="tel"
        autoComplete="off"
        placeholder="+1555…"
        aria-describedby={`${id}-hint`}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
    </FormField>
  );
}
