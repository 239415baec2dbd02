import { useCallback, useState, type ChangeEvent } from 'react';
import { fieldErrors, serverMessage } from '@voice/api-client/public';
// Its own small entry, not the package's main one: that share carries every constant and message, which the
// sign-in and registration pages' first loads leave out.
import { firstFieldErrors } from '@voice/contracts/field-errors';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What a formik form holds of a field: formik's own `touched` and `errors` fit it. */
interface FormErrorsLike<Values> {
  touched: { [K in keyof Values]?: unknown };
  errors: { [K in keyof Values]?: unknown };
}

/**
 * The server's field errors of a formik form (a 400/422 reply's `{field: [messages]}`): the first message per
 * field, kept apart from formik's own errors so that they stay until the form is submitted again or that field
 * is edited (formik would drop them at its next validation).
 */
export function useServerFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});

  const clear = useCallback(() => setErrors({}), []);

  /**
   * Keeps the field errors of a failed request (none when it carried none) and returns the form-level message:
   * the server's own, else `fallback`.
   */
  const takeFrom = useCallback((error: unknown, fallback = ''): string => {
    setErrors(firstFieldErrors(fieldErrors(error)));
    return serverMessage(error) ?? fallback;
  }, []);

  /** Drops one field's server error (the user edited it). */
  const clearField = useCallback(
    (name: string) =>
      setErrors((current) =>
        name in current
          ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== name))
          : current,
      ),
    [],
  );

  /** Wraps a change handler so that editing a field drops its server error. */
  const clearingOnChange = useCallback(
    (handle: (event: ChangeEvent<FieldElement>) => void) => (event: ChangeEvent<FieldElement>) => {
      clearField(event.target.name);
      handle(event);
    },
    [clearField],
  );

  /** The error a field shows: formik's once the field is touched, else the server's. */
  const errorOf = useCallback(
    <Values>(form: FormErrorsLike<Values>, field: keyof Values & string): string | undefined => {
      const own = form.touched[field] ? form.errors[field] : undefined;
      return (typeof own === 'string' && own) || errors[field] || undefined;
    },
    [errors],
  );

  return { errors, setErrors, clear, takeFrom, clearField, clearingOnChange, errorOf };
}
