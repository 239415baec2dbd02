import styled from 'styled-components';

export const Shell = styled.div`
  display: grid;
  grid-template-columns: 16rem minmax(0, 1fr);
  gap: 2.5rem;
  max-width: 72rem;
  margin: 0 auto;
  padding: 2.5rem 1.25rem 1rem;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 1.5rem;
    padding-top: 1.5rem;
  }
`;

export const Sidebar = styled.nav`
  align-self: start;
  position: sticky;
  top: 5rem;
  max-height: calc(100vh - 6rem);
  overflow-y: auto;
  font-size: 0.9375rem;
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  > ul > li + li {
    margin-top: 1.25rem;
  }
  > ul > li > a {
    display: block;
    margin-bottom: 0.4rem;
    font-size: 0.8125rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
    text-decoration: none;
  }
  ul ul a {
    display: block;
    padding: 0.3rem 0.6rem;
    border-left: 2px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primaryText};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 600;
  }
  ul ul a[aria-current='page'] {
    border-left-color: ${({ theme }) => theme.colors.primary};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primaryText};
    outline-offset: 1px;
  }
  @media (max-width: 900px) {
    order: 2;
    position: static;
    max-height: none;
    padding: 1rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.background};
  }
`;

export const Content = styled.div`
  min-width: 0;
  color: ${({ theme }) => theme.colors.text};
  h1 {
    margin: 0;
    font-size: clamp(1.875rem, 4.5vw, 2.5rem);
    line-height: 1.15;
    scroll-margin-top: 5rem;
  }
  h1:focus {
    outline: none;
  }
`;

export const Crumbs = styled.nav`
  margin-bottom: 1rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '›';
    margin-right: 0.35rem;
  }
  a {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

export const Lead = styled.p`
  margin: 0.75rem 0 2rem;
  font-size: 1.125rem;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Typography of a rendered Markdown document. */
export const Prose = styled.div`
  line-height: 1.7;
  h2 {
    margin: 2.25rem 0 0.75rem;
    font-size: 1.5rem;
    line-height: 1.25;
    scroll-margin-top: 5rem;
  }
  h3,
  h4 {
    margin: 1.75rem 0 0.5rem;
    font-size: 1.1875rem;
    scroll-margin-top: 5rem;
  }
  p,
  ul,
  ol,
  pre,
  blockquote,
  .table-scroll {
    margin: 0 0 1.1rem;
  }
  .table-scroll {
    max-width: 100%;
    overflow-x: auto;
  }
  ul,
  ol {
    padding-left: 1.4rem;
  }
  li {
    margin-bottom: 0.35rem;
  }
  li > ul,
  li > ol {
    margin: 0.35rem 0 0;
  }
  a {
    color: ${({ theme }) => theme.colors.primaryText};
  }
  code {
    padding: 0.1rem 0.35rem;
    border-radius: 4px;
    font-size: 0.9em;
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  pre {
    padding: 1rem;
    overflow-x: auto;
    border-radius: ${({ theme }) => theme.radius};
    background: #111827;
    color: #f9fafb;
  }
  pre code {
    padding: 0;
    border: 0;
    background: transparent;
    color: inherit;
  }
  blockquote {
    padding: 0.75rem 1rem;
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.background};
  }
  blockquote > :last-child {
    margin-bottom: 0;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.9375rem;
  }
  th,
  td {
    padding: 0.55rem 0.75rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.colors.background};
  }
  hr {
    margin: 2rem 0;
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const CardList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(17rem, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    padding: 1.25rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 12px;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadow};
  }
  h2,
  h3 {
    margin: 0 0 0.35rem;
    font-size: 1.1875rem;
  }
  h2 a,
  h3 a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  h2 a:hover,
  h3 a:hover {
    color: ${({ theme }) => theme.colors.primaryText};
    text-decoration: underline;
  }
  p {
    margin: 0 0 0.75rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  p:last-child {
    margin-bottom: 0;
  }
  ul {
    margin: 0;
    padding-left: 1.1rem;
  }
  ul a {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

export const Pager = styled.nav`
  display: flex;
  justify-content: space-between;
  gap: 1rem;
  margin-top: 3rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  a {
    display: flex;
    flex-direction: column;
    gap: 0.15rem;
    max-width: 48%;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primaryText};
    text-decoration: none;
  }
  a span {
    font-size: 0.8125rem;
    font-weight: 500;
    color: ${({ theme }) => theme.colors.muted};
  }
  a:hover {
    text-decoration: underline;
  }
  a[rel='next'] {
    margin-left: auto;
    text-align: right;
  }
`;
