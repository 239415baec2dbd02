import { useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, fieldA11y, FormField, TextInput } from '@voice/ui';
import { calendarFieldId } from './calendar-values';

const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 0.75rem;
  align-items: flex-end;
  & > div {
    width: 11rem;
  }
  & > button {
    margin-bottom: 1rem;
  }
`;

const Dates = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 0.25rem;
    padding: 0.15rem 0.25rem 0.15rem 0.65rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
  }
`;

const DateError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

const None = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface BlockedDatesProps {
  dates: string[];
  errorOf: (path: string) => string | undefined;
  onChange: (dates: string[], editedPath: string) => void;
}

/** Days without any slot (holidays, closures): a list, a day added with the date box, each removable. */
export function BlockedDates({ dates, errorOf, onChange }: BlockedDatesProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState('');
  const id = calendarFieldId('blocked_dates.new');
  const listError = errorOf('blocked_dates');
  const add = () => {
    if (draft === '' || dates.includes(draft)) return;
    onChange([...dates, draft].sort(), 'blocked_dates');
    setDraft('');
  };
  return (
    <>
      <AddRow>
        <FormField label={t`Blocked day`} htmlFor={id} error={listError}>
          <TextInput
            type="date"
            value={draft}
            {...fieldA11y(id, listError ?? null)}
            onChange={(event) => setDraft(event.target.value)}
          />
        </FormField>
        <Button variant="secondary" size="sm" disabled={draft === ''} onClick={add}>
          <Trans>Block this day</Trans>
        </Button>
      </AddRow>
      {dates.length === 0 ? (
        <None>
          <Trans>No blocked days.</Trans>
        </None>
      ) : (
        <Dates aria-label={t`Blocked days`}>
          {dates.map((date, index) => {
            const error = errorOf(`blocked_dates.${index}`);
            return (
              <li key={date}>
                <span>{date}</span>
                {error ? <DateError role="alert">{error}</DateError> : null}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t`Unblock ${date}`}
                  onClick={() =>
                    onChange(
                      dates.filter((d) => d !== date),
                      'blocked_dates',
                    )
                  }
                >
                  ×
                </Button>
              </li>
            );
          })}
        </Dates>
      )}
    </>
  );
}
