import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { Button, Checkbox, fieldA11y, FormField, TextInput } from '@voice/ui';
import { Slider } from '@voice/ui/widgets';
import { fieldId } from '../field-paths';
import { useFieldWithError } from '../form-controls';

/**
 * Number, checkbox and slider fields bound to a formik path, next to the editor's text and select fields
 * (../form-controls): name = the dotted path, id = field-<path>, the error shown once the field is touched.
 */

interface NumberFieldProps {
  path: string;
  label: ReactNode;
  min?: number;
  max?: number;
  step?: number;
  hint?: ReactNode;
}

/** A labelled number input (formik stores the parsed number, or '' while empty). */
export function NumberField({ path, label, min, max, step = 1, hint }: NumberFieldProps) {
  const { field, error } = useFieldWithError<number | ''>(path);
  const id = fieldId(path);
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint}>
      <TextInput
        {...fieldA11y(id, error, { hint: Boolean(hint) })}
        type="number"
        inputMode="decimal"
        name={path}
        min={min}
        max={max}
        step={step}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
    </FormField>
  );
}

const CheckboxWrap = styled.div`
  margin-bottom: 0.75rem;
`;

/** A checkbox bound to a boolean formik path. */
export function CheckboxField({ path, label }: { path: string; label: ReactNode }) {
  const { field, helpers } = useFieldWithError<boolean>(path);
  return (
    <CheckboxWrap>
      <Checkbox
        id={fieldId(path)}
        name={path}
        label={label}
        checked={Boolean(field.value)}
        onChange={(event) => void helpers.setValue(event.target.checked)}
        onBlur={field.onBlur}
      />
    </CheckboxWrap>
  );
}

interface SliderFieldProps {
  path: string;
  label: string;
  min: number;
  max: number;
  step: number;
  hint?: ReactNode;
  numberInput?: boolean;
}

/** A @voice/ui Slider bound to a numeric formik path. */
export function SliderField({ path, label, min, max, step, hint, numberInput }: SliderFieldProps) {
  const { field, error, helpers } = useFieldWithError<number | ''>(path);
  return (
    <Slider
      id={fieldId(path)}
      name={path}
      label={label}
      min={min}
      max={max}
      step={step}
      value={typeof field.value === 'number' ? field.value : Number(field.value)}
      onChange={(value) => void helpers.setValue(value)}
      onBlur={() => void helpers.setTouched(true)}
      hint={hint}
      error={error}
      numberInput={numberInput}
    />
  );
}

/** A bordered group of fields named by its legend (a list entry, a sub-section). */
export const FieldGroup = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 0.75rem 1rem 0.25rem;
  margin: 0 0 1rem;
  legend {
    padding: 0 0.35rem;
    font-weight: 600;
  }
`;

/** The add/remove buttons line of a list. */
export const ListActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 1rem;
`;

/** The Remove button of a list's item, on its own line, named after the item (`label`: e.g. 'Remove tool 2'). */
export function RemoveItemButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <ListActions>
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={label}>
        <Trans>Remove</Trans>
      </Button>
    </ListActions>
  );
}

/** The button under a list that adds an item (e.g. 'Add tool'). */
export function AddItemButton({ onAdd, children }: { onAdd: () => void; children: ReactNode }) {
  return (
    <ListActions>
      <Button variant="secondary" size="sm" onClick={onAdd}>
        {children}
      </Button>
    </ListActions>
  );
}

/** A sub-heading inside a section. */
export const SubHeading = styled.h3`
  margin: 1rem 0 0.75rem;
  font-size: 1rem;
`;
