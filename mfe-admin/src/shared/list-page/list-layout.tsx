import styled from 'styled-components';

/** A second, quieter line in a table cell (an email under a name, a note under a status). */
export const Muted = styled.div`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

/** A query that failed to load, said in place of the content. */
export const LoadError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
