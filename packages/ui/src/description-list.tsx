import styled, { css } from 'styled-components';

/**
 * A description list (<dl> of <dt> term / <dd> value pairs) laid out as two columns: terms muted, values
 * wrapping anywhere. `$compact` is the smaller variant of cards (regular-weight terms, smaller text).
 */
export const DescriptionList = styled.dl<{ $compact?: boolean }>`
  display: grid;
  grid-template-columns: max-content 1fr;
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
