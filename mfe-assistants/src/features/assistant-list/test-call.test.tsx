import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, type Reply } from '@voice/api-client/testing';
import { assistant, cardOf, page, renderList, usage, signedInEachTest } from './test-support';

let server: ReturnType<typeof fakeServer>;
afterEach(() => server?.restore());
signedInEachTest('user');

const placed: Reply = {
  status: 200,
  data: { success: true, message: 'Test call placed', data: { call_id: 'sandbox-call-42' } },
};

async function frontDeskCard() {
  return cardOf(await screen.findByRole('heading', { name: 'Front Desk' }));
}

describe('Place a test call', () => {
  it("posts the test call, says 'Placing test call...' while it runs, then 'Test call placed' and links the call", async () => {
    let answer: (reply: Reply) => void = () => undefined;
    server = fakeServer({
      'GET /api/assistants': () => page([assistant(1, { name: 'Front Desk' }), assistant(2)]),
      'POST /api/assistants/1/test-call': () =>
        new Promise<Reply>((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    renderList();
    const card = await frontDeskCard();
    await user.click(within(card).getByRole('button', { name: 'Place a test call to Front Desk' }));

    const pending = within(card).getByRole('button', {
      name: 'Placing test call to Front Desk...',
    });
    expect(pending).toBeDisabled();
    expect(pending).toHaveTextContent('Placing test call...');
    // Another card's button stays usable.
    expect(screen.getByRole('button', { name: 'Place a test call to Assistant 2' })).toBeEnabled();
    await user.click(pending);
    expect(server.calls.filter((c) => c === 'POST /api/assistants/1/test-call')).toHaveLength(1);
    const [request] = server.requests('/api/assistants/1/test-call');
    expect(request?.headers.Authorization).toBe('Bearer token-1');

    answer(placed);
    expect(await screen.findByText('Test call placed')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Place a test call to Front Desk' }),
    ).toBeEnabled();
    const link = within(card).getByRole('link', { name: 'View call (test call of Front Desk)' });
    expect(link).toHaveAttribute('href', '/call-logs/sandbox-call-42');
    expect(link).toHaveTextContent('View call');

    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/call-logs/sandbox-call-42');
  });

  it('loads the plan usage again after a test call (its minutes count)', async () => {
    server = fakeServer({
      'GET /api/assistants': () => page([assistant(1, { name: 'Front Desk' })]),
      'GET /api/subscriptions/usage': () => usage({ used: 1, limit: 5, remaining: 4 }),
      'POST /api/assistants/1/test-call': () => placed,
    });
    const user = userEvent.setup();
    renderList();
    const card = await frontDeskCard();
    await waitFor(() => expect(server.requests('/api/subscriptions/usage')).toHaveLength(1));
    await user.click(within(card).getByRole('button', { name: 'Place a test call to Front Desk' }));
    await screen.findByText('Test call placed');
    await waitFor(() => expect(server.requests('/api/subscriptions/usage')).toHaveLength(2));
  });

  it("shows the server's message for an assistant the sandbox does not hold (409), and no link", async () => {
    server = fakeServer({
      'GET /api/assistants': () => page([assistant(1, { name: 'Front Desk' })]),
      'POST /api/assistants/1/test-call': () => ({
        status: 409,
        data: {
          success: false,
          message:
            'Test calls can only be placed for assistants held by the sandbox voice provider',
        },
      }),
    });
    const user = userEvent.setup();
    renderList();
    const card = await frontDeskCard();
    await user.click(within(card).getByRole('button', { name: 'Place a test call to Front Desk' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Test calls can only be placed for assistants held by the sandbox voice provider',
    );
    expect(alert).toHaveAttribute('data-type', 'error');
    expect(within(card).queryByRole('link', { name: /View call/ })).not.toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Place a test call to Front Desk' }),
    ).toBeEnabled();
  });

  it('asks to try again after a failure without a message', async () => {
    server = fakeServer({
      'GET /api/assistants': () => page([assistant(1, { name: 'Front Desk' })]),
      'POST /api/assistants/1/test-call': () => ({ status: 500, data: {} }),
    });
    const user = userEvent.setup();
    renderList();
    const card = await frontDeskCard();
    await user.click(within(card).getByRole('button', { name: 'Place a test call to Front Desk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to place test call. Please try again.',
    );
  });

  it('says the failure when no reply came', async () => {
    server = fakeServer({
      'GET /api/assistants': () => page([assistant(1, { name: 'Front Desk' })]),
      'POST /api/assistants/1/test-call': () => {
        throw new Error('Network Error');
      },
    });
    const user = userEvent.setup();
    renderList();
    const card = await frontDeskCard();
    await user.click(within(card).getByRole('button', { name: 'Place a test call to Front Desk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to place test call: Network Error',
    );
  });
});
