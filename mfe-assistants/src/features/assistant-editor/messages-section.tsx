import { useFormikContext } from 'formik';
import styled from 'styled-components';
import {
  applyTemplateVariables,
  FIRST_MESSAGE_MODE_OPTIONS,
  FIRST_MESSAGE_MODES_WITH_INTERRUPTIONS,
  type AssistantFormPayload,
} from '@voice/contracts';
import { Checkbox } from '@voice/ui';
import { fieldId } from './field-paths';
import { EditorSection, SelectField, TextAreaField } from './form-controls';
import { TemplateButtons } from './template-buttons';

const MODE_OPTIONS = FIRST_MESSAGE_MODE_OPTIONS.map(({ value, label }) => ({ value, label }));

const Preview = styled.section`
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  padding: 0.75rem 1rem;
  margin-bottom: 1rem;
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
  dl {
    margin: 0;
  }
  dt {
    font-weight: 600;
    margin-top: 0.5rem;
  }
  dd {
    margin: 0.25rem 0 0;
    white-space: pre-wrap;
  }
`;

const CheckboxRow = styled.div`
  margin: -0.25rem 0 1rem;
`;

/** 5. Messages Configuration: first message mode and text, interruptions, end call message, preview. */
export function MessagesSection() {
  const { values, handleChange } = useFormikContext<AssistantFormPayload>();
  const mode = FIRST_MESSAGE_MODE_OPTIONS.find(
    (option) => option.value === values.firstMessageMode,
  );
  const company = values.metadata;
  return (
    <EditorSection id="messages" title="Messages Configuration">
      <SelectField
        path="firstMessageMode"
        label="First Message Mode"
        required
        options={MODE_OPTIONS}
      />
      <TextAreaField
        path="firstMessage"
        label="First Message"
        required
        rows={3}
        placeholder={mode?.placeholder}
        actions={<TemplateButtons text="first_message" path="firstMessage" label="first message" />}
      />
      {FIRST_MESSAGE_MODES_WITH_INTERRUPTIONS.includes(values.firstMessageMode) ? (
        <CheckboxRow>
          <Checkbox
            id={fieldId('firstMessageInterruptionsEnabled')}
            name="firstMessageInterruptionsEnabled"
            label="Allow the caller to interrupt the first message"
            checked={values.firstMessageInterruptionsEnabled}
            onChange={handleChange}
          />
        </CheckboxRow>
      ) : null}
      <TextAreaField
        path="endCallMessage"
        label="End Call Message"
        required
        rows={2}
        placeholder="Thank you for calling {{company_name}}. Have a great day!"
        actions={
          <TemplateButtons text="end_call_message" path="endCallMessage" label="end call message" />
        }
      />
      <Preview aria-labelledby="messages-preview-title">
        <h3 id="messages-preview-title">Preview</h3>
        <dl aria-live="polite">
          <dt>First message</dt>
          <dd data-testid="preview-first-message">
            {applyTemplateVariables(values.firstMessage, company) || '—'}
          </dd>
          <dt>End call message</dt>
          <dd data-testid="preview-end-call-message">
            {applyTemplateVariables(values.endCallMessage, company) || '—'}
          </dd>
        </dl>
      </Preview>
    </EditorSection>
  );
}
