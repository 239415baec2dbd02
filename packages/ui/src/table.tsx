import type { TableHTMLAttributes } from 'react';
import styled from 'styled-components';

// Positioned, so that what is absolutely placed inside (a visually hidden column header) scrolls with the table
// instead of widening the page.
const Scroll = styled.div`
  position: relative;
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primaryText};
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;
`;

export const Th = styled.th`
  padding: 0.65rem 0.85rem;
  text-align: left;
  font-size: 0.8125rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.03em;
  color: ${({ theme }) => theme.colors.muted};
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  white-space: nowrap;
`;

export const Td = styled.td`
  padding: 0.65rem 0.85rem;
  vertical-align: top;
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Tr = styled.tr`
  &:last-child td {
    border-bottom: 0;
  }
`;

export interface TableProps extends TableHTMLAttributes<HTMLTableElement> {
  /** Names the scrolling region (and makes it keyboard-scrollable) when the table may overflow. */
  label?: string;
}

/** A table inside a wrapper that scrolls horizontally on narrow screens. */
export function Table({ label, ...rest }: TableProps) {
  return (
    <Scroll {...(label ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}>
      <StyledTable {...rest} />
    </Scroll>
  );
}
