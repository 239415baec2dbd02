import { useState, type ReactNode } from 'react';
import { useFormik, type FormikValues } from 'formik';
import { useLingui } from '@lingui/react/macro';
import type { AnySchema } from 'yup';
import {
  bindFields,
  Button,
  NoticeBanner,
  useServerFieldErrors,
  type FieldBinding,
  type FormNotice,
} from '@voice/ui';
import { failureText } from './failure';

type ServerErrors = ReturnType<typeof useServerFieldErrors>;

/**
 * A form that adds a source from typed fields (a web page, a Q&A entry): `add` sends the values and answers the
 * success notice; `onFields` shows a failure under the fields and says whether it did, else the failure's
 * words (or `failedText`) go above the form.
 */
export function AddSourceForm<Values extends FormikValues>({
  label,
  submitLabel,
  initialValues,
  validationSchema,
  add,
  onFields,
  failedText,
  children,
}: {
  label: string;
  submitLabel: string;
  initialValues: Values;
  validationSchema: AnySchema;
  add: (values: Values) => Promise<string>;
  onFields: (error: unknown, server: ServerErrors) => boolean;
  failedText: string;
  children: (fields: FieldBinding<Values>) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const server = useServerFieldErrors();
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const form = useFormik<Values>({
    initialValues,
    validationSchema,
    onSubmit: async (values, helpers) => {
      setNotice(null);
      server.clear();
      try {
        const text = await add(values);
        helpers.resetForm();
        setNotice({ tone: 'success', text });
      } catch (error) {
        if (!onFields(error, server))
          setNotice({ tone: 'error', text: failureText(error, failedText, undefined, i18n) });
      }
    },
  });
  return (
    <form noValidate aria-label={label} onSubmit={form.handleSubmit}>
      <NoticeBanner notice={notice} onDismiss={() => setNotice(null)} />
      {children(bindFields(form, server))}
      <Button type="submit" busy={form.isSubmitting}>
        {form.isSubmitting ? t`Adding...` : submitLabel}
      </Button>
    </form>
  );
}
