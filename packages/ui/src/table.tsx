import type { ReactNode, TableHTMLAttributes } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

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

export type ListColumn = string | { hidden: string };

export interface ListTableProps {
  /** The table's accessible name (its scroll region's, and the table's own unless `nameTable` is false). */
  label: string;
  nameTable?: boolean;
  /**
   * The header row's column names; `{ hidden: name }` for a column named only for assistive technology (e.g. the
   * row's actions); a column that is false or null is left out (e.g. one shown only to admins).
   */
  columns: readonly (ListColumn | false | null)[];
  /** The body's rows. */
  children: ReactNode;
  footer?: ReactNode;
}

/** A list's table: a header row of column names, the rows, and an optional footer. */
export function ListTable({ label, nameTable = true, columns, children, footer }: ListTableProps) {
  return (
    <Table label={label} {...(nameTable ? { 'aria-label': label } : {})}>
      <thead>
        <tr>
          {columns
            .filter((column): column is ListColumn => Boolean(column))
            .map((column) =>
              typeof column === 'string' ? (
                <Th key={column} scope="col">
                  {column}
                </Th>
              ) : (
                <Th key={column.hidden} scope="col">
                  <VisuallyHidden>{column.hidden}</VisuallyHidden>
                </Th>
              ),
            )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
      {footer ? <tfoot>{footer}</tfoot> : null}
    </Table>
  );
}
