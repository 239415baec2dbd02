import styled, { css } from 'styled-components';

/**
 * A description list (<dl> of <dt> term / <dd> value pairs) laid out as two columns: terms muted, values
 * wrapping anywhere. `$compact` is the smaller variant of cards (regular-weight terms, smaller text).
 */
export const DescriptionList = styled.dl<{ $compact?: boolean }>`
  display: grid;
  /* minmax(0, …): a value that cannot wrap (a badge) never widens the page. */
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.4rem 1rem;
  margin: 0;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
  /* On a phone each term stands above its value: two columns leave the values too little room. */
  @media (max-width: 30rem) {
    grid-template-columns: minmax(0, 1fr);
    row-gap: 0.15rem;
    dd + dt {
      margin-top: 0.5rem;
    }
  }
  ${({ $compact }) =>
    $compact &&
    css`
      gap: 0.35rem 0.75rem;
      font-size: 0.9375rem;
      dt {
        font-weight: normal;
      }
    `}
`;
