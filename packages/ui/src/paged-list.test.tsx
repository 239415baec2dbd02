import { describe, it, expect, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { PagedList, PagedTable, type Paged } from './paged-list';
import { Td, Tr } from './table';
import type { QueryLike } from './query-state';
import { renderWithTheme } from './test-utils';

function loaded(data: Paged<string>): QueryLike<Paged<string>> {
  return { isPending: false, isError: false, error: null, data, refetch: jest.fn() };
}

function renderList(q: QueryLike<Paged<string>>, onPageChange = jest.fn()) {
  renderWithTheme(
    <PagedList
      query={q}
      loadingText="Loading resellers..."
      failedText="Failed to load resellers"
      empty={{ title: 'No resellers found' }}
      pagesLabel="Reseller pages"
      onPageChange={onPageChange}
    >
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </PagedList>,
  );
  return onPageChange;
}

describe('PagedList', () => {
  it('shows the rows with the pager under them', () => {
    const onPageChange = renderList(
      loaded({ data: ['Acme', 'Globex'], pagination: { current_page: 2, last_page: 3 } }),
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain('Acme');
    const pager = screen.getByRole('navigation', { name: 'Reseller pages' });
    expect(pager).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('says when a page has no rows', () => {
    renderList(loaded({ data: [], pagination: { current_page: 1, last_page: 1 } }));
    expect(screen.getByRole('heading', { name: 'No resellers found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says while it loads', () => {
    renderList({
      ...loaded({ data: [], pagination: { current_page: 1, last_page: 1 } }),
      isPending: true,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading resellers...');
  });
});

describe('PagedTable', () => {
  it('shows a table named by its label, a row per item, the pager under it', () => {
    renderWithTheme(
      <PagedTable
        query={loaded({ data: ['Acme', 'Globex'], pagination: { current_page: 1, last_page: 2 } })}
        loadingText="Loading resellers..."
        failedText="Failed to load resellers"
        empty={{ title: 'No resellers found' }}
        pagesLabel="Reseller pages"
        onPageChange={jest.fn()}
        label="Resellers"
        columns={['Reseller']}
        row={(name) => (
          <Tr key={name}>
            <Td>{name}</Td>
          </Tr>
        )}
      />,
    );
    const table = screen.getByRole('table', { name: 'Resellers' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Reseller',
    ]);
    expect(Array.from(table.querySelectorAll('tbody tr')).map((row) => row.textContent)).toEqual([
      'Acme',
      'Globex',
    ]);
    expect(screen.getByRole('navigation', { name: 'Reseller pages' })).toBeInTheDocument();
  });
});
