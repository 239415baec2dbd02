import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@voice/ui';

const Panel = styled(Card)`
  margin-bottom: 1rem;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.125rem;
  }
`;

/** A card section of a campaign screen under its own heading (the section is named by it). */
export function TitledPanel({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Panel as="section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Panel>
  );
}
