import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebhookInboxDelivery } from '@voice/contracts';
import { fakeServer, queryWrapper, type Reply } from '@voice/api-client/testing';
import { useSession } from '@voice/session';
import { renderPage } from '@voice/ui/testing';
import { signIn } from '../assistant-list/test-support';
import WebhookInboxPage from './webhook-inbox-page';

const URL = `http://localhost:3000/api/webhook-inbox/${'t'.repeat(43)}`;

function delivery(id: number, overrides: Partial<WebhookInboxDelivery> = {}): WebhookInboxDelivery {
  return {
    id,
    received_at: '2026-03-14T12:00:00.000Z',
    event: 'end-of-call-report',
    signature: 'verified',
    headers: { 'content-type': 'application/json' },
    body: '{"type":"end-of-call-report","call":{"call_id":"call-1"}}',
    body_truncated: false,
    ...overrides,
  };
}

const inbox = (deliveries: WebhookInboxDelivery[]): Reply => ({
  status: 200,
  data: { success: true, data: { url: URL, kept: 50, deliveries } },
});

let server: ReturnType<typeof fakeServer> | null = null;

beforeEach(() => {
  signIn('user');
});

afterEach(() => {
  server?.restore();
  server = null;
  useSession.getState().clear();
});

const renderInbox = () =>
  renderPage(<WebhookInboxPage />, { path: '/webhook-inbox', wrapper: queryWrapper() });

describe('webhook deliveries page', () => {
  it('explains the demo URL and how to use your own when nothing was received', async () => {
    server = fakeServer({ 'GET /api/webhook-inbox': () => inbox([]) });
    renderInbox();
    expect(screen.getByRole('heading', { level: 1, name: 'Webhook Deliveries' })).toBeVisible();
    expect(await screen.findByText(URL)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'No deliveries yet' })).toBeVisible();
    expect(screen.getByText(/enter your own automation URL/)).toBeVisible();
    expect(server.requests('/api/webhook-inbox')[0]?.headers.Authorization).toBe('Bearer token-1');
  });

  it('lists deliveries newest first with time, event, signature and a collapsible body', async () => {
    server = fakeServer({
      'GET /api/webhook-inbox': () =>
        inbox([
          delivery(2, { event: null, signature: 'unsigned', body: 'plain text' }),
          delivery(1, { body_truncated: true }),
          delivery(0, { signature: 'invalid', event: 'other.event' }),
        ]),
    });
    const user = userEvent.setup();
    renderInbox();
    const list = await screen.findByRole('list', { name: 'Deliveries' });
    const items = within(list).getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'No event type',
      'end-of-call-report',
      'other.event',
    ]);
    const [unsigned, verified, invalid] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(unsigned).getByText('Not signed')).toBeVisible();
    expect(within(verified).getByText('Signature verified: yes')).toBeVisible();
    expect(within(invalid).getByText('Signature verified: no')).toBeVisible();
    expect(within(verified).getByText(/Mar 14, 2026/)).toBeVisible();

    // The body is folded until opened, and JSON is shown indented.
    const body = within(verified).getByText(/"call_id": "call-1"/);
    expect(body).not.toBeVisible();
    await user.click(within(verified).getByText('Body (first 64 KB)'));
    expect(body).toBeVisible();
    expect(body.textContent).toContain('\n  "type": "end-of-call-report"');
    expect(within(unsigned).getByText('plain text', { exact: false })).toBeInTheDocument();
  });

  it('offers to try again when the inbox cannot be loaded', async () => {
    server = fakeServer({
      'GET /api/webhook-inbox': () => ({ status: 500, data: { message: 'Server Error' } }),
    });
    renderInbox();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The deliveries could not be loaded.');
    server.restore();
    server = fakeServer({ 'GET /api/webhook-inbox': () => inbox([delivery(1)]) });
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Deliveries' })).toBeVisible();
  });
});
