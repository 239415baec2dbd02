import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrap = styled.div`
  padding: 2.5rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  h2,
  h3 {
    margin: 0 0 0.35rem;
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0;
  }
`;

const Action = styled.div`
  margin-top: 1rem;
`;

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  /** Heading level of the title (default 2). */
  level?: 2 | 3;
}

/** What a list shows when it has nothing, e.g. 'No custom subscriptions'. */
export function EmptyState({ title, description, action, level = 2 }: EmptyStateProps) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <Wrap>
      <Heading>{title}</Heading>
      {description ? <p>{description}</p> : null}
      {action ? <Action>{action}</Action> : null}
    </Wrap>
  );
}
