import styled from 'styled-components';

// Until the screens still importing it from here take PageContainer from '@voice/ui' themselves.
export { PageContainer as ListPage } from '@voice/ui';

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
