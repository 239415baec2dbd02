import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, type Reply } from '@voice/api-client/testing';
import {
  assistant,
  cardOf,
  page,
  renderList,
  signIn,
  subscription,
  signedInEachTest,
} from './test-support';

let server: ReturnType<typeof fakeServer>;
afterEach(() => server?.restore());
signedInEachTest('user');

function assistantReply(stats: unknown): Reply {
  return {
    status: 200,
    data: { success: true, data: { ...assistant(1), vapi_data: { stats } } },
  };
}

describe('the Edit action', () => {
  it.each([
    ['user', '/assistants', '/assistants/1/edit'],
    ['reseller_admin', '/admin/assistants', '/admin/assistants/1/edit'],
    ['admin', '/super-admin/assistants', '/super-admin/assistants/1/edit'],
  ] as const)('links a %s on %s to %s', async (role, path, edit) => {
    signIn(role);
    server = fakeServer({
      'GET /api/assistants': () => page([assistant(1, { name: 'Front Desk' })]),
      'GET /api/subscriptions/current': () => subscription('active'),
      'GET /api/super-admin/resellers': () => ({ status: 200, data: { success: true, data: [] } }),
    });
    const user = userEvent.setup();
    renderList(path);
    const card = cardOf(await screen.findByRole('heading', { name: 'Front Desk' }));
    const link = within(card).getByRole('link', { name: 'Edit Front Desk' });
    expect(link).toHaveAttribute('href', edit);
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(edit);
  });
});

describe('the Stats modal', () => {
  it('asks GET /api/assistants/{vapi id} and shows total, successful and average duration in seconds', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    server = fakeServer({
      'GET /api/assistants': () => page([assistant(1, { name: 'Front Desk' })]),
      'GET /api/assistants/vapi-1': () =>
        new Promise<Reply>((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    renderList();
    const card = cardOf(await screen.findByRole('heading', { name: 'Front Desk' }));
    await user.click(within(card).getByRole('button', { name: 'Stats of Front Desk' }));

    const dialog = await screen.findByRole('dialog', { name: 'Statistics: Front Desk' });
    expect(within(dialog).getByText('Loading statistics...')).toBeInTheDocument();
    answer(assistantReply({ totalCalls: 42, successfulCalls: 40, averageDuration: 95.4 }));
    expect(await within(dialog).findByText('42')).toBeInTheDocument();
    expect(within(dialog).getByText('Total calls')).toBeInTheDocument();
    expect(within(dialog).getByText('Successful calls').nextElementSibling).toHaveTextContent('40');
    expect(within(dialog).getByText('Average duration').nextElementSibling).toHaveTextContent(
      '95 seconds',
    );
    expect(server.requests('/api/assistants/vapi-1')[0]?.headers.Authorization).toBe(
      'Bearer token-1',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the assistant has no statistics', async () => {
    server = fakeServer({
      'GET /api/assistants': () => page([assistant(1)]),
      'GET /api/assistants/vapi-1': () => assistantReply(null),
    });
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Stats of Assistant 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('No statistics available for this assistant.'),
    ).toBeInTheDocument();
  });

  it('shows the failure and loads again on Try again', async () => {
    let calls = 0;
    server = fakeServer({
      'GET /api/assistants': () => page([assistant(1)]),
      'GET /api/assistants/vapi-1': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, data: { success: false, message: 'Stats are down' } }
          : assistantReply({ totalCalls: 3, successfulCalls: 1, averageDuration: 1 });
      },
    });
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Stats of Assistant 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Stats are down');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('1 second')).toBeInTheDocument();
  });
});

describe('the Delete action', () => {
  it('asks first; Cancel deletes nothing', async () => {
    server = fakeServer({ 'GET /api/assistants': () => page([assistant(1)]) });
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Assistant 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete assistant' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this assistant? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls).not.toContain('DELETE /api/assistants/1');
  });

  it('deletes on confirm and loads the list again', async () => {
    let deleted = false;
    server = fakeServer({
      'GET /api/assistants': () =>
        page(deleted ? [assistant(2)] : [assistant(1, { name: 'Old One' }), assistant(2)]),
      'DELETE /api/assistants/1': () => {
        deleted = true;
        return { status: 200, data: { success: true, message: 'Assistant deleted successfully' } };
      },
    });
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Old One' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Old One' })).not.toBeInTheDocument(),
    );
    expect(server.calls.filter((c) => c === 'DELETE /api/assistants/1')).toHaveLength(1);
    expect(server.requests('/api/assistants')).toHaveLength(2);
    expect(await screen.findByText('Assistant deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'Delete Failed' with the server's message, or the fallback text", async () => {
    let reply: Reply = { status: 403, data: { success: false, message: 'Not yours to delete.' } };
    server = fakeServer({
      'GET /api/assistants': () => page([assistant(1)]),
      'DELETE /api/assistants/1': () => reply,
    });
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Assistant 1' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    let alert = await screen.findByRole('dialog', { name: 'Delete Failed' });
    expect(within(alert).getByText('Not yours to delete.')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('heading', { name: 'Assistant 1' })).toBeInTheDocument();

    reply = { status: 500, data: {} };
    await user.click(screen.getByRole('button', { name: 'Delete Assistant 1' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    alert = await screen.findByRole('dialog', { name: 'Delete Failed' });
    expect(
      within(alert).getByText('Failed to delete assistant. Please try again.'),
    ).toBeInTheDocument();
  });

  it("shows 'Error' with the exception's message when no reply came", async () => {
    server = fakeServer({
      'GET /api/assistants': () => page([assistant(1)]),
      'DELETE /api/assistants/1': () => {
        throw new Error('Network Error');
      },
    });
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Assistant 1' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('dialog', { name: 'Error' });
    expect(
      within(alert).getByText('Failed to delete assistant: Network Error'),
    ).toBeInTheDocument();
  });
});

describe('deleting the only assistant of the last page', () => {
  it('goes back to the new last page', async () => {
    let deleted = false;
    const first = Array.from({ length: 9 }, (_, i) => assistant(i + 1));
    server = fakeServer({
      'GET /api/assistants': (request) => {
        if (request.params.page === 2) {
          return deleted ? page([], 2, 1, 9) : page([assistant(10)], 2, 2, 10);
        }
        return page(first, 1, deleted ? 1 : 2, deleted ? 9 : 10);
      },
      'DELETE /api/assistants/10': () => {
        deleted = true;
        return { status: 200, data: { success: true, message: 'Assistant deleted successfully' } };
      },
    });
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('heading', { name: 'Assistant 9' });
    await user.click(screen.getByRole('button', { name: '2' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Assistant 10' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Assistant 1' })).toBeInTheDocument();
    expect(server.requests('/api/assistants').at(-1)?.params).toMatchObject({ page: 1 });
    expect(screen.queryByRole('heading', { name: 'No assistants yet' })).not.toBeInTheDocument();
  });
});
