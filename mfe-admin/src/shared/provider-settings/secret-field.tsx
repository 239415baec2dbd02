import type { ChangeEvent, FocusEvent } from 'react';
import { FormField, TextInput, fieldA11y } from '@voice/ui';
import { Code } from './settings-layout';

export const SECRET_REQUIRED_HINT = 'Required: not saved yet.';

/** What the field uses of the form's `useSaveForm`. */
export interface SecretFieldForm<F extends string> {
  form: {
    values: Record<F, string>;
    handleBlur: (event: FocusEvent<HTMLInputElement>) => void;
  };
  errorOf: (field: F) => string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export interface SecretFieldProps<F extends string> {
  form: SecretFieldForm<F>;
  id: string;
  name: F;
  label: string;
  /** The saved secret, masked by the server; null when none is saved. */
  masked: string | null;
  /** The hint shown while no secret is saved. */
  unsetHint?: string;
}

/** A write-only secret: never prefilled; the saved one shows masked, and a blank field keeps it. */
export function SecretField<F extends string>({
  form: { form, errorOf, onChange },
  id,
  name,
  label,
  masked,
  unsetHint = SECRET_REQUIRED_HINT,
}: SecretFieldProps<F>) {
  const error = errorOf(name);
  const hint = masked ? (
    <>
      Saved: <Code>{masked}</Code>. Leave blank to keep it.
    </>
  ) : (
    unsetHint
  );
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint}>
      <TextInput
        {...fieldA11y(id, error, { hint: true })}
        name={name}
        type="password"
        autoComplete="off"
        spellCheck={false}
        placeholder={masked ?? ''}
        value={form.values[name]}
        onChange={onChange}
        onBlur={form.handleBlur}
      />
    </FormField>
  );
}
