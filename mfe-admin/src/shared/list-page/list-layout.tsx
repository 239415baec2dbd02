import styled from 'styled-components';

/** The wide page of the admin's list screens. */
export const ListPage = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 2rem 1rem 3rem;
`;

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
