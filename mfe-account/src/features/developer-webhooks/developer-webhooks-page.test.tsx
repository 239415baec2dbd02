import { i18n } from '@voice/ui/core';
import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  EVENT_TYPES,
  type EventDelivery,
  type Role,
  type WebhookEndpointListItem,
} from '@voice/contracts';
import { WEBHOOK_ENDPOINT_MESSAGES } from '@voice/contracts/schemas';
import { fakeServer, pagedReply, queryWrapper, type Reply } from '@voice/api-client/testing';
import { useSession } from '@voice/session';
import { TestThemeProvider } from '@voice/ui/testing';
import { signIn } from '../call-logs/test-support';
import DeveloperWebhooksPage from './developer-webhooks-page';
import { SECRET_ONCE_WARNING } from './secret-dialog';

const SECRET = `whsec_${'s'.repeat(43)}`;

function endpoint(
  id: number,
  overrides: Partial<WebhookEndpointListItem> = {},
): WebhookEndpointListItem {
  return {
    id,
    url: `https://hooks.example.com/${id}`,
    description: 'CRM sync',
    events: ['call.ended', 'booking.created'],
    enabled: true,
    scope: 'own',
    source: 'dashboard',
    secret_hint: 'abcd',
    created_at: '2026-03-05T10:00:00.000Z',
    last_delivery: null,
    ...overrides,
  };
}

function delivery(id: number, overrides: Partial<EventDelivery> = {}): EventDelivery {
  return {
    id,
    event_id: 500 + id,
    event_type: 'call.ended',
    status: 'delivered',
    attempts: 1,
    request_body: `{"id":${500 + id},"type":"call.ended","created_at":"2026-03-05T10:17:05.000Z","data":{"call_id":"call-${id}"}}`,
    response_status: 200,
    response_body: '{"ok":true}',
    error: null,
    created_at: '2026-03-05T10:17:06.000Z',
    delivered_at: '2026-03-05T10:17:07.000Z',
    next_attempt_at: null,
    ...overrides,
  };
}

const list = (endpoints: WebhookEndpointListItem[]): Reply => ({
  status: 200,
  data: { success: true, data: endpoints },
});
const deliveries = (rows: EventDelivery[]): Reply => pagedReply(rows, { perPage: 20 });

let server: ReturnType<typeof fakeServer> | null = null;

afterEach(() => {
  server?.restore();
  server = null;
  useSession.getState().clear();
});

/** Where the router is, for assertions on the address. */
function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(path = '/developers/webhooks', role: Role = 'user') {
  signIn(role);
  const Wrapper = queryWrapper();
  return render(
    <TestThemeProvider>
      <Wrapper>
        <MemoryRouter initialEntries={[path]}>
          {/* The shell's main landmark, around every remote's screen. */}
          <main>
            <Routes>
              <Route path="/developers/webhooks" element={<DeveloperWebhooksPage />} />
            </Routes>
            <Where />
          </main>
        </MemoryRouter>
      </Wrapper>
    </TestThemeProvider>,
  );
}

/** The routes of a page with one endpoint and its deliveries. */
function oneEndpoint(rows: EventDelivery[] = []) {
  return {
    'GET /api/webhook-endpoints': () => list([endpoint(3)]),
    'GET /api/webhook-endpoints/3/deliveries': () => deliveries(rows),
  };
}

/** Axe's violations of the page as rendered (colour contrast is left to the e2e run: jsdom has no layout). */
async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`,
  );
}

describe('developer webhooks page', () => {
  it('has no axe violations with the list, the form, the open log and the secret dialog', async () => {
    server = fakeServer({
      ...oneEndpoint([
        delivery(11, { status: 'failed', response_status: null, error: 'connect ECONNREFUSED' }),
        delivery(10),
      ]),
      'POST /api/webhook-endpoints/3/secret': () => ({
        status: 200,
        data: {
          success: true,
          message: 'Rolled',
          data: {
            secret: SECRET,
            signature_header: 'X-Webhook-Signature',
            timestamp_header: 'X-Webhook-Timestamp',
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderPage('/developers/webhooks?endpoint=3', 'reseller_admin');
    // The first test of the file: its first render waits for the page's modules (slow on a busy machine).
    const log = await screen.findByRole(
      'list',
      { name: 'Deliveries to https://hooks.example.com/3' },
      { timeout: 5000 },
    );
    await user.click(within(log).getAllByText('Request and response')[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    // The header's button gives way to the form, whose own Add endpoint submits it.
    await user.click(
      within(screen.getByRole('form')).getByRole('button', { name: 'Add endpoint' }),
    );
    expect(await screen.findByText('Choose at least one event.')).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    await user.click(
      screen.getByRole('button', { name: 'New secret for https://hooks.example.com/3' }),
    );
    await user.click(screen.getByRole('button', { name: 'Create new secret' }));
    await screen.findByRole('dialog', { name: 'Your signing secret' });
    expect(await axeViolations()).toEqual([]);
  });

  it('lists the endpoints with their events, state and last delivery, under the Developers tabs', async () => {
    server = fakeServer({
      'GET /api/webhook-endpoints': () =>
        list([
          endpoint(3, {
            last_delivery: { status: 'failed', created_at: '2026-03-05T10:17:06.000Z' },
          }),
          endpoint(4, { enabled: false, description: '', events: ['call.started'] }),
        ]),
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: 'Developers' });
    expect(within(tabs).getByRole('link', { name: 'API keys' })).toHaveAttribute(
      'href',
      '/developers',
    );
    expect(within(tabs).getByRole('link', { name: 'API keys' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(tabs).getByRole('link', { name: 'Webhooks' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const rows = within(
      await screen.findByRole('list', { name: 'Webhook endpoints' }),
    ).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByText('https://hooks.example.com/3')).toBeVisible();
    expect(within(first).getByText('Enabled')).toBeVisible();
    expect(within(first).getByText('CRM sync')).toBeVisible();
    expect(first).toHaveTextContent('Events: call.ended, booking.created');
    expect(first).toHaveTextContent('Secret ending abcd');
    expect(await within(first).findByText('failed')).toBeVisible();
    expect(within(second).getByText('Disabled')).toBeVisible();
    expect(second).toHaveTextContent('No deliveries yet');
    // The latest delivery comes with the list: no request per endpoint.
    expect(server.calls.filter((call) => call.includes('/deliveries'))).toEqual([]);
  });

  it('says how to start when there is no endpoint', async () => {
    server = fakeServer({ 'GET /api/webhook-endpoints': () => list([]) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No webhook endpoints yet' })).toBeVisible();
  });

  it("refuses a form without a URL or an event with the contracts' messages, and sends nothing", async () => {
    server = fakeServer({ 'GET /api/webhook-endpoints': () => list([]) });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const form = screen.getByRole('form', { name: 'New webhook endpoint' });
    const url = within(form).getByLabelText(/^URL/);
    await user.clear(url);
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(form).findByText(WEBHOOK_ENDPOINT_MESSAGES.urlRequired)).toBeVisible();
    expect(within(form).getByText(WEBHOOK_ENDPOINT_MESSAGES.eventsRequired)).toBeVisible();
    expect(url).toHaveAttribute('aria-invalid', 'true');

    await user.type(url, 'not a url');
    await user.tab();
    expect(await within(form).findByText(WEBHOOK_ENDPOINT_MESSAGES.urlInvalid)).toBeVisible();
    expect(server.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('shows the server field errors of a refused endpoint', async () => {
    server = fakeServer({
      'GET /api/webhook-endpoints': () => list([]),
      'POST /api/webhook-endpoints': () => ({
        status: 422,
        data: {
          success: false,
          message: 'The given data was invalid.',
          errors: { url: ['The URL must start with https://.'] },
        },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const form = screen.getByRole('form', { name: 'New webhook endpoint' });
    const url = within(form).getByLabelText(/^URL/);
    await user.clear(url);
    await user.type(url, 'http://hooks.example.com/x');
    await user.click(within(form).getByRole('checkbox', { name: /call\.ended/ }));
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(form).findByText('The URL must start with https://.')).toBeVisible();
    expect(within(form).getByText('The given data was invalid.')).toBeVisible();
  });

  it('creates an endpoint and shows its signing secret once, then never again', async () => {
    const created = endpoint(8, { url: 'https://crm.example.com/in', events: ['call.ended'] });
    let endpoints: WebhookEndpointListItem[] = [];
    server = fakeServer({
      'GET /api/webhook-endpoints': () => list(endpoints),
      'POST /api/webhook-endpoints': () => {
        endpoints = [created];
        return {
          status: 201,
          data: {
            success: true,
            message: 'Saved',
            data: {
              endpoint: created,
              signing: {
                secret: SECRET,
                signature_header: 'X-Webhook-Signature',
                timestamp_header: 'X-Webhook-Timestamp',
              },
            },
          },
        };
      },
      'GET /api/webhook-endpoints/8/deliveries': () => deliveries([]),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const form = screen.getByRole('form', { name: 'New webhook endpoint' });
    expect(within(form).queryByLabelText('Whose events')).toBeNull();
    const url = within(form).getByLabelText(/^URL/);
    await user.clear(url);
    await user.type(url, '  https://crm.example.com/in ');
    await user.type(within(form).getByLabelText('Description'), 'CRM');
    await user.click(within(form).getByRole('checkbox', { name: /call\.ended/ }));
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your signing secret' });
    expect(within(dialog).getByText(i18n._(SECRET_ONCE_WARNING))).toBeVisible();
    expect(within(dialog).getByLabelText(/^Signing secret for/)).toHaveValue(SECRET);
    expect(dialog).toHaveTextContent('X-Webhook-Signature');
    expect(
      server.requests('/api/webhook-endpoints').find((r) => r.method === 'POST')?.body,
    ).toEqual({
      url: 'https://crm.example.com/in',
      description: 'CRM',
      events: ['call.ended'],
      enabled: true,
      scope: 'own',
    });
    // The new endpoint's (empty) log opens under the list.
    expect(
      await screen.findByRole('heading', { name: 'Deliveries to https://crm.example.com/in' }),
    ).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.innerHTML).not.toContain(SECRET);
  });

  it('offers a reseller admin the tenant scope and sends the choice', async () => {
    server = fakeServer({
      'GET /api/webhook-endpoints': () => list([]),
      'POST /api/webhook-endpoints': () => ({ status: 500, data: { message: 'Server Error' } }),
    });
    const user = userEvent.setup();
    renderPage('/developers/webhooks', 'reseller_admin');
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const scope = screen.getByLabelText('Whose events');
    expect(
      within(scope)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['own', 'tenant']);
    const url = screen.getByLabelText(/^URL/);
    await user.clear(url);
    await user.type(url, 'https://tenant.example.com/hooks');
    await user.selectOptions(scope, 'tenant');
    await user.click(screen.getByRole('button', { name: 'Choose all events' }));
    await user.click(
      within(screen.getByRole('form')).getByRole('button', { name: 'Add endpoint' }),
    );
    expect(await screen.findByText('Server Error')).toBeVisible();
    const sent = server.requests('/api/webhook-endpoints').find((r) => r.method === 'POST');
    expect(sent?.body).toMatchObject({
      scope: 'tenant',
      events: expect.arrayContaining(['call.started']),
    });
    expect((sent?.body as { events: string[] }).events).toHaveLength(EVENT_TYPES.length);
  });

  it('offers a platform admin the platform scope, and a content admin no choice', async () => {
    server = fakeServer({ 'GET /api/webhook-endpoints': () => list([]) });
    const user = userEvent.setup();
    const admin = renderPage('/developers/webhooks', 'super_admin');
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    expect(
      within(screen.getByLabelText('Whose events'))
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['own', 'platform']);
    admin.unmount();

    renderPage('/developers/webhooks', 'content_admin');
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    expect(screen.getByRole('form', { name: 'New webhook endpoint' })).toBeVisible();
    expect(screen.queryByLabelText('Whose events')).toBeNull();
  });

  it('edits an endpoint with its values and PUTs the whole endpoint', async () => {
    server = fakeServer({
      ...oneEndpoint(),
      'PUT /api/webhook-endpoints/3': (request) => ({
        status: 200,
        data: {
          success: true,
          message: 'Saved',
          data: { ...endpoint(3), ...(request.body as object) },
        },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Edit https://hooks.example.com/3' }),
    );
    const form = screen.getByRole('form', { name: 'Edit webhook endpoint' });
    expect(within(form).getByLabelText(/^URL/)).toHaveValue('https://hooks.example.com/3');
    expect(within(form).getByLabelText(/^URL/)).toHaveFocus();
    expect(within(form).getByRole('checkbox', { name: /booking\.created/ })).toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: /^Enabled/ }));
    await user.click(within(form).getByRole('button', { name: 'Save endpoint' }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Edit webhook endpoint' })).toBeNull(),
    );
    expect(server.requests('/api/webhook-endpoints/3')[0]?.body).toEqual({
      url: 'https://hooks.example.com/3',
      description: 'CRM sync',
      events: ['call.ended', 'booking.created'],
      enabled: false,
      scope: 'own',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the log with each status, its response on demand, and re-sends a delivery', async () => {
    server = fakeServer({
      ...oneEndpoint([
        delivery(12, {
          status: 'pending',
          attempts: 2,
          response_status: 503,
          response_body: null,
          error: 'Service Unavailable',
          delivered_at: null,
          next_attempt_at: '2026-03-05T10:21:00.000Z',
        }),
        delivery(11, {
          status: 'failed',
          attempts: 8,
          response_status: null,
          response_body: null,
          error: 'connect ECONNREFUSED',
          delivered_at: null,
        }),
        delivery(10),
      ]),
      'POST /api/webhook-deliveries/11/resend': () => ({
        status: 200,
        data: { success: true, message: 'Queued', data: delivery(11, { status: 'pending' }) },
      }),
    });
    const user = userEvent.setup();
    renderPage('/developers/webhooks?endpoint=3');
    const log = await screen.findByRole('list', {
      name: 'Deliveries to https://hooks.example.com/3',
    });
    const rows = within(log).getAllByRole('listitem');
    expect(
      rows.map((row) => within(row).getByText(/^(pending|failed|delivered)$/).textContent),
    ).toEqual(['pending', 'failed', 'delivered']);
    const [pending, failed, delivered] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(pending).toHaveTextContent('Event 512 · 2 attempts · Response 503');
    expect(failed).toHaveTextContent('Event 511 · 8 attempts · No response');
    expect(delivered).toHaveTextContent('Event 510 · 1 attempt · Response 200');

    // The answer is folded until opened; JSON is indented.
    const body = within(delivered).getByLabelText('Response body of call.ended event 510');
    expect(body).not.toBeVisible();
    await user.click(within(delivered).getByText('Request and response'));
    expect(body).toBeVisible();
    expect(body.textContent).toBe('{\n  "ok": true\n}');
    expect(
      within(delivered).getByLabelText('Request body of call.ended event 510').textContent,
    ).toContain('"call_id": "call-10"');
    await user.click(within(failed).getByText('Request and response'));
    expect(within(failed).getByText('connect ECONNREFUSED')).toBeVisible();

    const before = server.requests('/api/webhook-endpoints/3/deliveries').length;
    await user.click(within(failed).getByRole('button', { name: 'Re-send call.ended event 511' }));
    expect(await screen.findByText('Event 511 (call.ended) was queued again.')).toBeVisible();
    expect(server.calls).toContain('POST /api/webhook-deliveries/11/resend');
    // The log is read again at once, so the new attempt shows.
    await waitFor(() =>
      expect(server?.requests('/api/webhook-endpoints/3/deliveries').length).toBeGreaterThan(
        before,
      ),
    );
  });

  it('pages the log, keeping the endpoint and its page in the address', async () => {
    server = fakeServer({
      'GET /api/webhook-endpoints': () => list([endpoint(3)]),
      'GET /api/webhook-endpoints/3/deliveries': (request) =>
        request.params.per_page === 1
          ? deliveries([delivery(60)])
          : pagedReply(request.params.page === 2 ? [delivery(40)] : [delivery(60), delivery(59)], {
              current: Number(request.params.page),
              last: 2,
              perPage: 20,
              total: 21,
            }),
    });
    const user = userEvent.setup();
    renderPage('/developers/webhooks?endpoint=3');
    const log = await screen.findByRole('list', {
      name: 'Deliveries to https://hooks.example.com/3',
    });
    expect(within(log).getAllByRole('listitem')).toHaveLength(2);
    const pages = screen.getByRole('navigation', { name: 'Delivery pages' });
    await user.click(within(pages).getByRole('button', { name: '2' }));
    await waitFor(() => expect(screen.getByText(/^Event 540 /)).toBeVisible());
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/developers/webhooks?endpoint=3&page=2',
    );
    expect(
      server.requests('/api/webhook-endpoints/3/deliveries').map((r) => r.params),
    ).toContainEqual({ page: 2, per_page: 20 });
  });

  it('reads the open log again by itself, so a new delivery shows without a reload', async () => {
    let rows = [delivery(10)];
    server = fakeServer({
      'GET /api/webhook-endpoints': () => list([endpoint(3)]),
      'GET /api/webhook-endpoints/3/deliveries': () => deliveries(rows),
    });
    renderPage('/developers/webhooks?endpoint=3');
    const log = await screen.findByRole('list', {
      name: 'Deliveries to https://hooks.example.com/3',
    });
    expect(within(log).getAllByRole('listitem')).toHaveLength(1);
    rows = [delivery(13, { event_type: 'booking.created' }), delivery(10)];
    // DELIVERY_POLL_MS.idle is 10 s: wait for the next read.
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2), {
      timeout: 12_000,
    });
    expect(within(log).getByText('booking.created')).toBeVisible();
  }, 15_000);

  it('sends a test event and opens that endpoint’s log', async () => {
    server = fakeServer({
      ...oneEndpoint(),
      'POST /api/webhook-endpoints/3/test': () => ({
        status: 201,
        data: { success: true, message: 'Queued', data: delivery(20, { status: 'pending' }) },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', {
        name: 'Send test event to https://hooks.example.com/3',
      }),
    );
    expect(
      await screen.findByText(
        'A test call.ended event was queued for https://hooks.example.com/3.',
      ),
    ).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: 'Deliveries to https://hooks.example.com/3' }),
    ).toBeVisible();
  });

  it('deletes an endpoint only after the confirmation', async () => {
    server = fakeServer({
      ...oneEndpoint(),
      'DELETE /api/webhook-endpoints/3': () => ({
        status: 200,
        data: { success: true, message: 'Deleted' },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Delete https://hooks.example.com/3' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this endpoint?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.calls).not.toContain('DELETE /api/webhook-endpoints/3');
    await user.click(screen.getByRole('button', { name: 'Delete https://hooks.example.com/3' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this endpoint?' })).getByRole('button', {
        name: 'Delete endpoint',
      }),
    );
    expect(await screen.findByText('Endpoint https://hooks.example.com/3 deleted.')).toBeVisible();
    expect(server.calls).toContain('DELETE /api/webhook-endpoints/3');
  });

  it('rolls the signing secret after the confirmation and shows the new one once', async () => {
    server = fakeServer({
      ...oneEndpoint(),
      'POST /api/webhook-endpoints/3/secret': () => ({
        status: 200,
        data: {
          success: true,
          message: 'Rolled',
          data: {
            secret: SECRET,
            signature_header: 'X-Webhook-Signature',
            timestamp_header: 'X-Webhook-Timestamp',
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', {
        name: 'New secret for https://hooks.example.com/3',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Create new secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your signing secret' });
    expect(within(dialog).getByLabelText(/^Signing secret for/)).toHaveValue(SECRET);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(document.body.innerHTML).not.toContain(SECRET);
  });
});
