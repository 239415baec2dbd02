import { CAMPAIGN_LIMITS } from '@voice/contracts/schemas';
import { FieldRow, FormField, Select, fieldA11y } from '@voice/ui';
import { numberText, useAssistantNumbersQuery } from './assistant-numbers';
import { CampaignTextField, errorOf, type CampaignForm } from './campaign-fields';

/** An assistant a campaign may be given (GET /api/assistants, scoped by the server). */
export interface AssistantChoice {
  id: number;
  name: string;
  phone_number: string | null;
  /** Its owner, whose plan holds for the campaign. */
  user_id: number;
}

function AssistantField({
  form,
  assistants,
}: {
  form: CampaignForm;
  assistants: readonly AssistantChoice[];
}) {
  const error = errorOf(form, 'assistant_id');
  return (
    <FormField
      label="Assistant"
      htmlFor="campaign-assistant"
      error={error}
      hint="It calls with its own prompt, voice and tools."
      required
    >
      <Select
        {...fieldA11y('campaign-assistant', error, { hint: true })}
        name="assistant_id"
        value={form.values.assistant_id}
        onChange={(event) => {
          form.handleChange(event);
          // Another assistant's numbers are not this one's.
          void form.setFieldValue('phone_number_id', '');
        }}
        onBlur={form.handleBlur}
      >
        <option value="">Choose an assistant</option>
        {assistants.map((a) => (
          <option key={a.id} value={String(a.id)}>
            {a.name}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

/**
 * The number the contacts see: the assistant's first number by default (phone_number_id null), or any other of its
 * own numbers (GET /api/assistants/{id}/phone-numbers). While they load, or if they cannot be read, a saved choice
 * stays as it is.
 */
function CallerNumberField({ form, chosen }: { form: CampaignForm; chosen?: AssistantChoice }) {
  const numbers = useAssistantNumbersQuery(chosen ? chosen.id : null);
  const error = errorOf(form, 'phone_number_id');
  const selected = form.values.phone_number_id;
  const listed = numbers.data ?? [];
  const hasNone = chosen && (numbers.data ? listed.length === 0 : !chosen.phone_number);
  const first = listed[0]?.phone_number ?? chosen?.phone_number;
  return (
    <FormField
      label="Caller number"
      htmlFor="campaign-number"
      error={error}
      hint={
        hasNone
          ? 'This assistant has no number yet: give it one in its editor before starting.'
          : 'The number your contacts see.'
      }
    >
      <Select
        {...fieldA11y('campaign-number', error, { hint: true })}
        name="phone_number_id"
        value={selected}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        disabled={!chosen}
      >
        <option value="">
          {first ? `${first} (the assistant’s number)` : 'The assistant’s number'}
        </option>
        {listed.slice(1).map((number) => (
          <option key={number.id} value={String(number.id)}>
            {numberText(number)}
          </option>
        ))}
        {selected !== '' && !listed.slice(1).some((n) => String(n.id) === selected) ? (
          <option value={selected}>
            {listed.find((n) => String(n.id) === selected)?.phone_number ?? `Number #${selected}`}
          </option>
        ) : null}
      </Select>
    </FormField>
  );
}

/** "Who calls": the campaign's name, its assistant and the caller number. */
export function WhoCallsFields({
  form,
  assistants,
}: {
  form: CampaignForm;
  assistants: readonly AssistantChoice[];
}) {
  const chosen = assistants.find((a) => String(a.id) === form.values.assistant_id);
  return (
    <>
      <CampaignTextField
        form={form}
        name="name"
        id="campaign-name"
        label="Name"
        maxLength={CAMPAIGN_LIMITS.name}
        required
      />
      <FieldRow>
        <AssistantField form={form} assistants={assistants} />
        <CallerNumberField form={form} chosen={chosen} />
      </FieldRow>
    </>
  );
}
