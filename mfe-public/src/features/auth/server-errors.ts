import { useCallback, useState } from 'react';

/** What a failed form submission shows: messages under fields, and a dialog. */
export interface Failure {
  /** First server message per field (shown under each field). */
  fields: Record<string, string>;
  title: string;
  message: string;
}

/** The first message of each field of a server's `{field: [messages]}` reply. */
export function firstMessages(
  errors: Record<string, string[]> | undefined,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string' && m) : null;
    if (first) result[field] = first;
  }
  return result;
}

/**
 * Field errors answered by the server. Kept apart from the form's own validation so that they stay
 * visible until the user edits that field.
 */
export function useServerErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clearField = useCallback(
    (field: string) =>
      setErrors((current) => {
        if (!(field in current)) return current;
        return Object.fromEntries(Object.entries(current).filter(([key]) => key !== field));
      }),
    [],
  );
  return { errors, setErrors, clearField };
}
