import { describe, it, expect, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { CountedPagedList, type CountedPagedListProps, type PagedRows } from './paged-list';
import { renderWithTheme } from './test-utils';

type Query = CountedPagedListProps<string>['query'];

function loaded(data: PagedRows<string>): Query {
  return {
    isPending: false,
    isError: false,
    isFetching: false,
    error: null,
    data,
    refetch: jest.fn(),
  };
}

const failed = (isFetching: boolean): Query => ({
  isPending: false,
  isError: true,
  isFetching,
  error: { isAxiosError: true, response: { status: 500, data: {} } },
  data: undefined,
  refetch: jest.fn(),
});

function renderList(query: Query, onPageChange = jest.fn()) {
  renderWithTheme(
    <CountedPagedList
      query={query}
      loadingText="Loading emails..."
      failedText="Failed to load the email outbox"
      empty={{ title: 'No emails sent yet', description: 'Emails appear here.' }}
      noun="emails"
      pagesLabel="Email pages"
      onPageChange={onPageChange}
    >
      {(rows) => (
        <ul aria-label="Emails">
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </CountedPagedList>,
  );
  return onPageChange;
}

const pagination = { current_page: 2, last_page: 3, total: 45, from: 21, to: 40 };

describe('CountedPagedList', () => {
  it('shows the summary line, the rows and the pager', () => {
    const onPageChange = renderList(loaded({ items: ['Welcome', 'Reset'], pagination }));
    expect(screen.getByText('Showing 21–40 of 45 emails')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Emails' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('says when there is nothing at all', () => {
    renderList(
      loaded({ items: [], pagination: { ...pagination, total: 0, from: null, to: null } }),
    );
    expect(screen.getByRole('heading', { name: 'No emails sent yet' })).toBeInTheDocument();
    expect(screen.getByText('Emails appear here.')).toBeInTheDocument();
  });

  it('offers the first page on a page past the end', () => {
    const onPageChange = renderList(
      loaded({ items: [], pagination: { ...pagination, current_page: 9, from: null, to: null } }),
    );
    expect(screen.getByRole('heading', { name: 'Nothing on this page' })).toBeInTheDocument();
    expect(screen.getByText('There are 45 emails, on 3 pages.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('shows the failure with Try again, and loading while it asks again', () => {
    const query = failed(false);
    renderList(query);
    expect(screen.getByText('Failed to load the email outbox')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalled();

    renderList(failed(true));
    expect(screen.getByText('Loading emails...')).toBeInTheDocument();
  });
});
