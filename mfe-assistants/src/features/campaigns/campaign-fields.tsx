import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import type { FormikProps } from 'formik';
import { FormField, Select, TextInput, fieldA11y } from '@voice/ui';
import type { CampaignFormValues } from './campaign-values';

export type CampaignForm = FormikProps<CampaignFormValues>;

/** A field's error once it was touched or the form was submitted (formik's errors are there from the first key). */
export function errorOf(form: CampaignForm, field: keyof CampaignFormValues) {
  const error = form.errors[field];
  return (form.touched[field] || form.submitCount > 0) && typeof error === 'string'
    ? error
    : undefined;
}

/** A group of inputs under a bold legend, without the browser's frame. */
export const Fieldset = styled.fieldset`
  border: 0;
  margin: 0 0 1rem;
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 0.35rem;
  }
`;

export const FieldError = styled.p`
  margin: 0.35rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.danger};
`;

/** A checkbox group or a lone checkbox's error, linked by id from what it describes. */
export function GroupError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <FieldError id={id} role="alert">
      {error}
    </FieldError>
  ) : null;
}

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'form'
>;

/** A labelled text (or number, date, time) input of a top-level campaign field, with its hint and error. */
export function CampaignTextField({
  form,
  name,
  id,
  label,
  hint,
  required = false,
  ...input
}: InputProps & {
  form: CampaignForm;
  name: keyof CampaignFormValues;
  id: string;
  label: string;
  hint?: ReactNode;
}) {
  const error = errorOf(form, name);
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint} required={required}>
      <TextInput
        {...input}
        {...fieldA11y(id, error, { hint: Boolean(hint) })}
        name={name}
        value={String(form.values[name])}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
      />
    </FormField>
  );
}

/** A number input of the form: whole numbers from `min` to `max`. */
export function CampaignNumberField(
  props: Omit<Parameters<typeof CampaignTextField>[0], 'type' | 'inputMode'> & {
    min: number;
    max: number;
  },
) {
  return <CampaignTextField {...props} type="number" inputMode="numeric" />;
}

/** A labelled select of a top-level campaign field, with its hint and error; `onChange` replaces formik's own. */
export function CampaignSelectField({
  form,
  name,
  id,
  label,
  hint,
  required = false,
  disabled,
  onChange,
  children,
}: {
  form: CampaignForm;
  name: keyof CampaignFormValues;
  id: string;
  label: string;
  hint: ReactNode;
  required?: boolean;
  disabled?: boolean;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
  children: ReactNode;
}) {
  const error = errorOf(form, name);
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint} required={required}>
      <Select
        {...fieldA11y(id, error, { hint: true })}
        name={name}
        value={String(form.values[name])}
        onChange={onChange ?? form.handleChange}
        onBlur={form.handleBlur}
        disabled={disabled}
      >
        {children}
      </Select>
    </FormField>
  );
}
