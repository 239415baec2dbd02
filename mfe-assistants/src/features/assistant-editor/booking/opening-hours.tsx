import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { WEEKDAY_NAMES, WEEKDAYS, type Weekday } from '@voice/contracts';
import { Button, fieldA11y, FormField, TextInput } from '@voice/ui';
import { calendarFieldId, nextRange, type OpeningRange } from './calendar-values';

const Day = styled.fieldset`
  margin: 0 0 0.75rem;
  padding: 0.5rem 0 0.25rem;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  legend {
    float: left;
    width: 7rem;
    padding: 0.5rem 0 0;
    font-weight: 600;
  }
`;

const Ranges = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin-left: 7rem;
  @media (max-width: 560px) {
    clear: left;
    margin-left: 0;
  }
`;

const Range = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 0.75rem;
  align-items: flex-end;
  & > div {
    width: 7rem;
  }
  & > button {
    margin-bottom: 1rem;
  }
`;

const Closed = styled.p`
  margin: 0 0 1rem;
  padding: 0.3rem 0;
  min-width: 7rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const DayError = styled.p`
  margin: 0 0 0.5rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface OpeningHoursProps {
  hours: Record<Weekday, OpeningRange[]>;
  /** The error shown at a form path (e.g. 'hours.mon.0.end'). */
  errorOf: (path: string) => string | undefined;
  onChange: (day: Weekday, ranges: OpeningRange[], editedPath: string) => void;
  onBlur: (path: string) => void;
}

/** The opening hours: each weekday's ranges (none: closed), with a range added or removed per day. */
export function OpeningHours({ hours, errorOf, onChange, onBlur }: OpeningHoursProps) {
  const { t } = useLingui();
  return (
    <>
      {WEEKDAYS.map((day) => {
        const name = WEEKDAY_NAMES[day];
        const ranges = hours[day];
        const dayError = errorOf(`hours.${day}`);
        // Beside the day's last range (or its 'Closed'), so that a day takes one line as a rule.
        const add = (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t`Add hours on ${name}`}
            onClick={() => onChange(day, [...ranges, nextRange(ranges)], `hours.${day}`)}
          >
            <Trans>Add hours</Trans>
          </Button>
        );
        const set = (index: number, part: keyof OpeningRange, value: string) =>
          onChange(
            day,
            ranges.map((range, i) => (i === index ? { ...range, [part]: value } : range)),
            `hours.${day}.${index}.${part}`,
          );
        return (
          <Day key={day}>
            <legend>{name}</legend>
            <Ranges>
              {ranges.length === 0 ? (
                <Range>
                  <Closed>
                    <Trans>Closed</Trans>
                  </Closed>
                  {add}
                </Range>
              ) : null}
              {ranges.map((range, index) => {
                const fields = (['start', 'end'] as const).map((part) => {
                  const path = `hours.${day}.${index}.${part}`;
                  const id = calendarFieldId(path);
                  const error = errorOf(path);
                  const number = index + 1;
                  return (
                    <FormField
                      key={part}
                      label={part === 'start' ? t`Opens` : t`Closes`}
                      htmlFor={id}
                      error={error}
                    >
                      <TextInput
                        name={path}
                        placeholder={part === 'start' ? '09:00' : '17:00'}
                        maxLength={5}
                        autoComplete="off"
                        value={range[part]}
                        {...fieldA11y(id, error)}
                        aria-label={
                          part === 'start'
                            ? t`${name} ${number}: opens`
                            : t`${name} ${number}: closes`
                        }
                        onChange={(event) => set(index, part, event.target.value)}
                        onBlur={() => onBlur(path)}
                      />
                    </FormField>
                  );
                });
                const { start, end } = range;
                return (
                  <Range key={index}>
                    {fields}
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t`Remove ${name} hours ${start}–${end}`}
                      onClick={() =>
                        onChange(
                          day,
                          ranges.filter((_, i) => i !== index),
                          `hours.${day}`,
                        )
                      }
                    >
                      <Trans>Remove</Trans>
                    </Button>
                    {index === ranges.length - 1 ? add : null}
                  </Range>
                );
              })}
              {dayError ? (
                <DayError role="alert" id={`${calendarFieldId(`hours.${day}`)}-error`}>
                  {dayError}
                </DayError>
              ) : null}
            </Ranges>
          </Day>
        );
      })}
    </>
  );
}
