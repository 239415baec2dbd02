import styled from 'styled-components';

/** The plans or packages a modal offers, one a row: name and price (`span.price`) on the left, its button on the right. */
export const ChoiceList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.75rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  strong {
    display: block;
  }
  span.price {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
