import { useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { serverMessage } from '@voice/api-client';
import { FormField, LoadingState, TextInput } from '@voice/ui';
import { formatSlotTimes } from '../../bookings/format';
import { useBookingAvailabilityQuery } from './api/booking-calendar';

const Box = styled.div`
  margin: 0.5rem 0 1rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0 0 0.35rem;
    font-size: 1rem;
  }
  & > p {
    margin: 0 0 0.75rem;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  & > div:first-of-type {
    max-width: 12rem;
  }
`;

const Slots = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
  li {
    padding: 0.25rem 0.65rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    font-variant-numeric: tabular-nums;
  }
`;

const Note = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Today in `timeZone` as 'YYYY-MM-DD' (the browser's day when the zone is unknown). */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
  } catch {
    return new Intl.DateTimeFormat('en-CA').format(now);
  }
}

export interface SlotPreviewProps {
  assistantId: string;
  /** The saved calendar's zone: the slots are shown in it. */
  timeZone: string;
}

/** The saved calendar's free slots of a chosen day, as a caller would be offered them. */
export function SlotPreview({ assistantId, timeZone }: SlotPreviewProps) {
  const { t } = useLingui();
  const [date, setDate] = useState(() => todayIn(timeZone));
  const slots = useBookingAvailabilityQuery(assistantId, date);
  let body;
  if (date === '')
    body = (
      <Note>
        <Trans>Choose a day.</Trans>
      </Note>
    );
  else if (slots.isPending) body = <LoadingState text={t`Loading free slots...`} />;
  else if (slots.isError) {
    body = (
      <Note role="alert">
        {serverMessage(slots.error) ?? t`The free slots could not be loaded.`}
      </Note>
    );
  } else if (slots.data.length === 0)
    body = (
      <Note>
        <Trans>No free slot on this day.</Trans>
      </Note>
    );
  else {
    body = (
      <Slots aria-label={t`Free slots on ${date}`}>
        {slots.data.map((slot) => (
          <li key={slot.starts_at}>{formatSlotTimes(slot.starts_at, slot.ends_at, timeZone)}</li>
        ))}
      </Slots>
    );
  }
  return (
    <Box>
      <h3>
        <Trans>Free slots</Trans>
      </h3>
      <p>
        <Trans>
          What a caller is offered on a day, from the saved calendar and the bookings already taken
          ({timeZone}).
        </Trans>
      </p>
      <FormField label={t`Day`} htmlFor="booking-preview-date">
        <TextInput
          id="booking-preview-date"
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
      </FormField>
      <div aria-live="polite">{body}</div>
    </Box>
  );
}
