import type { ChangeEvent } from 'react';
import { FieldArray, useFormikContext } from 'formik';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  TOOL_TYPES,
  type AssistantFormPayload,
  type AssistantTool,
  type ToolType,
} from '@voice/contracts';
import { SelectField, TextAreaField, TextField } from '../form-controls';
import { FieldGroup, AddItemButton, RemoveItemButton } from './controls';

const TOOL_LABELS: Record<ToolType, MessageDescriptor> = {
  function: msg`Function`,
  web_search: msg`Web search`,
  calculator: msg`Calculator`,
  voicemail: msg`Voicemail`,
  transfer: msg`Transfer call`,
  hang: msg`Hang up`,
};

/** A tool of `type`: a function tool keeps (or gets) a name and a description; the others have none. */
export function toolOfType(type: ToolType, current?: AssistantTool): AssistantTool {
  if (type !== 'function') return { type };
  return { type, function: current?.function ?? { name: '', description: '' } };
}

/** model.tools: added and removed freely; a function tool has a name and a description. */
export function ToolsList() {
  const { t } = useLingui();
  const { values, setFieldValue } = useFormikContext<AssistantFormPayload>();
  const toolOptions = TOOL_TYPES.map((value) => ({ value, label: t(TOOL_LABELS[value]) }));
  const tools = values.model.tools ?? [];
  return (
    <FieldArray name="model.tools">
      {(helpers) => (
        <>
          {tools.length === 0 ? (
            <p>
              <Trans>No tools.</Trans>
            </p>
          ) : null}
          {tools.map((tool, index) => {
            const path = `model.tools.${index}`;
            const number = index + 1;
            const changeType = (event: ChangeEvent<HTMLSelectElement>) =>
              void setFieldValue(path, toolOfType(event.target.value as ToolType, tool));
            return (
              <FieldGroup key={index}>
                <legend>{t`Tool ${number}`}</legend>
                <SelectField
                  path={`${path}.type`}
                  label={t`Type`}
                  options={toolOptions}
                  onChange={changeType}
                />
                {tool.type === 'function' ? (
                  <>
                    <TextField path={`${path}.function.name`} label={t`Function name`} required />
                    <TextAreaField
                      path={`${path}.function.description`}
                      label={t`Function description`}
                      rows={3}
                    />
                  </>
                ) : null}
                <RemoveItemButton
                  label={t`Remove tool ${number}`}
                  onRemove={() => helpers.remove(index)}
                />
              </FieldGroup>
            );
          })}
          <AddItemButton onAdd={() => helpers.push(toolOfType('function'))}>
            <Trans>Add tool</Trans>
          </AddItemButton>
        </>
      )}
    </FieldArray>
  );
}
