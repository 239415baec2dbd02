import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import type { Availability } from './use-availability';

const Note = styled.p<{ $ok: boolean }>`
  margin: -0.5rem 0 1rem;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.muted)};
`;

/**
 * The polite part of an availability check: 'Checking availability...' and the success text. Problems
 * (taken, invalid, failed) are shown as the field's error instead.
 */
export function AvailabilityNote({
  id,
  result,
  value,
  availableText,
}: {
  id: string;
  result: Availability | null;
  value: string;
  availableText: string;
}) {
  const current = result && result.value === value ? result : null;
  return (
    <div id={id} aria-live="polite">
      {current?.status === 'checking' ? (
        <Note $ok={false}>
          <Trans>Checking availability...</Trans>
        </Note>
      ) : null}
      {current?.status === 'available' ? <Note $ok>{availableText}</Note> : null}
    </div>
  );
}

/** The message of a check that did not pass, when it was made for the current value. */
export function availabilityProblem(
  result: Availability | null,
  value: string,
): string | undefined {
  if (!result || result.value !== value) return undefined;
  return result.status === 'taken' || result.status === 'invalid' || result.status === 'failed'
    ? (result.message ?? undefined)
    : undefined;
}
