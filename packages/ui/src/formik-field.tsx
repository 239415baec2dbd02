import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { FieldRow, fieldA11y, FormField } from './form-field';
import { TextArea } from './text-area';
import { TextInput } from './text-input';
import type { useServerFieldErrors } from './server-field-errors';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What a field reads of its formik form: formik's `FormikProps` fits it. Spelled out here so that the UI kit does
 * not depend on formik.
 */
export interface FormLike<V> {
  values: V;
  touched: { [K in keyof V]?: unknown };
  errors: { [K in keyof V]?: unknown };
  handleChange: (event: ChangeEvent<FieldElement>) => void;
  handleBlur: (event: FocusEvent<FieldElement>) => void;
}

/** A formik form together with the server's field errors, as the forms' fields show them. */
export interface FieldBinding<V> {
  form: FormLike<V>;
  /** The field's validation error (once touched), else the server's error for it. */
  errorOf: (field: keyof V & string) => string | undefined;
  /** Change handler of inputs: clears the server's error of that field, then updates formik. */
  onChange: (event: ChangeEvent<FieldElement>) => void;
}

/** Binds a formik form to its server field errors (`useServerFieldErrors()`). */
export function bindFields<V>(
  form: FormLike<V>,
  server: Pick<ReturnType<typeof useServerFieldErrors>, 'errorOf' | 'clearingOnChange'>,
): FieldBinding<V> {
  return {
    form,
    errorOf: (field) => server.errorOf(form, field),
    onChange: server.clearingOnChange(form.handleChange),
  };
}

export interface FormikTextFieldProps<V> {
  fields: FieldBinding<V>;
  name: keyof V & string;
  label: string;
  /** The input's id; the field's name by default. */
  id?: string;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
  readOnly?: boolean;
  hint?: ReactNode;
  /** Shown instead of the field's error, e.g. the result of an availability check. */
  error?: string;
  /** A multi-line text (a <textarea> of this many rows). */
  rows?: number;
}

/** A labelled text input wired to formik, with its error and hint linked for assistive technology. */
export function FormikTextField<V>({
  fields,
  name,
  label,
  id = name,
  type = 'text',
  autoComplete,
  placeholder,
  required = false,
  readOnly,
  hint,
  error,
  rows,
}: FormikTextFieldProps<V>) {
  const shown = error ?? fields.errorOf(name);
  const input = {
    ...fieldA11y(id, shown, { hint: Boolean(hint) }),
    name,
    placeholder,
    required,
    readOnly,
    value: String(fields.form.values[name] ?? ''),
    onChange: fields.onChange,
    onBlur: fields.form.handleBlur,
  };
  return (
    <FormField label={label} htmlFor={id} error={shown} hint={hint} required={required}>
      {rows ? (
        <TextArea {...input} rows={rows} />
      ) : (
        <TextInput {...input} type={type} autoComplete={autoComplete} />
      )}
    </FormField>
  );
}

export type FormikTextFieldSpec<V> = Omit<FormikTextFieldProps<V>, 'fields' | 'id'>;

/** Text fields two to a row (one above the other on a narrow screen), each with the id `${idPrefix}-${name}`. */
export function FormikTextFieldRows<V>({
  fields,
  specs,
  idPrefix,
}: {
  fields: FieldBinding<V>;
  specs: readonly FormikTextFieldSpec<V>[];
  idPrefix: string;
}) {
  const rows = specs.flatMap((spec, index) =>
    index % 2 === 0 ? [specs.slice(index, index + 2)] : [],
  );
  return (
    <>
      {rows.map((row) => (
        <FieldRow key={row.map((spec) => spec.name).join()}>
          {row.map((spec) => (
            <FormikTextField
              key={spec.name}
              fields={fields}
              id={`${idPrefix}-${spec.name}`}
              {...spec}
            />
          ))}
        </FieldRow>
      ))}
    </>
  );
}
