import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useFormik } from 'formik';
import styled from 'styled-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { object } from 'yup';
import { fieldErrors, serverMessage } from '@voice/api-client';
import type { Assistant } from '@voice/contracts';
import { e164Field } from '@voice/contracts/phone';
import { OUTBOUND_CALL_MESSAGES, templateVariablesOf } from '@voice/contracts/schemas';
import { Button, FormField, MessageBanner, Modal, Select, TextInput, fieldA11y } from '@voice/ui';
import { useAssistantQuery } from '../assistant-editor/api/get-assistant';
import { callPath } from '../assistant-list/test-call-button';
import { numberText, useAssistantNumbersQuery } from '../campaigns/assistant-numbers';
import { usePlaceOutboundCall } from './place-outbound-call';

/** What the sandbox's simulated call ended as (the reply's `outcome`). */
const OUTCOME_TEXT: Record<string, MessageDescriptor> = {
  answered: msg`The call was answered.`,
  'no-answer': msg`Nobody answered.`,
  busy: msg`The line was busy.`,
  voicemail: msg`The call reached voicemail.`,
};

interface Variable {
  name: string;
  value: string;
}

interface Values {
  to: string;
  /** One of the assistant's phone_numbers ids; '' = its first number. */
  from: string;
  variables: Variable[];
}

/** The number as the server checks it (outboundCallSchema's `to`), for the form's own validation. */
const formSchema = object({
  to: e164Field(OUTBOUND_CALL_MESSAGES.to, OUTBOUND_CALL_MESSAGES.toRequired),
});

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
`;

const From = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const VariablesSet = styled.fieldset`
  border: 0;
  margin: 0 0 0.5rem;
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    margin-bottom: 0.25rem;
    padding: 0;
  }
`;

const Hint = styled.p`
  margin: 0 0 0.5rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const VariableRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.5fr) auto;
  gap: 0.5rem;
  align-items: end;
  margin-bottom: 0.5rem;
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr) auto;
    & > :nth-child(2) {
      grid-column: 1 / 2;
      grid-row: 2;
    }
  }
`;

const Result = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

/** The {{name}} variables of the assistant's first message and system prompt. */
function variablesOf(assistant: Assistant | undefined): string[] {
  const data = assistant?.vapi_data;
  if (!data) return [];
  const prompt = data.model?.messages?.find((message) => message.role === 'system')?.content;
  return templateVariablesOf([data.firstMessage, prompt]);
}

export interface OutboundCallDialogProps {
  open: boolean;
  onClose: () => void;
  assistantId: number | string;
  assistantName: string;
  /** The assistant's number, which the call is placed from. */
  phoneNumber: string;
}

/**
 * The number the call is placed from: with several, a choice among them (GET /api/assistants/{id}/phone-numbers,
 * the first by default); with one, or while they load, the assistant's own number as a line of text.
 */
function FromField({
  assistantId,
  phoneNumber,
  open,
  value,
  onChange,
}: {
  assistantId: number | string;
  phoneNumber: string;
  open: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useLingui();
  const numbers = useAssistantNumbersQuery(open ? assistantId : null);
  const listed = numbers.data ?? [];
  if (listed.length < 2) {
    return (
      <From>
        <Trans>
          From: <strong>{phoneNumber}</strong> (the assistant’s number)
        </Trans>
      </From>
    );
  }
  return (
    <FormField label={t`Call from`} htmlFor="outbound-from">
      <Select
        id="outbound-from"
        name="from"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {listed.map((number, index) => (
          <option key={number.id} value={index === 0 ? '' : String(number.id)}>
            {numberText(number)}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

/**
 * 'Call a number': the assistant calls a number now from one of its numbers (POST /api/assistants/{id}/calls), with
 * optional values for the {{name}} variables of its first message and prompt (prefilled with the names found
 * there; more can be added). Once placed: what happened (the sandbox's simulated outcome) and a link to the call log.
 */
export function OutboundCallDialog({
  open,
  onClose,
  assistantId,
  assistantName,
  phoneNumber,
}: OutboundCallDialogProps) {
  const { t } = useLingui();
  const assistant = useAssistantQuery(String(assistantId), open);
  const place = usePlaceOutboundCall(assistantId);
  const [failure, setFailure] = useState('');
  const [placed, setPlaced] = useState<{ callId: string; outcome: string | null } | null>(null);
  const [filledFrom, setFilledFrom] = useState<Assistant | undefined>(undefined);

  const form = useFormik<Values>({
    initialValues: { to: '', from: '', variables: [] },
    validationSchema: formSchema,
    onSubmit: async (values, helpers) => {
      setFailure('');
      const variables = Object.fromEntries(
        values.variables
          .filter((row) => row.name.trim() !== '' && row.value.trim() !== '')
          .map((row) => [row.name.trim(), row.value.trim()]),
      );
      try {
        const reply = await place.mutateAsync({
          to: formSchema.cast({ to: values.to }).to,
          ...(values.from !== '' ? { from_phone_number_id: Number(values.from) } : {}),
          ...(Object.keys(variables).length > 0 ? { variables } : {}),
        });
        setPlaced({ callId: reply.data.call_id, outcome: reply.data.outcome });
      } catch (error) {
        const errors = fieldErrors(error);
        if (errors?.to?.[0]) helpers.setFieldError('to', errors.to[0]);
        setFailure(
          errors?.variables?.[0] ??
            errors?.from_phone_number_id?.[0] ??
            serverMessage(error) ??
            t`The call could not be placed. Please try again.`,
        );
      }
    },
  });

  // Once the assistant is loaded, its variables' names are offered (values left to fill).
  if (assistant.data && assistant.data !== filledFrom) {
    setFilledFrom(assistant.data);
    const names = variablesOf(assistant.data);
    const have = new Set(form.values.variables.map((row) => row.name));
    const missing = names.filter((name) => !have.has(name));
    if (missing.length > 0) {
      void form.setFieldValue('variables', [
        ...form.values.variables,
        ...missing.map((name) => ({ name, value: '' })),
      ]);
    }
  }

  const close = () => {
    form.resetForm();
    setFilledFrom(undefined);
    setFailure('');
    setPlaced(null);
    onClose();
  };

  const toError =
    (form.touched.to || form.submitCount > 0) && form.errors.to ? form.errors.to : undefined;
  const placeholder = '{{name}}';
  const outcomeText = (outcome: string) => {
    const text = OUTCOME_TEXT[outcome];
    return text ? t(text) : outcome;
  };
  const setRow = (index: number, change: Partial<Variable>) =>
    void form.setFieldValue(
      'variables',
      form.values.variables.map((row, i) => (i === index ? { ...row, ...change } : row)),
    );

  return (
    <Modal
      open={open}
      onClose={close}
      title={t`Call a number with ${assistantName}`}
      footer={
        placed ? (
          <Footer>
            <Button onClick={close}>
              <Trans>Done</Trans>
            </Button>
          </Footer>
        ) : (
          <Footer>
            <Button variant="secondary" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" form="outbound-call" busy={form.isSubmitting}>
              {form.isSubmitting ? t`Calling...` : t`Call`}
            </Button>
          </Footer>
        )
      }
    >
      {placed ? (
        <Result role="status">
          <strong>
            <Trans>Call placed.</Trans>
          </strong>
          {placed.outcome ? <span>{outcomeText(placed.outcome)}</span> : null}
          <Link to={callPath(placed.callId)}>
            <Trans>View the call log</Trans>
          </Link>
        </Result>
      ) : (
        <form id="outbound-call" noValidate onSubmit={form.handleSubmit}>
          <MessageBanner
            tone="error"
            message={failure}
            onDismiss={() => setFailure('')}
            autoHideMs={0}
          />
          <FromField
            assistantId={assistantId}
            phoneNumber={phoneNumber}
            open={open}
            value={form.values.from}
            onChange={(from) => void form.setFieldValue('from', from)}
          />
          <FormField
            label={t`Number to call`}
            htmlFor="outbound-to"
            error={toError}
            hint={t`In international form, e.g. +14155550123`}
            required
          >
            <TextInput
              {...fieldA11y('outbound-to', toError, { hint: true })}
              name="to"
              type="tel"
              autoComplete="tel"
              data-autofocus
              value={form.values.to}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
            />
          </FormField>
          <VariablesSet>
            <legend>
              <Trans>Variables</Trans>
            </legend>
            <Hint>
              <Trans>
                Optional values for the {placeholder} placeholders of the assistant’s first message
                and prompt.
              </Trans>
            </Hint>
            {form.values.variables.map((row, index) => {
              const rowName = row.name || index + 1;
              return (
                <VariableRow key={index}>
                  <FormField label={t`Name`} htmlFor={`outbound-var-name-${index}`}>
                    <TextInput
                      id={`outbound-var-name-${index}`}
                      value={row.name}
                      onChange={(event) => setRow(index, { name: event.target.value })}
                    />
                  </FormField>
                  <FormField label={t`Value`} htmlFor={`outbound-var-value-${index}`}>
                    <TextInput
                      id={`outbound-var-value-${index}`}
                      value={row.value}
                      onChange={(event) => setRow(index, { value: event.target.value })}
                    />
                  </FormField>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t`Remove variable ${rowName}`}
                    onClick={() =>
                      void form.setFieldValue(
                        'variables',
                        form.values.variables.filter((_, i) => i !== index),
                      )
                    }
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </VariableRow>
              );
            })}
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                void form.setFieldValue('variables', [
                  ...form.values.variables,
                  { name: '', value: '' },
                ])
              }
            >
              <Trans>Add variable</Trans>
            </Button>
          </VariablesSet>
        </form>
      )}
    </Modal>
  );
}
