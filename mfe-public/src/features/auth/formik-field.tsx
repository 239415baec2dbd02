import type { ChangeEvent, ReactNode } from 'react';
import type { FormikProps } from 'formik';
import { FormField, TextInput, fieldA11y } from '@voice/ui';

/** A formik form together with the server's field errors, as every account-access form shows them. */
export interface FieldBinding<V> {
  form: FormikProps<V>;
  /** The field's validation error (once touched), else the server's error for it. */
  errorOf: (field: keyof V & string) => string | undefined;
  /** Change handler of inputs: clears the server's error of that field, then updates formik. */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export function bindFields<V>(
  form: FormikProps<V>,
  server: { errors: Record<string, string>; clearField: (field: string) => void },
): FieldBinding<V> {
  return {
    form,
    errorOf: (field) => {
      const own = form.touched[field] ? form.errors[field] : undefined;
      return (typeof own === 'string' && own) || server.errors[field] || undefined;
    },
    onChange: (event) => {
      server.clearField(event.target.name);
      form.handleChange(event);
    },
  };
}

export interface FormikTextFieldProps<V> {
  fields: FieldBinding<V>;
  name: keyof V & string;
  label: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  readOnly?: boolean;
  hint?: ReactNode;
  /** Shown instead of the field's error, e.g. the result of an availability check. */
  error?: string;
}

/** A labelled text input wired to formik, with its error and hint linked for assistive technology. */
export function FormikTextField<V>({
  fields,
  name,
  label,
  type = 'text',
  autoComplete,
  required = false,
  readOnly,
  hint,
  error,
}: FormikTextFieldProps<V>) {
  const shown = error ?? fields.errorOf(name);
  return (
    <FormField label={label} htmlFor={name} error={shown} hint={hint} required={required}>
      <TextInput
        {...fieldA11y(name, shown, { hint: Boolean(hint) })}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        readOnly={readOnly}
        value={String(fields.form.values[name] ?? '')}
        onChange={fields.onChange}
        onBlur={fields.form.handleBlur}
      />
    </FormField>
  );
}
