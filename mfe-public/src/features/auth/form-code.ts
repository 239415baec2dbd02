import { useCallback, useEffect, useState } from 'react';
import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { AnySchema } from 'yup';
import { useDialog } from '@voice/ui';
import { afterFirstInteraction } from '@voice/ui/core';
import type { Failure } from './server-errors';

// The sign-in forms' code that is needed only once the visitor uses the form: the schema (yup), the API call
// (axios) and the failure messages (@voice/contracts), about 33 KiB gzip and 20–25 ms of script on the test machine
// (×4 on a phone), off the pages' first load.

/** What a sign-in form's downloaded code has: at least what a failed submit shows. */
export interface FormCode {
  failure(error: unknown): Failure;
}

function isValidationError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ValidationError';
}

/**
 * Formik's `validate` for a yup schema downloaded on first use: the checks and messages `validationSchema` gives
 * (formik's own validateYupSchema and yupToFormErrors, as Formik runs them for `validationSchema`).
 */
export function validateWithSchema<Values extends FormikValues>(
  schema: () => Promise<AnySchema>,
): (values: Values) => Promise<FormikErrors<Values>> {
  return async (values) => {
    let loaded: AnySchema;
    try {
      loaded = await schema();
    } catch {
      // Not downloaded: no errors, so that the submit runs and reports it (useSubmitWithFormCode). A rejection here
      // would leave Formik submitting for ever.
      return {};
    }
    try {
      await validateYupSchema(values, loaded);
      return {};
    } catch (error) {
      if (isValidationError(error)) return yupToFormErrors<Values>(error);
      throw error;
    }
  };
}

/** Starts `load` on the visitor's first scroll, tap or key press, or once the page has settled. */
export function useLoadOnFirstInteraction(load: () => Promise<unknown>): void {
  useEffect(() => {
    let mounted = true;
    void afterFirstInteraction().then(() => {
      if (mounted) load().catch(() => undefined);
    });
    return () => {
      mounted = false;
    };
  }, [load]);
}

/**
 * A sign-in form's onSubmit: runs `submit` with the form's code (downloaded on first use); a failure shows what the
 * code's `failure` makes of it, under the fields (`setFieldErrors`) and in a dialog. When the code itself cannot be
 * downloaded, the page cannot work, and the messages are in that code too: the error goes to the route's error
 * boundary ("This section failed to load.", with Retry).
 */
export function useSubmitWithFormCode<Code extends FormCode, Values>(
  load: () => Promise<Code>,
  submit: (code: Code, values: Values) => Promise<void>,
  setFieldErrors: (fields: Record<string, string>) => void,
): (values: Values) => Promise<void> {
  const dialog = useDialog();
  const [unavailable, setUnavailable] = useState<{ error: unknown } | null>(null);
  const onSubmit = useCallback(
    async (values: Values) => {
      setFieldErrors({});
      try {
        await submit(await load(), values);
      } catch (error) {
        let code: Code;
        try {
          code = await load();
        } catch (loadError) {
          setUnavailable({ error: loadError });
          return;
        }
        const failure = code.failure(error);
        setFieldErrors(failure.fields);
        void dialog.alert({ title: failure.title, message: failure.message, tone: 'error' });
      }
    },
    [load, submit, setFieldErrors, dialog],
  );
  if (unavailable) throw unavailable.error;
  return onSubmit;
}
