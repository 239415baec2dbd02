import { describe, it, expect } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { ListTable, Td, Tr } from './table';
import { renderWithTheme } from './test-utils';

function renderTable(admin: boolean, nameTable?: boolean) {
  renderWithTheme(
    <ListTable
      label="Calls"
      nameTable={nameTable}
      columns={['Start time', admin && 'Owner', { hidden: 'Details' }]}
    >
      <Tr>
        <Td>09:00</Td>
        {admin ? <Td>Ann</Td> : null}
        <Td>View</Td>
      </Tr>
    </ListTable>,
  );
}

describe('ListTable', () => {
  it('names its columns, leaves out the ones not shown, and names a hidden one for screen readers only', () => {
    renderTable(false);
    const table = screen.getByRole('table', { name: 'Calls' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Start time', 'Details']);
    expect(within(table).getByText('Details').closest('th')).toBe(headers.at(-1));
    expect(within(table).getByText('Details').tagName).toBe('SPAN');
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['09:00', 'View']);
    expect(screen.getByRole('region', { name: 'Calls' })).toHaveAttribute('tabindex', '0');
  });

  it("shows a column a condition allows, and leaves the table's own name to the page when asked", () => {
    renderTable(true, false);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Start time',
      'Owner',
      'Details',
    ]);
    expect(screen.getByRole('table')).not.toHaveAccessibleName();
  });
});
