import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { pageItems } from './page-items';

const Nav = styled.nav`
  margin-top: 1.5rem;
  ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 0.35rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const PageButton = styled.button`
  min-width: 2.4rem;
  padding: 0.45rem 0.7rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 700;
  }
  &:hover:not(:disabled):not([aria-current='page']) {
    background: ${({ theme }) => theme.colors.background};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primaryText};
    outline-offset: 2px;
  }
`;

const Gap = styled.span`
  padding: 0 0.25rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface PaginationProps {
  currentPage: number;
  lastPage: number;
  onPageChange: (page: number) => void;
  /** Name of the navigation landmark; defaults to 'Pagination'. */
  label?: string;
}

/** Previous, numbered pages with ellipses, Next. Renders nothing when there is a single page. */
export function Pagination({ currentPage, lastPage, onPageChange, label }: PaginationProps) {
  const { t } = useLingui();
  if (lastPage <= 1) return null;
  const go = (page: number) => {
    if (page >= 1 && page <= lastPage && page !== currentPage) onPageChange(page);
  };
  return (
    <Nav aria-label={label ?? t`Pagination`}>
      <ul>
        <li>
          <PageButton type="button" onClick={() => go(currentPage - 1)} disabled={currentPage <= 1}>
            <Trans>Previous</Trans>
          </PageButton>
        </li>
        {pageItems(currentPage, lastPage).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ) : (
            <li key={item}>
              <PageButton
                type="button"
                aria-current={item === currentPage ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton
            type="button"
            onClick={() => go(currentPage + 1)}
            disabled={currentPage >= lastPage}
          >
            <Trans>Next</Trans>
          </PageButton>
        </li>
      </ul>
    </Nav>
  );
}
