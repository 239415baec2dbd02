import { useEffect } from 'react';
import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { AnySchema } from 'yup';
import { afterFirstInteraction } from '../shared/after-first-interaction';

// The sign-in forms' code that is needed only once the visitor uses the form: the schema (yup) and the API call
// (axios), about 25 KiB gzip and 20–25 ms of script on the test machine (×4 on a phone), off the pages' first load.

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
    const loaded = await schema();
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
