import type {
  ChangeEvent,
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { useField } from 'formik';
import styled from 'styled-components';
import { fieldA11y, FormField, Select, TextArea, TextInput } from '@voice/ui';
import { fieldId } from './field-paths';

/** The error of a field once it was touched (a save attempt touches every failing field). */
export function useFieldWithError<V = string | null | undefined>(path: string) {
  const [field, meta, helpers] = useField<V>(path);
  const error = meta.touched && typeof meta.error === 'string' && meta.error ? meta.error : null;
  return { field, error, helpers };
}

/**
 * What a control bound to a formik path needs: its id, its error, and the props every control spreads (name =
 * path, value, the change handler unless the caller brings its own, blur, and the error/hint wiring).
 */
function useBoundControl<E extends HTMLElement>(
  path: string,
  hint: ReactNode,
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
) {
  const { field, error } = useFieldWithError(path);
  const id = fieldId(path);
  return {
    id,
    error,
    control: {
      ...fieldA11y(id, error, { hint: Boolean(hint) }),
      name: path,
      value: field.value ?? '',
      onChange: onChange ?? field.onChange,
      onBlur: field.onBlur,
    },
  };
}

interface BaseProps {
  /** The formik path, e.g. `metadata.company_name`. */
  path: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
}

type TextFieldProps = BaseProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'value' | 'required'>;

/** A labelled text input bound to a formik path (name = path, id = field-<path>). */
export function TextField({
  path,
  label,
  hint,
  required = false,
  onChange,
  ...rest
}: TextFieldProps) {
  const { id, error, control } = useBoundControl(path, hint, onChange);
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint} required={required}>
      <TextInput {...rest} {...control} required={required} />
    </FormField>
  );
}

type TextAreaFieldProps = BaseProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'value' | 'required'> & {
    /** Buttons shown under the label (e.g. the demo template buttons). */
    actions?: ReactNode;
  };

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: -0.5rem 0 1rem;
  &:empty {
    display: none;
  }
`;

/** A labelled text area bound to a formik path. */
export function TextAreaField({
  path,
  label,
  hint,
  required = false,
  actions,
  rows = 4,
  onChange,
  ...rest
}: TextAreaFieldProps) {
  const { id, error, control } = useBoundControl(path, hint, onChange);
  return (
    <>
      <FormField label={label} htmlFor={id} error={error} hint={hint} required={required}>
        <TextArea {...rest} {...control} rows={rows} required={required} />
      </FormField>
      {actions ? <Actions>{actions}</Actions> : null}
    </>
  );
}

type SelectFieldProps = BaseProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'value' | 'required'> & {
    options: readonly { value: string; label: string; disabled?: boolean }[];
  };

/** A labelled select bound to a formik path. */
export function SelectField({
  path,
  label,
  hint,
  required = false,
  options,
  onChange,
  ...rest
}: SelectFieldProps) {
  const { id, error, control } = useBoundControl(path, hint, onChange);
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint} required={required}>
      <Select {...rest} {...control} required={required}>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

/** A titled section of the editor (a landmark named by its heading). */
const SectionBox = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1.25rem 1.25rem 0.25rem;
  margin-bottom: 1.25rem;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.125rem;
  }
`;

export function EditorSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <SectionBox aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </SectionBox>
  );
}

/** Two or more fields side by side on wide screens. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 0 1rem;
`;
