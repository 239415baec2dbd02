import { css } from 'styled-components';

/** Links of the top bar and its dropdowns; the current page is marked by NavLink's aria-current. */
export const navLinkStyles = css`
  display: block;
  padding: 0.5rem 0.7rem;
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 700;
    text-decoration: underline;
    text-underline-offset: 0.3em;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primaryText};
    outline-offset: 1px;
  }
`;
