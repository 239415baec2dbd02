import { useEffect, useState } from 'react';

/** Search debounce of the assistant list (spec 001 §9: 500 ms). */
export const SEARCH_DEBOUNCE_MS = 500;

/** The value, once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
