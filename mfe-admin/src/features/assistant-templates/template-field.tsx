import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import styled from 'styled-components';
import { TEMPLATE_VARIABLES } from '@voice/contracts';
import { FormField, TextArea, fieldA11y } from '@voice/ui';
import { insertAtCursor } from './insert-at-cursor';

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin: -0.5rem 0 1.25rem;
`;

const Chip = styled.button`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 0.8125rem;
  padding: 0.2rem 0.65rem;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primaryText};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primaryText};
    outline-offset: 2px;
  }
`;

export interface TemplateFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  rows: number;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A template text with the placeholder chips that insert {{variable}} at the cursor (spec 001 §5). */
export function TemplateField({
  id,
  name,
  label,
  value,
  error,
  rows,
  onChange,
  onBlur,
}: TemplateFieldProps) {
  const { t } = useLingui();
  const area = useRef<HTMLTextAreaElement>(null);

  const insert = (variable: string) => {
    const node = area.current;
    const next = insertAtCursor(
      value,
      `{{${variable}}}`,
      node ? node.selectionStart : null,
      node ? node.selectionEnd : null,
    );
    onChange(next.value);
    // Back to the text, the caret after the placeholder, once React has written the new value.
    requestAnimationFrame(() => {
      if (!node) return;
      node.focus();
      node.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <>
      <FormField label={label} htmlFor={id} error={error} required>
        <TextArea
          {...fieldA11y(id, error)}
          ref={area}
          name={name}
          rows={rows}
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      </FormField>
      <Chips role="group" aria-label={t`Insert a placeholder into ${label}`}>
        {TEMPLATE_VARIABLES.map((variable) => (
          <Chip key={variable} type="button" onClick={() => insert(variable)}>
            {`{{${variable}}}`}
          </Chip>
        ))}
      </Chips>
    </>
  );
}
