import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { getIn, useFormik, type FormikErrors, type FormikTouched, type FormikValues } from 'formik';
import type { AnySchema } from 'yup';
import { fieldErrors, serverMessage } from '@voice/api-client';

export type SaveBanner = { tone: 'success' | 'error'; text: string } | null;

/** The texts of a section's save outcome, e.g. 'Booking calendar saved.'. */
export interface SaveTexts {
  saved: string;
  /** Before ': a field needs fixing.', e.g. 'The booking calendar was not saved'. */
  notSaved: string;
  /** When the server names no field and says nothing itself. */
  failed: string;
}

/** What the form needs of its save mutation (react-query's `mutate` fits it). */
interface SaveMutation<Payload, Stored> {
  mutate: (
    payload: Payload,
    callbacks: { onSuccess: (stored: Stored) => void; onError: (error: unknown) => void },
  ) => void;
}

/** The server's field errors by dotted path ('hours.mon[0].end' -> 'hours.mon.0.end'), each field's first message. */
function serverErrorsOf(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(fieldErrors(error) ?? {})) {
    const first = (Array.isArray(messages) ? messages : [messages]).find(
      (m): m is string => typeof m === 'string' && m !== '',
    );
    if (first) out[key.replace(/\[(\d+)\]/g, '.$1')] = first;
  }
  return out;
}

/**
 * The formik form of a saved assistant's section with its own Save: the server's field errors kept by path until
 * the field is edited or the form saved again, and the banner of the last save's outcome.
 */
export function useOwnSaveForm<Values extends FormikValues, Payload, Stored>({
  initialValues,
  validationSchema,
  save,
  payloadOf,
  valuesOf,
  texts,
}: {
  initialValues: Values;
  validationSchema: AnySchema;
  save: SaveMutation<Payload, Stored>;
  payloadOf: (values: Values) => Payload;
  valuesOf: (stored: Stored) => Values;
  texts: SaveTexts;
}) {
  const { t } = useLingui();
  const [banner, setBanner] = useState<SaveBanner>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const form = useFormik<Values>({
    initialValues,
    validationSchema,
    onSubmit: (values, helpers) => {
      setBanner(null);
      setServerErrors({});
      save.mutate(payloadOf(values), {
        onSuccess: (stored) => {
          helpers.resetForm({ values: valuesOf(stored) });
          setBanner({ tone: 'success', text: texts.saved });
        },
        onError: (error) => {
          const fields = serverErrorsOf(error);
          setServerErrors(fields);
          const count = Object.keys(fields).length;
          const notSaved = texts.notSaved;
          setBanner({
            tone: 'error',
            text:
              count > 0
                ? t`${notSaved}: ${plural(count, { one: 'a field needs fixing.', other: '# fields need fixing.' })}`
                : (serverMessage(error) ?? texts.failed),
          });
        },
      });
    },
  });

  /** A path's error: the form's own once touched (or after a save attempt), else the server's. */
  const errorOf = (path: string): string | undefined => {
    const own: unknown = getIn(form.errors as FormikErrors<unknown>, path);
    const touched =
      form.submitCount > 0 || Boolean(getIn(form.touched as FormikTouched<unknown>, path));
    if (touched && typeof own === 'string' && own) return own;
    return serverErrors[path];
  };
  /** Editing a field drops the server's error of it (and of the list it belongs to). */
  const edited = (path: string) =>
    setServerErrors((current) => {
      const kept = Object.entries(current).filter(
        ([key]) => key !== path && !key.startsWith(`${path}.`) && !path.startsWith(`${key}.`),
      );
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  const onInput = (path: string, value: unknown) => {
    edited(path);
    void form.setFieldValue(path, value);
  };

  return {
    form,
    banner,
    dismissBanner: () => setBanner(null),
    errorOf,
    edited,
    onInput,
    clearServerErrors: () => setServerErrors({}),
  };
}
