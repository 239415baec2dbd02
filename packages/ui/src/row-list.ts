import styled from 'styled-components';

/** A list of rows without bullets (the dashboards' latest calls, top assistants). */
export const RowList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A row of a RowList: its main part and what sums it up side by side, wrapping on a narrow screen, ruled apart. */
export const RowItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding: 0.85rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
`;

/** A row's main part: its lines one under the other. */
export const RowMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  min-width: 0;
`;

/** A line of a row's main part whose pieces (a name, a badge) sit side by side. */
export const RowLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
`;

/** A row's details in small muted text. */
export const RowMeta = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;
