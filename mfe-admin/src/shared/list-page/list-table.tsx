import type { ReactNode } from 'react';
import { Table, Th } from '@voice/ui';

export interface ListTableProps {
  /** The table's accessible name (its scroll region's, and the table's own unless `nameTable` is false). */
  label: string;
  nameTable?: boolean;
  columns: readonly string[];
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
          {columns.map((column) => (
            <Th key={column} scope="col">
              {column}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
      {footer ? <tfoot>{footer}</tfoot> : null}
    </Table>
  );
}
