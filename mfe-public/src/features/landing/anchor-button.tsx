import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonVariant } from '@voice/ui/core';

/**
 * An in-page link (#section) that looks like a button. A router <Link> would change the URL without
 * scrolling, so in-page targets use a plain anchor.
 */
export const AnchorButton = styled.a<{ $variant: ButtonVariant; $size: ButtonSize }>`
  ${buttonStyles}
`;
