import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './card';

const Label = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;

const Value = styled.p`
  margin: 0.35rem 0 0;
  font-size: 1.75rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

const Hint = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  /** Under the value, in small muted text: phrasing content (lines of it as display: block spans). */
  hint?: ReactNode;
  /**
   * The label as a heading of this level, the card a group named by it: for cards a screen-reader user moves
   * through one by one (the inbound and the outbound card). A plain paragraph by default.
   */
  heading?: 'h3' | 'h4';
}

/** A figure with its label, e.g. 'Total Calls' 42 'Today'. */
export function StatCard({ label, value, hint, heading }: StatCardProps) {
  const labelId = useId();
  return (
    <Card {...(heading ? { role: 'group', 'aria-labelledby': labelId } : {})}>
      <Label as={heading} id={heading ? labelId : undefined}>
        {label}
      </Label>
      <Value>{value}</Value>
      {hint ? <Hint>{hint}</Hint> : null}
    </Card>
  );
}
