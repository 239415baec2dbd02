import styled from 'styled-components';
import { Card } from '@voice/ui';

export const Page = styled.div`
  max-width: 48rem;
  margin: 0 auto;
  padding: 2rem 1.25rem 3rem;
`;

/** One form of the page, in a card with its h2. */
export const Section = styled(Card).attrs({ as: 'section' })`
  margin-bottom: 1.5rem;
  h2 {
    margin: 0 0 1rem;
    font-size: 1.25rem;
  }
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 0 1rem;
`;

// A long label ('Set up two-factor authentication') wraps on a phone instead of running past the card.
export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  & > button {
    max-width: 100%;
    white-space: normal;
  }
`;
