import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useFormik, type FormikValues } from 'formik';
import styled from 'styled-components';
import type { AnySchema } from 'yup';
import { bindFields, Button, Card, MessageBanner, useServerFieldErrors } from '@voice/ui';

// The scaffolding the developer pages' forms share (a new API key, a webhook endpoint): the card they sit in, a
// group of checkboxes with its error, the Submit and Cancel row, and the submit that shows the server's field
// errors and message.

/** The form, in a card above the list it adds to. */
export const FormCard = styled(Card).attrs({ as: 'form' })`
  margin-bottom: 1.5rem;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.25rem;
  }
`;

/** A group of checkboxes under its legend (scopes, events). */
export const CheckGroup = styled.fieldset`
  margin: 0 0 1rem;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: 0.35rem;
    padding: 0;
    font-weight: 600;
    font-size: 0.9375rem;
  }
`;

export const GroupError = styled.p`
  margin: 0.5rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.danger};
`;

export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 0.5rem;
`;

/** Submit (its text while busy) and Cancel. */
export function SubmitRow({
  busy,
  text,
  busyText,
  onCancel,
}: {
  busy: boolean;
  text: string;
  busyText: string;
  onCancel: () => void;
}) {
  return (
    <FormActions>
      <Button type="submit" busy={busy}>
        {busy ? busyText : text}
      </Button>
      <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
        <Trans>Cancel</Trans>
      </Button>
    </FormActions>
  );
}

/**
 * A formik form validated by `schema` whose submit sends the cast values: a refusal shows the server's field errors
 * on their fields and its message (else `failureText`) in the banner `failure` holds.
 */
export function useSubmittingForm<Values extends FormikValues, Payload>({
  initialValues,
  schema,
  submit,
  failureText,
}: {
  initialValues: Values;
  schema: AnySchema;
  submit: (payload: Payload) => Promise<unknown>;
  failureText: string;
}) {
  const server = useServerFieldErrors();
  const [failure, setFailure] = useState('');
  const form = useFormik<Values>({
    initialValues,
    validationSchema: schema,
    onSubmit: async (values) => {
      server.clear();
      setFailure('');
      try {
        await submit(schema.cast(values) as Payload);
      } catch (error) {
        setFailure(server.takeFrom(error, failureText));
      }
    },
  });
  const fields = bindFields(form, server);
  /** The error of a checkbox group: the form's once touched or submitted, else the server's. */
  const groupError = (name: keyof Values & string): string | undefined => {
    const own = form.errors[name];
    return (form.touched[name] || form.submitCount > 0) && typeof own === 'string'
      ? own
      : server.errors[name];
  };
  /** Sets a checkbox group's value (validated), clearing the server's error of it. */
  const setGroup = (name: keyof Values & string, value: Values[typeof name]) => {
    server.clearField(name);
    void form.setFieldTouched(name, true, false);
    void form.setFieldValue(name, value, true);
  };
  const banner = (
    <MessageBanner tone="error" message={failure} autoHideMs={0} onDismiss={() => setFailure('')} />
  );
  return { form, fields, banner, groupError, setGroup };
}
