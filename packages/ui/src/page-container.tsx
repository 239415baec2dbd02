import styled from 'styled-components';

/**
 * A signed-in screen's centred column, 1200px wide unless `$width` says otherwise (a form, a receipt: narrower).
 * One padding everywhere, so that the screens' edges line up from page to page.
 */
export const PageContainer = styled.div<{ $width?: string }>`
  max-width: ${({ $width }) => $width ?? '1200px'};
  margin: 0 auto;
  padding: 2rem 1rem 3rem;
`;
