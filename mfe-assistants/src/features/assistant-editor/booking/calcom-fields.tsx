import { useLingui } from '@lingui/react/macro';
import { fieldA11y, FormField, TextInput } from '@voice/ui';
import { FieldRow } from '../form-controls';
import { calendarFieldId, type CalendarFormValues } from './calendar-values';

type CalcomField = 'calcom_api_key' | 'calcom_event_type_id' | 'calcom_base_url';

/**
 * The Cal.com settings of a calendar kept there: the API key (write-only: the saved one is only hinted, and a blank
 * field keeps it), the event type whose free times are offered and booked, and another API address for a
 * self-hosted Cal.com. The server checks them with Cal.com when saving and answers field errors.
 */
export function CalcomFields({
  values,
  keyHint,
  errorOf,
  onInput,
  onBlur,
}: {
  values: CalendarFormValues;
  keyHint: string | null;
  errorOf: (path: string) => string | undefined;
  onInput: (path: CalcomField, value: string) => void;
  onBlur: (path: CalcomField) => void;
}) {
  const { t } = useLingui();
  const field = (
    name: CalcomField,
    label: string,
    hint: string,
    input: { type: string; inputMode?: 'numeric' | 'url'; placeholder?: string },
  ) => {
    const id = calendarFieldId(name);
    const error = errorOf(name);
    return (
      <FormField label={label} htmlFor={id} error={error} hint={hint}>
        <TextInput
          {...fieldA11y(id, error, { hint: true })}
          {...input}
          name={name}
          autoComplete="off"
          spellCheck={false}
          value={values[name]}
          onChange={(event) => onInput(name, event.target.value)}
          onBlur={() => onBlur(name)}
        />
      </FormField>
    );
  };
  return (
    <FieldRow>
      {field(
        'calcom_api_key',
        t`Cal.com API key`,
        keyHint
          ? t`Saved: ${keyHint}. Leave blank to keep it.`
          : t`From Cal.com: Settings › Developer › API keys.`,
        { type: 'password', placeholder: keyHint ? t`Unchanged` : 'cal_live_...' },
      )}
      {field(
        'calcom_event_type_id',
        t`Cal.com event type id`,
        t`The number in the event type’s address in Cal.com; its length is the appointment’s.`,
        { type: 'text', inputMode: 'numeric' },
      )}
      {field(
        'calcom_base_url',
        t`Cal.com API address (optional)`,
        t`Only for a self-hosted Cal.com. Empty: https://api.cal.com.`,
        { type: 'url', inputMode: 'url', placeholder: 'https://api.cal.com' },
      )}
    </FieldRow>
  );
}
