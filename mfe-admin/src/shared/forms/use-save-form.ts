import { useFormik, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik';
import type { AnySchema } from 'yup';
import { useServerFieldErrors } from '@voice/ui';
import { useToast } from '@voice/ui/core';

export interface SaveFormOptions<Values extends FormikValues, Reply extends { message: string }> {
  initialValues: Values;
  validate?: (values: Values) => FormikErrors<Values>;
  validationSchema?: AnySchema;
  /** Sends the form; its reply's message is toasted. */
  save: (values: Values) => Promise<Reply>;
  /** After a successful save (e.g. close the dialog, or reset the form to the saved values). */
  onSaved?: (reply: Reply, helpers: FormikHelpers<Values>) => void;
  /** The toast when saving fails without a message of the server's. */
  failedMessage: string;
}

/**
 * A Formik form that saves to the server: the reply's message or the failure is toasted, and the 422 field
 * errors show under their fields until the field is edited.
 */
export function useSaveForm<Values extends FormikValues, Reply extends { message: string }>({
  initialValues,
  validate,
  validationSchema,
  save,
  onSaved,
  failedMessage,
}: SaveFormOptions<Values, Reply>) {
  const toast = useToast();
  const serverErrors = useServerFieldErrors();

  const form = useFormik<Values>({
    initialValues,
    enableReinitialize: true,
    validate,
    validationSchema,
    onSubmit: async (values, helpers) => {
      serverErrors.clear();
      try {
        const reply = await save(values);
        toast.success(reply.message);
        onSaved?.(reply, helpers);
      } catch (error) {
        toast.error(serverErrors.takeFrom(error, failedMessage));
      }
    },
  });

  /** The field's error: the form's own once touched, else the server's. */
  const errorOf = (field: keyof Values & string): string | undefined =>
    serverErrors.errorOf(form, field);

  return {
    form,
    errorOf,
    onChange: serverErrors.clearingOnChange(form.handleChange),
    /** Back to the initial values, without the server's errors. */
    reset: () => {
      form.resetForm();
      serverErrors.clear();
    },
  };
}
