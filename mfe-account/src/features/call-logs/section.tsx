import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@voice/ui';

const Panel = styled(Card)`
  margin-bottom: 1.25rem;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.125rem;
  }
`;

/** The muted text of a section with nothing to show ('No recording', 'No summary'…). */
export const Nothing = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** One titled panel of the call's page (a landmark named by its h2). */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Panel as="section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </Panel>
  );
}
