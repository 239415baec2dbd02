import type { ReactNode } from 'react';
import styled from 'styled-components';
import { translateText } from './i18n';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  margin-bottom: 1rem;
`;

const Label = styled.label<{ $required: boolean }>`
  font-weight: 600;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.text};
  ${({ $required, theme }) =>
    $required ? `&::after { content: ' *'; color: ${theme.colors.danger}; }` : ''}
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Error = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Id of the error text of field `id` (the input refers to it through aria-describedby). */
export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

/** Id of the hint text of field `id`. */
export function fieldHintId(id: string): string {
  return `${id}-hint`;
}

export interface FieldA11y {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * Attributes for the input of a <FormField>: `<TextInput {...fieldA11y('email', errors.email)} />`.
 * Pass `hint: true` when the field shows a hint, so the input is described by it as well.
 */
export function fieldA11y(
  id: string,
  error?: string | null | false,
  options: { hint?: boolean } = {},
): FieldA11y {
  const describedBy = [error ? fieldErrorId(id) : null, options.hint ? fieldHintId(id) : null]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy || undefined,
  };
}

export interface FormFieldProps {
  label: ReactNode;
  htmlFor: string;
  error?: string | null | false;
  hint?: ReactNode;
  /** Shows a visual asterisk (set `required` on the input too). */
  required?: boolean;
  children: ReactNode;
}

/** A label, the input, an optional hint and the error (role="alert", id `${htmlFor}-error`). */
export function FormField({
  label,
  htmlFor,
  error,
  hint,
  required = false,
  children,
}: FormFieldProps) {
  return (
    <Wrap>
      <Label htmlFor={htmlFor} $required={required}>
        {label}
      </Label>
      {children}
      {hint ? <Hint id={fieldHintId(htmlFor)}>{hint}</Hint> : null}
      {error ? (
        <Error id={fieldErrorId(htmlFor)} role="alert">
          {translateText(error)}
        </Error>
      ) : null}
    </Wrap>
  );
}

/** Two form fields side by side, one above the other on a narrow screen. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 1rem;
  @media (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
