import { Trans, useLingui } from '@lingui/react/macro';
import { CAMPAIGN_LIMITS } from '@voice/contracts/schemas';
import { FieldRow } from '@voice/ui';
import { numberText, useAssistantNumbersQuery } from './assistant-numbers';
import { CampaignSelectField, CampaignTextField, type CampaignForm } from './campaign-fields';

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
  const { t } = useLingui();
  return (
    <CampaignSelectField
      form={form}
      name="assistant_id"
      id="campaign-assistant"
      label={t`Assistant`}
      hint={t`It calls with its own prompt, voice and tools.`}
      required
      onChange={(event) => {
        form.handleChange(event);
        // Another assistant's numbers are not this one's.
        void form.setFieldValue('phone_number_id', '');
      }}
    >
      <option value="">
        <Trans>Choose an assistant</Trans>
      </option>
      {assistants.map((a) => (
        <option key={a.id} value={String(a.id)}>
          {a.name}
        </option>
      ))}
    </CampaignSelectField>
  );
}

/**
 * The number the contacts see: the assistant's first number by default (phone_number_id null), or any other of its
 * own numbers (GET /api/assistants/{id}/phone-numbers). While they load, or if they cannot be read, a saved choice
 * stays as it is.
 */
function CallerNumberField({ form, chosen }: { form: CampaignForm; chosen?: AssistantChoice }) {
  const { t } = useLingui();
  const numbers = useAssistantNumbersQuery(chosen ? chosen.id : null);
  const selected = form.values.phone_number_id;
  const listed = numbers.data ?? [];
  const others = listed.slice(1);
  const hasNone = chosen && (numbers.data ? listed.length === 0 : !chosen.phone_number);
  const first = listed[0]?.phone_number ?? chosen?.phone_number;
  return (
    <CampaignSelectField
      form={form}
      name="phone_number_id"
      id="campaign-number"
      label={t`Caller number`}
      hint={
        hasNone
          ? t`This assistant has no number yet: give it one in its editor before starting.`
          : t`The number your contacts see.`
      }
      disabled={!chosen}
    >
      <option value="">
        {first ? t`${first} (the assistant’s number)` : t`The assistant’s number`}
      </option>
      {others.map((number) => (
        <option key={number.id} value={String(number.id)}>
          {numberText(number)}
        </option>
      ))}
      {selected !== '' && !others.some((n) => String(n.id) === selected) ? (
        <option value={selected}>
          {listed.find((n) => String(n.id) === selected)?.phone_number ?? t`Number #${selected}`}
        </option>
      ) : null}
    </CampaignSelectField>
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
  const { t } = useLingui();
  const chosen = assistants.find((a) => String(a.id) === form.values.assistant_id);
  return (
    <>
      <CampaignTextField
        form={form}
        name="name"
        id="campaign-name"
        label={t`Name`}
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
