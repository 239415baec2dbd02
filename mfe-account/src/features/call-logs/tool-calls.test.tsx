import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, type Reply } from '@voice/api-client/testing';
import { useSession } from '@voice/session';
import { callDetail, renderCallLogs, signIn } from './test-support';

/** The call's page lists the tools the assistant called, their arguments and results folded. */

let server: ReturnType<typeof fakeServer> | null = null;

beforeEach(() => {
  localStorage.clear();
  signIn('user');
});
afterEach(() => {
  server?.restore();
  server = null;
  useSession.setState({ token: null, user: null });
});

const ok = (data: unknown): Reply => ({ status: 200, data: { success: true, data } });

describe('tool calls on the call page', () => {
  it('lists each call in order with its status and duration, arguments and result folded', async () => {
    server = fakeServer({
      'GET /api/call-logs/call-1': () =>
        ok(
          callDetail({
            tool_calls: [
              {
                id: 7,
                name: 'check_order',
                arguments: { order_number: 'A-1001' },
                result: '{"status":"shipped"}',
                status: 'ok',
                duration_ms: 182,
                created_at: '2026-03-05T10:16:10.000Z',
              },
              {
                id: 8,
                name: 'book_appointment',
                arguments: { starts_at: '2026-03-06T09:00' },
                result: 'Timed out after 5 s.',
                status: 'timeout',
                duration_ms: 5004,
                created_at: '2026-03-05T10:16:40.000Z',
              },
            ],
          }),
        ),
    });
    const user = userEvent.setup();
    renderCallLogs('/call-logs/call-1');
    const section = await screen.findByRole('region', { name: 'Tool calls' });
    const items = within(section).getAllByRole('article');
    expect(items.map((item) => item.getAttribute('aria-labelledby'))).toEqual([
      'tool-call-7',
      'tool-call-8',
    ]);
    const [first, second] = items;
    if (!first || !second) throw new Error('two tool calls expected');
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('1. check_orderOK');
    expect(first).toHaveTextContent('Took 182 ms');
    expect(within(second).getByRole('heading', { level: 3 })).toHaveTextContent(
      '2. book_appointmentTimed out',
    );
    expect(second).toHaveTextContent('Took 5,004 ms');
    const result = within(first).getByText('{"status":"shipped"}');
    expect(result).not.toBeVisible();
    await user.click(within(first).getByText('Result'));
    expect(result).toBeVisible();
    await user.click(within(first).getByText('Arguments'));
    expect(within(first).getByText(/"order_number": "A-1001"/)).toBeVisible();
  });

  it('says so when no tool was called', async () => {
    server = fakeServer({ 'GET /api/call-logs/call-1': () => ok(callDetail()) });
    renderCallLogs('/call-logs/call-1');
    const section = await screen.findByRole('region', { name: 'Tool calls' });
    expect(section).toHaveTextContent('No tools were called');
  });
});
