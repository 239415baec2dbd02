import { useLingui } from '@lingui/react/macro';
import { FieldRow } from '@voice/ui';
import { CallingWindowFields } from './calling-window-fields';
import { CampaignTextField, type CampaignForm } from './campaign-fields';

const zones = (() => {
  try {
    return (
      (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ??
      []
    );
  } catch {
    return [];
  }
})();

/** "When": the optional start and end, the campaign's time zone and the calling hours. */
export function ScheduleFields({ form }: { form: CampaignForm }) {
  const { t } = useLingui();
  return (
    <>
      <FieldRow>
        <CampaignTextField
          form={form}
          name="starts_at"
          id="campaign-starts"
          label={t`Start (optional)`}
          hint={t`Empty: as soon as you start it.`}
          type="datetime-local"
        />
        <CampaignTextField
          form={form}
          name="ends_at"
          id="campaign-ends"
          label={t`End (optional)`}
          hint={t`Contacts not reached by then are not called.`}
          type="datetime-local"
        />
      </FieldRow>
      <CampaignTextField
        form={form}
        name="time_zone"
        id="campaign-zone"
        label={t`Time zone`}
        hint={t`For contacts whose own time zone neither the file nor their number tells.`}
        list="campaign-zones"
        autoComplete="off"
        required
      />
      <datalist id="campaign-zones">
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <CallingWindowFields form={form} />
    </>
  );
}
