import { FieldArray, useFormikContext } from 'formik';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const ROLE_LABELS: Record<MessageRole, MessageDescriptor> = {
  system: msg`System`,
  user: msg`User`,
  assistant: msg`Assistant`,
};

const CONTENT_TYPE_LABELS: Record<MessageContentType, MessageDescriptor> = {
  text: msg`Text`,
  image_url: msg`Image URL`,
  function_call: msg`Function call`,
};

/**
 * model.messages: the first entry's content is the system prompt. Messages can be added; one can be
 * removed only while more than one remains.
 */
export function MessagesList() {
  const { t } = useLingui();
  const { values } = useFormikContext<AssistantFormPayload>();
  const roleOptions = MESSAGE_ROLES.map((value) => ({ value, label: t(ROLE_LABELS[value]) }));
  const contentTypeOptions = MESSAGE_CONTENT_TYPES.map((value) => ({
    value,
    label: t(CONTENT_TYPE_LABELS[value]),
  }));
  const messages = values.model.messages ?? [];
  return (
    <FieldArray name="model.messages">
      {(helpers) => (
        <>
          {messages.map((message, index) => {
            const path = `model.messages.${index}`;
            const number = index + 1;
            const title = index === 0 ? t`Message 1 (system prompt)` : t`Message ${number}`;
            return (
              <FieldGroup key={index}>
                <legend>{title}</legend>
                <FieldRow>
                  <SelectField path={`${path}.role`} label={t`Role`} options={roleOptions} />
                  <SelectField
                    path={`${path}.contentType`}
                    label={t`Content type`}
                    options={contentTypeOptions}
                  />
                </FieldRow>
                {message.contentType === 'image_url' ? (
                  <TextField
                    path={`${path}.imageUrl`}
                    label={t`Image URL`}
                    type="url"
                    placeholder="https://example.com/image.png"
                  />
                ) : null}
                <TextAreaField
                  path={`${path}.content`}
                  label={index === 0 ? t`System Prompt` : t`Content`}
                  required={index === 0}
                  rows={index === 0 ? 10 : 4}
                  actions={
                    index === 0 ? (
                      <TemplateButtons
                        text="system_prompt"
                        path={`${path}.content`}
                        label={t`system prompt`}
                      />
                    ) : undefined
                  }
                />
                {messages.length > 1 ? (
                  <RemoveItemButton
                    label={t`Remove message ${number}`}
                    onRemove={() => helpers.remove(index)}
                  />
                ) : null}
              </FieldGroup>
            );
          })}
          <AddItemButton onAdd={() => helpers.push({ ...DEFAULT_SYSTEM_MESSAGE })}>
            <Trans>Add message</Trans>
          </AddItemButton>
        </>
      )}
    </FieldArray>
  );
}
