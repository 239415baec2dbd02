import { useFormikContext } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  AGENT_NAME_MAX_LENGTH,
  ASSISTANT_TYPE_LABELS,
  ASSISTANT_TYPES,
  PHONE_NUMBER_EXAMPLE,
  type AssistantFormPayload,
  type AssistantTemplate,
  type AssistantType,
} from '@voice/contracts';
import { EditorSection, FieldRow, SelectField, TextField } from './form-controls';
import { PhoneNumberSearch } from './phone-number-search';
import { afterTypeChange } from './state-rules';

const TYPE_OPTIONS = ASSISTANT_TYPES.map((type) => ({
  value: type,
  label: ASSISTANT_TYPE_LABELS[type],
}));

const isAssistantType = (value: string): value is AssistantType =>
  (ASSISTANT_TYPES as readonly string[]).includes(value);

/** 2. Agent Information: name, type, SMS number, assistant number and the phone-number search. */
export function AgentSection({
  creating,
  template,
}: {
  creating: boolean;
  template: AssistantTemplate | null;
}) {
  const { t } = useLingui();
  const { values, setValues } = useFormikContext<AssistantFormPayload>();
  const maxLength = AGENT_NAME_MAX_LENGTH;
  const example = PHONE_NUMBER_EXAMPLE;
  return (
    <EditorSection id="agent" title={t`Agent Information`}>
      <FieldRow>
        <TextField
          path="name"
          label={t`Agent Name`}
          required
          maxLength={AGENT_NAME_MAX_LENGTH}
          hint={t`Up to ${maxLength} characters`}
        />
        <SelectField
          path="type"
          label={t`Assistant Type`}
          required
          options={TYPE_OPTIONS}
          hint={t`Demo uses the templates; Production is fully custom.`}
          onChange={(event) => {
            const type = event.target.value;
            if (isAssistantType(type)) {
              void setValues(afterTypeChange(values, type, { creating, template }));
            }
          }}
        />
      </FieldRow>
      <FieldRow>
        <TextField
          path="metadata.sms_phone_number"
          label={t`SMS Phone Number`}
          type="tel"
          placeholder={PHONE_NUMBER_EXAMPLE}
          hint={t`Optional, e.g. ${example}`}
        />
        <TextField
          path="metadata.assistant_phone_number"
          label={t`Assistant Phone Number`}
          type="tel"
          placeholder={PHONE_NUMBER_EXAMPLE}
          hint={t`Optional, e.g. ${example}`}
        />
      </FieldRow>
      <h3>
        <Trans>Get a phone number</Trans>
      </h3>
      <PhoneNumberSearch key={values.metadata.country} />
    </EditorSection>
  );
}
