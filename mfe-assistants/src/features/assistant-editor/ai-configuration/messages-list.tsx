import { FieldArray, useFormikContext } from 'formik';
import {
  DEFAULT_SYSTEM_MESSAGE,
  MESSAGE_CONTENT_TYPES,
  MESSAGE_ROLES,
  type AssistantFormPayload,
  type MessageContentType,
  type MessageRole,
} from '@voice/contracts';
import { FieldRow, SelectField, TextAreaField, TextField } from '../form-controls';
import { TemplateButtons } from '../template-buttons';
import { FieldGroup, AddItemButton, RemoveItemButton } from './controls';

const ROLE_LABELS: Record<MessageRole, string> = {
  system: 'System',
  user: 'User',
  assistant: 'Assistant',
};

const CONTENT_TYPE_LABELS: Record<MessageContentType, string> = {
  text: 'Text',
  image_url: 'Image URL',
  function_call: 'Function call',
};

const ROLE_OPTIONS = MESSAGE_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));
const CONTENT_TYPE_OPTIONS = MESSAGE_CONTENT_TYPES.map((value) => ({
  value,
  label: CONTENT_TYPE_LABELS[value],
}));

/**
 * model.messages: the first entry's content is the system prompt. Messages can be added; one can be
 * removed only while more than one remains.
 */
export function MessagesList() {
  const { values } = useFormikContext<AssistantFormPayload>();
  const messages = values.model.messages ?? [];
  return (
    <FieldArray name="model.messages">
      {(helpers) => (
        <>
          {messages.map((message, index) => {
            const path = `model.messages.${index}`;
            const title = index === 0 ? 'Message 1 (system prompt)' : `Message ${index + 1}`;
            return (
              <FieldGroup key={index}>
                <legend>{title}</legend>
                <FieldRow>
                  <SelectField path={`${path}.role`} label="Role" options={ROLE_OPTIONS} />
                  <SelectField
                    path={`${path}.contentType`}
                    label="Content type"
                    options={CONTENT_TYPE_OPTIONS}
                  />
                </FieldRow>
                {message.contentType === 'image_url' ? (
                  <TextField
                    path={`${path}.imageUrl`}
                    label="Image URL"
                    type="url"
                    placeholder="https://example.com/image.png"
                  />
                ) : null}
                <TextAreaField
                  path={`${path}.content`}
                  label={index === 0 ? 'System Prompt' : 'Content'}
                  required={index === 0}
                  rows={index === 0 ? 10 : 4}
                  actions={
                    index === 0 ? (
                      <TemplateButtons
                        text="system_prompt"
                        path={`${path}.content`}
                        label="system prompt"
                      />
                    ) : undefined
                  }
                />
                {messages.length > 1 ? (
                  <RemoveItemButton
                    name={`message ${index + 1}`}
                    onRemove={() => helpers.remove(index)}
                  />
                ) : null}
              </FieldGroup>
            );
          })}
          <AddItemButton onAdd={() => helpers.push({ ...DEFAULT_SYSTEM_MESSAGE })}>
            Add message
          </AddItemButton>
        </>
      )}
    </FieldArray>
  );
}
