import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './card';

const Box = styled(Card)`
  margin-bottom: 1.25rem;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.125rem;
  }
`;

/** A card section of a page under its own h2, which names it (a landmark: its heading's id is `${id}-title`). */
export function TitledCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box as="section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </Box>
  );
}
