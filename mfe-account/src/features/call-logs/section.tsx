import styled from 'styled-components';

/** The muted text of a section with nothing to show ('No recording', 'No summary'…). */
export const Nothing = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
