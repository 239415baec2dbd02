import type { ChangeEvent, FocusEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormField, TextInput, fieldA11y } from '@voice/ui';
import { Code } from './settings-layout';

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
  /** The hint shown while no secret is saved (default: "Required: not saved yet."). */
  unsetHint?: string;
}

/** A write-only secret: never prefilled; the saved one shows masked, and a blank field keeps it. */
export function SecretField<F extends string>({
  form: { form, errorOf, onChange },
  id,
  name,
  label,
  masked,
  unsetHint,
}: SecretFieldProps<F>) {
  const { t } = useLingui();
  const error = errorOf(name);
  const hint = masked ? (
    <>
      <Trans>
        Saved: <Code>{masked}</Code>. Leave blank to keep it.
      </Trans>
    </>
  ) : (
    (unsetHint ?? t`Required: not saved yet.`)
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
