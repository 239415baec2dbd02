import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ChangeEvent } from 'react';
import { useFormik } from 'formik';
import { PROFILE_MESSAGES } from '@voice/contracts';
import { changePasswordSchema } from '@voice/contracts/schemas';
import { Button, FormField, TextInput, fieldA11y } from '@voice/ui';
import { useChangePassword } from './api/change-password';
import { describeFailure } from './failure';
import { Actions, Section } from './layout';
import { OutcomeBanner, useFormOutcome } from './form-outcome';
import { submitWhenValid } from './submit-when-valid';

interface Values {
  current_password: string;
  new_password: string;
  new_password_confirmation: string;
}
type Field = keyof Values;

const EMPTY: Values = { current_password: '', new_password: '', new_password_confirmation: '' };

const FIELDS: { field: Field; id: string; label: MessageDescriptor; autoComplete: string }[] = [
  {
    field: 'current_password',
    id: 'current-password',
    label: msg`Current Password`,
    autoComplete: 'current-password',
  },
  {
    field: 'new_password',
    id: 'new-password',
    label: msg`New Password`,
    autoComplete: 'new-password',
  },
  {
    field: 'new_password_confirmation',
    id: 'new-password-confirmation',
    label: msg`Confirm New Password`,
    autoComplete: 'new-password',
  },
];

/** 'Change Password': the server checks the current password and signs out the other sessions. */
export function PasswordForm() {
  const change = useChangePassword();
  const outcome = useFormOutcome();
  const { t } = useLingui();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const form = useFormik<Values>({
    initialValues: EMPTY,
    validationSchema: changePasswordSchema,
    onSubmit: async (values, helpers) => {
      setServerErrors({});
      outcome.clear();
      try {
        await change.mutateAsync(values);
        helpers.resetForm({ values: EMPTY });
        outcome.succeed(PROFILE_MESSAGES.passwordChanged);
      } catch (error) {
        const failure = describeFailure(error, {
          failed: PROFILE_MESSAGES.passwordFailed,
          unexpected: PROFILE_MESSAGES.passwordUnexpected,
        });
        setServerErrors(failure.fields);
        outcome.fail(failure.message);
      }
    },
  });

  const submit = submitWhenValid(form, {
    current_password: true,
    new_password: true,
    new_password_confirmation: true,
  });

  const errorOf = (field: Field): string | undefined =>
    (form.touched[field] ? form.errors[field] : undefined) ?? serverErrors[field];
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const field = event.target.name;
    if (serverErrors[field]) setServerErrors(({ [field]: _gone, ...rest }) => rest);
    form.handleChange(event);
  };

  return (
    <Section aria-labelledby="change-password-heading">
      <h2 id="change-password-heading">
        <Trans>Change Password</Trans>
      </h2>
      <OutcomeBanner outcome={outcome} />
      <form noValidate onSubmit={submit} aria-labelledby="change-password-heading">
        {FIELDS.map(({ field, id, label, autoComplete }) => (
          <FormField key={field} label={t(label)} htmlFor={id} error={errorOf(field)} required>
            <TextInput
              name={field}
              type="password"
              autoComplete={autoComplete}
              value={form.values[field]}
              onChange={onChange}
              onBlur={form.handleBlur}
              required
              {...fieldA11y(id, errorOf(field))}
            />
          </FormField>
        ))}
        <Actions>
          <Button type="submit" busy={form.isSubmitting}>
            {form.isSubmitting ? t`Changing...` : t`Change Password`}
          </Button>
        </Actions>
      </form>
    </Section>
  );
}
