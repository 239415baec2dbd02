import { useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { ValidationError } from 'yup';
import { fieldErrors, serverMessage } from '@voice/api-client';
import type { CustomTool } from '@voice/contracts';
import {
  CUSTOM_TOOL_LIMITS,
  customToolSchema,
  parseParameters,
  type CustomToolInput,
} from '@voice/contracts/schemas';
import { Button, fieldA11y, FormField, MessageBanner, TextArea, TextInput } from '@voice/ui';
import { FieldRow } from '../form-controls';

/** The parameters a new tool starts with: one text parameter, to show the shape. */
export const EXAMPLE_PARAMETERS = `{
  "type": "object",
  "properties": {
    "order_number": { "type": "string", "description": "The order number the caller gives." }
  },
  "required": ["order_number"]
}`;

type Field = 'name' | 'description' | 'url' | 'timeout_seconds' | 'parameters';

interface Values {
  name: string;
  description: string;
  url: string;
  timeout_seconds: string;
  parameters: string;
}

const valuesOf = (tool: CustomTool | null): Values =>
  tool
    ? {
        name: tool.name,
        description: tool.description,
        url: tool.url,
        timeout_seconds: String(tool.timeout_seconds),
        parameters: JSON.stringify(tool.parameters, null, 2),
      }
    : {
        name: '',
        description: '',
        url: 'https://',
        timeout_seconds: String(CUSTOM_TOOL_LIMITS.timeoutSeconds.default),
        parameters: EXAMPLE_PARAMETERS,
      };

/** The form's values as the request's body, or each field's first problem (the contracts' schema and messages). */
function checkedInput(
  values: Values,
): { input: CustomToolInput } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const parameters = parseParameters(values.parameters);
  if ('error' in parameters) errors.parameters = parameters.error;
  const candidate = {
    name: values.name,
    description: values.description,
    url: values.url,
    timeout_seconds:
      values.timeout_seconds.trim() === '' ? undefined : Number(values.timeout_seconds),
    parameters: 'value' in parameters ? parameters.value : {},
  };
  try {
    const input = customToolSchema.validateSync(candidate, { abortEarly: false });
    if (Object.keys(errors).length > 0) return { errors };
    return { input };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const inner of error.inner) {
      if (inner.path && !(inner.path in errors)) errors[inner.path] = inner.message;
    }
    return { errors };
  }
}

/** The server's field errors, each field's first message. */
function serverErrorsOf(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(fieldErrors(error) ?? {})) {
    const first = (Array.isArray(messages) ? messages : [messages]).find(
      (m): m is string => typeof m === 'string' && m !== '',
    );
    if (first) out[key] = first;
  }
  return out;
}

const Form = styled.form`
  margin: 0.5rem 0 1rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  h3 {
    margin: 0 0 0.75rem;
    font-size: 1rem;
  }
`;

const Code = styled(TextArea)`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.875rem;
  min-height: 12rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 0.5rem;
`;

export interface ToolFormProps {
  /** The tool edited; null: a new one. */
  tool: CustomTool | null;
  busy: boolean;
  /** Saves; `failed` is called with the server's error. */
  onSave: (input: CustomToolInput, failed: (error: unknown) => void) => void;
  onCancel: () => void;
}

const fieldId = (field: Field) => `custom-tool-${field}`;

/** Adding or editing one custom tool: checked with the contracts' schema before it is sent. */
export function ToolForm({ tool, busy, onSave, onCancel }: ToolFormProps) {
  const { t } = useLingui();
  const [values, setValues] = useState<Values>(() => valuesOf(tool));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _dropped, ...rest } = current;
      return rest;
    });
  };

  const submit = () => {
    setFailure('');
    const checked = checkedInput(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    onSave(checked.input, (error) => {
      const fields = serverErrorsOf(error);
      setErrors(fields);
      setFailure(
        Object.keys(fields).length > 0
          ? t`The tool was not saved: see the fields below.`
          : (serverMessage(error) ?? t`The tool could not be saved. Please try again.`),
      );
    });
  };

  const text = (field: Exclude<Field, 'parameters'>, label: string, hint?: string) => {
    const id = fieldId(field);
    const error = errors[field];
    return (
      <FormField label={label} htmlFor={id} error={error} hint={hint}>
        <TextInput
          {...fieldA11y(id, error, { hint: Boolean(hint) })}
          name={field}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
          {...(field === 'timeout_seconds'
            ? {
                type: 'number',
                min: CUSTOM_TOOL_LIMITS.timeoutSeconds.min,
                max: CUSTOM_TOOL_LIMITS.timeoutSeconds.max,
                step: 1,
                inputMode: 'numeric' as const,
              }
            : field === 'url'
              ? { type: 'url', inputMode: 'url' as const }
              : {})}
        />
      </FormField>
    );
  };

  const paramsId = fieldId('parameters');
  const paramsError = errors.parameters;
  const toolName = tool?.name;
  const title = toolName ? t`Edit ${toolName}` : t`New custom tool`;
  const { min, max } = CUSTOM_TOOL_LIMITS.timeoutSeconds;
  return (
    <Form
      noValidate
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3>{title}</h3>
      <FieldRow>
        {text('name', t`Name`, t`The function name the model calls: letters, digits, _ and -.`)}
        {text(
          'timeout_seconds',
          t`Timeout (seconds)`,
          t`How long the call waits for your system (${min}–${max}).`,
        )}
      </FieldRow>
      {text('description', t`Description`, t`Tells the model when to call it and what it returns.`)}
      {text(
        'url',
        t`URL`,
        t`Your https:// endpoint. We POST the arguments to it, signed like your webhooks.`,
      )}
      <FormField
        label={t`Parameters (JSON schema)`}
        htmlFor={paramsId}
        error={paramsError}
        hint={t`An object schema: "properties" names each parameter with its "type" and "description"; "required" lists those the model must give.`}
      >
        <Code
          {...fieldA11y(paramsId, paramsError, { hint: true })}
          name="parameters"
          spellCheck={false}
          value={values.parameters}
          onChange={(event) => set('parameters', event.target.value)}
        />
      </FormField>
      <MessageBanner
        tone="error"
        message={failure}
        autoHideMs={0}
        onDismiss={() => setFailure('')}
      />
      <Actions>
        <Button type="submit" busy={busy}>
          {busy ? t`Saving...` : t`Save tool`}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
      </Actions>
    </Form>
  );
}
