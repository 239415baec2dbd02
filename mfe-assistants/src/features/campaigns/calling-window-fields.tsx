import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { getIn, type FormikProps } from 'formik';
import { CAMPAIGN_WEEKDAYS } from '@voice/contracts/schemas';
import { Checkbox, TextInput, fieldA11y } from '@voice/ui';
import { Fieldset } from './campaign-fields';
import { WEEKDAY_LABELS, type CampaignFormValues, type Weekday } from './campaign-values';

const Set = styled(Fieldset)`
  legend {
    margin-bottom: 0.25rem;
  }
`;

const Hint = styled.p`
  margin: 0 0 0.5rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Day = styled.div`
  display: grid;
  grid-template-columns: 9rem minmax(0, 8rem) auto minmax(0, 8rem);
  align-items: center;
  gap: 0.5rem;
  padding: 0.35rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  input[type='time'] {
    min-width: 0;
  }
  /* On a phone the day's name stands above its hours. */
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
    & > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

const Off = styled.span`
  grid-column: 2 / -1;
  @media (max-width: 480px) {
    grid-column: 1 / -1;
  }
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9375rem;
`;

const DayError = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.danger};
`;

/** A weekday's start or end time, described by the day's one error. */
function HoursInput({
  form,
  day,
  edge,
  error,
}: {
  form: FormikProps<CampaignFormValues>;
  day: Weekday;
  edge: 'start' | 'end';
  error: string | undefined;
}) {
  const { t } = useLingui();
  const id = `campaign-${day}-hours`;
  const dayName = t(WEEKDAY_LABELS[day]);
  return (
    <TextInput
      {...fieldA11y(`${id}-${edge}`, error)}
      aria-describedby={error ? `${id}-error` : undefined}
      type="time"
      name={`days.${day}.${edge}`}
      aria-label={edge === 'start' ? t`${dayName} from` : t`${dayName} to`}
      value={form.values.days[day][edge]}
      onChange={form.handleChange}
      onBlur={form.handleBlur}
    />
  );
}

/**
 * The calling window: a switch per weekday and its hours, read in each contact's own time zone. The hours of a day
 * switched off are kept, so switching it on again gives them back.
 */
export function CallingWindowFields({ form }: { form: FormikProps<CampaignFormValues> }) {
  const { t } = useLingui();
  return (
    <Set>
      <legend>
        <Trans>Calling hours</Trans>
      </legend>
      <Hint>
        <Trans>
          In each contact’s own time zone (from the CSV, else from the number, else the campaign’s
          time zone).
        </Trans>
      </Hint>
      {CAMPAIGN_WEEKDAYS.map((day) => {
        const hours = form.values.days[day];
        const startError = getIn(form.errors, `days.${day}.start`) as string | undefined;
        const endError = getIn(form.errors, `days.${day}.end`) as string | undefined;
        const touched = Boolean(getIn(form.touched, `days.${day}`)) || form.submitCount > 0;
        const error = touched ? (startError ?? endError) : undefined;
        const label = t(WEEKDAY_LABELS[day]);
        const errorId = `campaign-${day}-hours`;
        return (
          <Day key={day} role="group" aria-label={label}>
            <Checkbox
              label={label}
              name={`days.${day}.on`}
              checked={hours.on}
              onChange={form.handleChange}
            />
            {hours.on ? (
              <>
                <HoursInput form={form} day={day} edge="start" error={error} />
                <span aria-hidden="true">
                  <Trans>to</Trans>
                </span>
                <HoursInput form={form} day={day} edge="end" error={error} />
              </>
            ) : (
              <Off>
                <Trans>No calls</Trans>
              </Off>
            )}
            {error ? (
              <DayError id={`${errorId}-error`} role="alert">
                {error}
              </DayError>
            ) : null}
          </Day>
        );
      })}
    </Set>
  );
}
