import { describe, it, expect, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { QueryState, type QueryLike } from './query-state';
import { renderWithTheme } from './test-utils';

function query<T>(state: Partial<QueryLike<T>>): QueryLike<T> {
  return {
    isPending: false,
    isError: false,
    error: null,
    data: undefined,
    refetch: jest.fn(),
    ...state,
  };
}

const replyError = (message?: string) => ({
  isAxiosError: true,
  response: { status: 500, data: message ? { message } : {} },
});

function renderState(q: QueryLike<string[]>) {
  return renderWithTheme(
    <QueryState
      query={q}
      loadingText="Loading users..."
      failedText="Failed to load users"
      isEmpty={(rows) => rows.length === 0}
      empty={{ title: 'No users found', description: 'Invite one.' }}
    >
      {(rows) => <p>{rows.join(', ')}</p>}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('says it is loading', () => {
    renderState(query({ isPending: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading users...');
  });

  it("shows the server's message and retries", () => {
    const refetch = jest.fn();
    renderState(query({ isError: true, error: replyError('Database is down'), refetch }));
    expect(screen.getByRole('alert')).toHaveTextContent('Database is down');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('falls back to its own text when the server gives none; the message can be dismissed until Try again', () => {
    renderState(query({ isError: true, error: replyError() }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load users');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load users');
  });

  it('says when there is nothing', () => {
    renderState(query({ data: [] }));
    expect(screen.getByRole('heading', { name: 'No users found' })).toBeInTheDocument();
    expect(screen.getByText('Invite one.')).toBeInTheDocument();
  });

  it('renders the loaded data', () => {
    renderState(query({ data: ['Ann', 'Bob'] }));
    expect(screen.getByText('Ann, Bob')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
