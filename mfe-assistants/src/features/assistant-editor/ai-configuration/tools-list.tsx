import type { ChangeEvent } from 'react';
import { FieldArray, useFormikContext } from 'formik';
import {
  TOOL_TYPES,
  type AssistantFormPayload,
  type AssistantTool,
  type ToolType,
} from '@voice/contracts';
import { SelectField, TextAreaField, TextField } from '../form-controls';
import { FieldGroup, AddItemButton, RemoveItemButton } from './controls';

const TOOL_LABELS: Record<ToolType, string> = {
  function: 'Function',
  web_search: 'Web search',
  calculator: 'Calculator',
  voicemail: 'Voicemail',
  transfer: 'Transfer call',
  hang: 'Hang up',
};
const TOOL_OPTIONS = TOOL_TYPES.map((value) => ({ value, label: TOOL_LABELS[value] }));

/** A tool of `type`: a function tool keeps (or gets) a name and a description; the others have none. */
export function toolOfType(type: ToolType, current?: AssistantTool): AssistantTool {
  if (type !== 'function') return { type };
  return { type, function: current?.function ?? { name: '', description: '' } };
}

/** model.tools: added and removed freely; a function tool has a name and a description. */
export function ToolsList() {
  const { values, setFieldValue } = useFormikContext<AssistantFormPayload>();
  const tools = values.model.tools ?? [];
  return (
    <FieldArray name="model.tools">
      {(helpers) => (
        <>
          {tools.length === 0 ? <p>No tools.</p> : null}
          {tools.map((tool, index) => {
            const path = `model.tools.${index}`;
            const changeType = (event: ChangeEvent<HTMLSelectElement>) =>
              void setFieldValue(path, toolOfType(event.target.value as ToolType, tool));
            return (
              <FieldGroup key={index}>
                <legend>{`Tool ${index + 1}`}</legend>
                <SelectField
                  path={`${path}.type`}
                  label="Type"
                  options={TOOL_OPTIONS}
                  onChange={changeType}
                />
                {tool.type === 'function' ? (
                  <>
                    <TextField path={`${path}.function.name`} label="Function name" required />
                    <TextAreaField
                      path={`${path}.function.description`}
                      label="Function description"
                      rows={3}
                    />
                  </>
                ) : null}
                <RemoveItemButton
                  name={`tool ${index + 1}`}
                  onRemove={() => helpers.remove(index)}
                />
              </FieldGroup>
            );
          })}
          <AddItemButton onAdd={() => helpers.push(toolOfType('function'))}>Add tool</AddItemButton>
        </>
      )}
    </FieldArray>
  );
}
