import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './card';

const Label = styled.p`
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
  hint?: ReactNode;
}

/** A figure with its label, e.g. 'Total Calls' 42 'Today'. */
export function StatCard({ label, value, hint }: StatCardProps) {
  return (
    <Card>
      <Label>{label}</Label>
      <Value>{value}</Value>
      {hint ? <Hint>{hint}</Hint> : null}
    </Card>
  );
}
