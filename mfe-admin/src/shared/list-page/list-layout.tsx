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

/**
 * The row of filters above a list: fields side by side (each at least `$fieldWidth`, 11rem by default),
 * wrapping, aligned on their bottoms; a button in the row lines up with the fields' inputs.
 */
export const FilterBar = styled.div<{ $fieldWidth?: string }>`
  display: flex;
  flex-wrap: wrap;
  gap: 0 1rem;
  align-items: flex-end;
  & > div {
    min-width: ${({ $fieldWidth }) => $fieldWidth ?? '11rem'};
  }
  & > button {
    margin-bottom: 1rem;
  }
`;

/** A search form in a filter bar: the text box widens, its Search button beside it. */
export const SearchForm = styled.form`
  display: flex;
  gap: 0.75rem;
  align-items: flex-end;
  flex: 1;
  min-width: 18rem;
  max-width: 32rem;
  & > div {
    flex: 1;
  }
  & > button {
    margin-bottom: 1rem;
  }
`;
