import { useCallback, useState, type ChangeEvent } from 'react';
import { fieldErrors } from '@voice/api-client';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The server's 422 field errors of a form: the first message per field, kept until the form is submitted
 * again or that field is edited.
 */
export function useServerFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});

  const clear = useCallback(() => setErrors({}), []);

  /** Keeps the field errors of a failed request (none when it carried none). */
  const takeFrom = useCallback((error: unknown) => {
    const fields = fieldErrors(error) ?? {};
    setErrors(
      Object.fromEntries(Object.entries(fields).map(([key, list]) => [key, list[0] ?? ''])),
    );
  }, []);

  /** Wraps a change handler so that editing a field drops its server error. */
  const clearingOnChange = useCallback(
    (handle: (event: ChangeEvent<FieldElement>) => void) => (event: ChangeEvent<FieldElement>) => {
      const { name } = event.target;
      setErrors((current) =>
        name in current
          ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== name))
          : current,
      );
      handle(event);
    },
    [],
  );

  return { errors, clear, takeFrom, clearingOnChange };
}
