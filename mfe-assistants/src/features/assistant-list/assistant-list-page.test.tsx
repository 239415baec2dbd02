import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSignedOutHandler } from '@voice/api-client';
import { useSession } from '@voice/session';
import { fakeServer, type SeenRequest } from '@voice/api-client/testing';
import { advance, assistant, cardOf, page, renderList, signIn } from './test-support';

let server: ReturnType<typeof fakeServer>;
const list = () => server.requests('/api/assistants');

/** The `index`th request to GET /api/assistants (negative counts from the end). */
function request(index: number): SeenRequest {
  const seen = list().at(index);
  if (!seen) throw new Error(`no request #${index} to /api/assistants`);
  return seen;
}

beforeEach(() => {
  signIn('user');
});

afterEach(() => {
  server?.restore();
  jest.useRealTimers();
  useSession.getState().clear();
});

describe('assistant list', () => {
  it('shows the title and a card per assistant with its details and Not set for a missing phone', async () => {
    server = fakeServer({
      'GET /api/assistants': () =>
        page([
          assistant(1, { name: 'Front Desk', type: 'production', phone_number: '+15551234567' }),
          assistant(2, { name: 'Night Line', user: { name: 'Bob Client' }, creator: null }),
        ]),
    });
    renderList();

    expect(
      screen.getByRole('heading', { level: 1, name: 'My Voice Assistants' }),
    ).toBeInTheDocument();
    const first = cardOf(await screen.findByRole('heading', { name: 'Front Desk' }));
    expect(within(first).getByText('Production')).toBeInTheDocument();
    expect(within(first).getByText('vapi-1')).toBeInTheDocument();
    expect(within(first).getByText('Jane Owner')).toBeInTheDocument();
    expect(within(first).getByText('Admin Creator')).toBeInTheDocument();
    expect(within(first).getByText('Mar 14, 2025')).toBeInTheDocument();
    expect(within(first).getByText('+15551234567')).toBeInTheDocument();

    const second = cardOf(screen.getByRole('heading', { name: 'Night Line' }));
    expect(within(second).getByText('Demo')).toBeInTheDocument();
    expect(within(second).getByText('Bob Client')).toBeInTheDocument();
    expect(within(second).getByText('Not set')).toBeInTheDocument();

    // First request: page 1 of 9, newest first, with the bearer token.
    expect(list()).toHaveLength(1);
    expect(request(0).params).toEqual({
      sort_by: 'created_at',
      sort_order: 'desc',
      page: 1,
      per_page: 9,
    });
    expect(request(0).headers.Authorization).toBe('Bearer token-1');
  });

  it('shows the empty state when there are no assistants', async () => {
    server = fakeServer({ 'GET /api/assistants': () => page([]) });
    renderList();
    expect(await screen.findByRole('heading', { name: 'No assistants yet' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Assistant pages' })).not.toBeInTheDocument();
  });

  it('debounces the name and phone searches: one request 500 ms after the typing stops', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    server = fakeServer({
      'GET /api/assistants': (request: SeenRequest) =>
        request.params.search === 'front' || request.params.phone_search === '555'
          ? page([])
          : page([assistant(1)]),
    });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderList();
    await screen.findByRole('heading', { name: 'Assistant 1' });
    expect(list()).toHaveLength(1);

    await user.type(screen.getByLabelText('Search by name'), 'front');
    await advance(499);
    expect(list()).toHaveLength(1);
    await advance(1);
    expect(list()).toHaveLength(2);
    expect(request(1).params).toMatchObject({ search: 'front', page: 1, per_page: 9 });
    expect(request(1).params).not.toHaveProperty('phone_search');
    expect(await screen.findByRole('heading', { name: 'No assistants found' })).toBeInTheDocument();
    expect(screen.getByText(/no assistants match your search/i)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Search by name'));
    await user.type(screen.getByLabelText('Search by phone'), '555');
    await advance(499);
    expect(list()).toHaveLength(2);
    await advance(1);
    expect(list()).toHaveLength(3);
    expect(request(2).params).toMatchObject({ phone_search: '555' });
    expect(request(2).params).not.toHaveProperty('search');
  });

  it('sends the chosen sort field and order', async () => {
    server = fakeServer({ 'GET /api/assistants': () => page([assistant(1)]) });
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('heading', { name: 'Assistant 1' });

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Name');
    await screen.findByRole('heading', { name: 'Assistant 1' });
    expect(request(-1).params).toMatchObject({ sort_by: 'name', sort_order: 'desc' });

    await user.click(screen.getByRole('button', { name: /descending/i }));
    expect(screen.getByRole('button', { name: /ascending/i })).toBeInTheDocument();
    expect(request(-1).params).toMatchObject({ sort_by: 'name', sort_order: 'asc', page: 1 });
    expect(list()).toHaveLength(3);
  });

  it('pages through the server pagination and keeps the last data when a load fails', async () => {
    const first = Array.from({ length: 9 }, (_, i) => assistant(i + 1));
    server = fakeServer({
      'GET /api/assistants': (request: SeenRequest) => {
        if (request.params.page === 2) return page([assistant(10), assistant(11)], 2, 3, 20);
        if (request.params.page === 3) return { status: 500, data: { message: 'Server error' } };
        return page(first, 1, 3, 20);
      },
    });
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('heading', { name: 'Assistant 9' });
    expect(screen.getByText('Showing 1–9 of 20 assistants')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Assistant pages' });
    expect(within(pages).getByRole('button', { name: '1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(pages).getByRole('button', { name: '2' }));
    expect(await screen.findByRole('heading', { name: 'Assistant 10' })).toBeInTheDocument();
    expect(request(-1).params).toMatchObject({ page: 2, per_page: 9 });
    expect(screen.queryByRole('heading', { name: 'Assistant 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');

    // Page 3 fails with a 500: ignored, page 2 stays on screen.
    await user.click(screen.getByRole('button', { name: '3' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(request(-1).params).toMatchObject({ page: 3 });
    expect(screen.getByRole('heading', { name: 'Assistant 10' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('signs out and goes to /login when the server answers 401', async () => {
    const signedOut = jest.fn();
    setSignedOutHandler(signedOut);
    window.history.pushState({}, '', '/assistants');
    server = fakeServer({
      'GET /api/assistants': () => ({ status: 401, data: { message: 'Unauthenticated.' } }),
    });
    renderList();
    await screen.findByRole('heading', { name: 'No assistants yet' });
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(useSession.getState().token).toBeNull();
    window.history.pushState({}, '', '/');
  });
});
