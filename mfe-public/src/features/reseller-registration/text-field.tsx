import type { ReactNode } from 'react';
import { FormField, TextInput, fieldA11y } from '@voice/ui';
import type { StepProps } from './step-props';
import type { WizardField } from './wizard-values';

type TextFieldName = Exclude<WizardField, 'logo_file' | 'terms' | 'reseller_package_id'>;

export interface TextFieldProps extends StepProps {
  name: TextFieldName;
  label: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  hint?: ReactNode;
  /** Shown instead of the field's error, e.g. the result of an availability check. */
  error?: string;
}

/** A labelled text input of the wizard, wired to formik, with its error and hint. */
export function TextField({
  form,
  errorOf,
  onChange,
  name,
  label,
  type = 'text',
  autoComplete,
  required = false,
  hint,
  error,
}: TextFieldProps) {
  const shown = error ?? errorOf(name);
  return (
    <FormField label={label} htmlFor={name} error={shown} hint={hint} required={required}>
      <TextInput
        {...fieldA11y(name, shown, { hint: Boolean(hint) })}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        value={String(form.values[name] ?? '')}
        onChange={onChange}
        onBlur={form.handleBlur}
      />
    </FormField>
  );
}
