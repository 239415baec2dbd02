import styled from 'styled-components';

/**
 * A list laid out as a grid of cards: as many columns as fit at `$min` wide each (`$fill`: empty columns keep
 * their place, so a lone card stays narrow), no bullets.
 */
export const GridList = styled.ul<{ $min: string; $gap?: string; $fill?: boolean }>`
  display: grid;
  grid-template-columns: repeat(
    ${({ $fill }) => ($fill ? 'auto-fill' : 'auto-fit')},
    minmax(${({ $min }) => $min}, 1fr)
  );
  gap: ${({ $gap }) => $gap ?? '1rem'};
  list-style: none;
  margin: 0;
  padding: 0;
`;
