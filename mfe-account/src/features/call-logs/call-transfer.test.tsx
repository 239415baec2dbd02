import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { fakeServer, type Reply } from '@voice/api-client/testing';
import { useSession } from '@voice/session';
import { formatPhoneNumber, transferText } from './format';
import { callDetail, callRow, page, renderCallLogs, signIn } from './test-support';

/** A transferred call says where it went, in the list and on its page; others say nothing of it. */

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
const ASSISTANTS: Reply = {
  status: 200,
  data: {
    success: true,
    data: [{ id: 3, name: 'Front Desk' }],
    pagination: { current_page: 1, last_page: 1, per_page: 100, total: 1, from: 1, to: 1 },
  },
};
const TRANSFERRED = {
  ended_reason: 'assistant-forwarded-call',
  transferred_to: '+14155550123',
  transferred_to_description: 'Sales',
};

describe('transferred calls in the call log', () => {
  it('formats the destination: North American numbers grouped, others as reported', () => {
    expect(formatPhoneNumber('+14155550123')).toBe('+1 415 555 0123');
    expect(formatPhoneNumber('+442071838750')).toBe('+442071838750');
    expect(transferText(TRANSFERRED)).toBe('Transferred to +1 415 555 0123 (Sales)');
    expect(
      transferText({ transferred_to: '+442071838750', transferred_to_description: null }),
    ).toBe('Transferred to +442071838750');
    expect(
      transferText(
        { transferred_to: '+14155550123', transferred_to_description: 'Support for broken pipes' },
        12,
      ),
    ).toBe('Transferred to +1 415 555 0123 (Support for…)');
    expect(transferText({ transferred_to: null, transferred_to_description: 'x' })).toBeNull();
  });

  it('shows the transfer on the call’s page', async () => {
    server = fakeServer({ 'GET /api/call-logs/call-1': () => ok(callDetail(TRANSFERRED)) });
    renderCallLogs('/call-logs/call-1');
    const overview = await screen.findByRole('region', { name: 'Overview' });
    expect(overview).toHaveTextContent('Ended reasonAssistant forwarded call');
    expect(overview).toHaveTextContent('TransferTransferred to +1 415 555 0123 (Sales)');
  });

  it('says nothing of a transfer for a call that was not transferred', async () => {
    server = fakeServer({ 'GET /api/call-logs/call-1': () => ok(callDetail()) });
    renderCallLogs('/call-logs/call-1');
    const overview = await screen.findByRole('region', { name: 'Overview' });
    expect(overview).not.toHaveTextContent('Transferred to');
  });

  it('shows the transfer under the status in the list', async () => {
    server = fakeServer({
      'GET /api/assistants': () => ASSISTANTS,
      'GET /api/call-logs': () => page([callRow(1, TRANSFERRED), callRow(2)]),
    });
    renderCallLogs('/call-logs');
    const table = await screen.findByRole('table', { name: 'Calls' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Transferred to +1 415 555 0123 (Sales)');
    expect(rows[2]).not.toHaveTextContent('Transferred to');
  });
});
