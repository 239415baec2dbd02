import styled from 'styled-components';
import { FormField, TextInput, fieldA11y } from '@voice/ui';

/** A 6-digit authenticator code input with its label and error. */
export function CodeField({
  id,
  value,
  error,
  onChange,
  label = 'Authentication code',
}: {
  id: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  label?: string;
}) {
  return (
    <FormField label={label} htmlFor={id} error={error} required>
      <TextInput
        {...fieldA11y(id, error)}
        name="code"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
      />
    </FormField>
  );
}

/** Recovery codes, two columns, monospace: shown once after an enrolment or a regeneration. */
export const RecoveryCodeList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.5rem;
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
  font-family: monospace;
  font-size: 1rem;
`;

export const Note = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.text};
`;
