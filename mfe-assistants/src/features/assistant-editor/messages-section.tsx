import { useFormikContext } from 'formik';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { values, handleChange } = useFormikContext<AssistantFormPayload>();
  const companyVariable = '{{company_name}}';
  const mode = FIRST_MESSAGE_MODE_OPTIONS.find(
    (option) => option.value === values.firstMessageMode,
  );
  const company = values.metadata;
  return (
    <EditorSection id="messages" title={t`Messages Configuration`}>
      <SelectField
        path="firstMessageMode"
        label={t`First Message Mode`}
        required
        options={MODE_OPTIONS}
      />
      <TextAreaField
        path="firstMessage"
        label={t`First Message`}
        required
        rows={3}
        placeholder={mode?.placeholder}
        actions={
          <TemplateButtons text="first_message" path="firstMessage" label={t`first message`} />
        }
      />
      {FIRST_MESSAGE_MODES_WITH_INTERRUPTIONS.includes(values.firstMessageMode) ? (
        <CheckboxRow>
          <Checkbox
            id={fieldId('firstMessageInterruptionsEnabled')}
            name="firstMessageInterruptionsEnabled"
            label={t`Allow the caller to interrupt the first message`}
            checked={values.firstMessageInterruptionsEnabled}
            onChange={handleChange}
          />
        </CheckboxRow>
      ) : null}
      <TextAreaField
        path="endCallMessage"
        label={t`End Call Message`}
        required
        rows={2}
        placeholder={t`Thank you for calling ${companyVariable}. Have a great day!`}
        actions={
          <TemplateButtons
            text="end_call_message"
            path="endCallMessage"
            label={t`end call message`}
          />
        }
      />
      <Preview aria-labelledby="messages-preview-title">
        <h3 id="messages-preview-title">
          <Trans>Preview</Trans>
        </h3>
        <dl aria-live="polite">
          <dt>
            <Trans>First message</Trans>
          </dt>
          <dd data-testid="preview-first-message">
            {applyTemplateVariables(values.firstMessage, company) || '—'}
          </dd>
          <dt>
            <Trans>End call message</Trans>
          </dt>
          <dd data-testid="preview-end-call-message">
            {applyTemplateVariables(values.endCallMessage, company) || '—'}
          </dd>
        </dl>
      </Preview>
    </EditorSection>
  );
}
