import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { CAMPAIGN_LIMITS, CAMPAIGN_RETRY_OUTCOMES } from '@voice/contracts/schemas';
import { Checkbox, FieldRow } from '@voice/ui';
import {
  CampaignNumberField,
  Fieldset,
  GroupError,
  errorOf,
  type CampaignForm,
} from './campaign-fields';
import { contactLabel } from './format';
import { concurrencyCapMessage } from './campaign-values';

const Group = styled(Fieldset)`
  label + label {
    margin-left: 1rem;
  }
`;

function RetryOnField({ form }: { form: CampaignForm }) {
  const error = errorOf(form, 'retry_on');
  return (
    <Group aria-describedby={error ? 'campaign-retry-on-error' : undefined}>
      <legend>
        <Trans>Retry when</Trans>
      </legend>
      {CAMPAIGN_RETRY_OUTCOMES.map((outcome) => (
        <Checkbox
          key={outcome}
          label={contactLabel(outcome)}
          name="retry_on"
          value={outcome}
          checked={form.values.retry_on.includes(outcome)}
          onChange={form.handleChange}
        />
      ))}
      <GroupError id="campaign-retry-on-error" error={error} />
    </Group>
  );
}

/**
 * "Pace and retries". `cap` is the plan's most calls at once when the client knows it (usePlanConcurrencyCap): shown
 * by the field and the input's max; without it the server names the limit on submit.
 */
export function PaceFields({ form, cap }: { form: CampaignForm; cap: number | null }) {
  const { t } = useLingui();
  return (
    <>
      <FieldRow>
        <CampaignNumberField
          form={form}
          name="max_concurrent"
          id="campaign-concurrent"
          label={t`Calls at once`}
          hint={
            cap === null
              ? t`Your plan sets the most; the server says it if you ask for more.`
              : concurrencyCapMessage(cap)
          }
          min={1}
          max={cap ?? CAMPAIGN_LIMITS.maxConcurrent}
          required
        />
        <CampaignNumberField
          form={form}
          name="retry_count"
          id="campaign-retries"
          label={t`Retries per contact`}
          min={0}
          max={CAMPAIGN_LIMITS.retryCount}
          required
        />
      </FieldRow>
      <FieldRow>
        <CampaignNumberField
          form={form}
          name="retry_spacing_minutes"
          id="campaign-spacing"
          label={t`Minutes between retries`}
          min={CAMPAIGN_LIMITS.retrySpacingMinutes.min}
          max={CAMPAIGN_LIMITS.retrySpacingMinutes.max}
          required
        />
        <RetryOnField form={form} />
      </FieldRow>
    </>
  );
}
