import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, type Reply } from '@voice/api-client/testing';
import { useSession } from '@voice/session';
import { callDetail, callRow, delivery, page, renderCallLogs, signIn } from './test-support';

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
const section = (name: string) => screen.getByRole('region', { name });

describe('CallLogPage (/call-logs/:callId)', () => {
  it('shows the call’s overview, recording, conversation, analysis and costs', async () => {
    server = fakeServer({ 'GET /api/call-logs/call-1': () => ok(callDetail()) });
    renderCallLogs('/call-logs/call-1');

    expect(screen.getByRole('heading', { level: 1, name: 'Call Details' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading call...');
    const overview = await screen.findByRole('region', { name: 'Overview' });
    expect(server.requests('/api/call-logs/call-1')[0]?.headers).toEqual(
      expect.objectContaining({ Authorization: 'Bearer user-token' }),
    );
    expect(within(overview).getByText('completed')).toHaveAttribute('data-tone', 'success');
    // Talk time as it was, billed minutes as plans count them (125 s: 3 started minutes).
    expect(overview).toHaveTextContent('Talk time2:05');
    expect(overview).toHaveTextContent('Billed minutes3');
    expect(overview).toHaveTextContent('Cost$0.0734');
    expect(overview).toHaveTextContent('Customer number+15550200001');
    expect(overview).toHaveTextContent('Assistant number+15550100001');
    expect(overview).toHaveTextContent('Ended reasonCustomer ended call');
    expect(overview.querySelectorAll('time')).toHaveLength(2);
    expect(overview).not.toHaveTextContent('Owner');

    const recording = section('Recording');
    const audio = recording.querySelector('audio');
    expect(audio).toHaveAttribute('src', 'https://storage.example.com/recordings/call-1.wav');
    expect(audio).toHaveAttribute('controls');
    expect(within(recording).getByRole('link', { name: 'Download recording' })).toHaveAttribute(
      'href',
      'https://storage.example.com/recordings/call-1.wav',
    );

    const bubbles = within(screen.getByRole('list', { name: 'Conversation' })).getAllByRole(
      'listitem',
    );
    // The system prompt is not part of the conversation.
    expect(bubbles).toHaveLength(3);
    expect(bubbles.map((b) => b.getAttribute('data-side'))).toEqual([
      'assistant',
      'caller',
      'assistant',
    ]);
    expect(bubbles[0]).toHaveTextContent('Assistant0:01Hello, Acme Dental, how can I help?');
    expect(bubbles[1]).toHaveTextContent('Caller0:04I need an appointment on Friday.');
    expect(bubbles[2]).toHaveTextContent('Assistant1:05Friday at 10 is free.');
    expect(screen.queryByText(/You are the receptionist/)).not.toBeInTheDocument();

    const analysis = section('Analysis');
    expect(analysis).toHaveTextContent('The caller booked an appointment for Friday at 10.');
    expect(analysis).toHaveTextContent('Success evaluationtrue');
    expect(within(analysis).getByRole('region', { name: 'Structured data' }).textContent).toBe(
      JSON.stringify({ appointment_day: 'Friday', new_patient: true }, null, 2),
    );

    const costs = within(section('Cost breakdown')).getAllByRole('row');
    expect(costs.map((row) => row.textContent)).toEqual([
      'ItemAmount',
      'Transcription$0.01',
      'Model$0.0234',
      'Voice$0.02',
      // Vapi's own fee, under what it is: a reseller's customer never reads the provider's name.
      'Platform$0.005',
      'Model prompt tokens1,520',
      'Analysis › Summary$0.002',
      'Total$0.0734',
    ]);
    expect(section('Cost breakdown')).not.toHaveTextContent(/vapi/i);
    expect(screen.getByRole('link', { name: /Back to Call Logs/ })).toHaveAttribute(
      'href',
      '/call-logs',
    );
  });

  it('shows each webhook delivery with its status, URL, next retry and attempts', async () => {
    server = fakeServer({
      'GET /api/call-logs/call-1': () =>
        ok(
          callDetail({
            webhook_deliveries: [
              delivery(),
              delivery({
                id: 42,
                status: 'delivered',
                attempts: 1,
                next_attempt_at: null,
                delivered_at: '2026-03-05T10:17:07.000Z',
                last_status_code: 200,
                last_error: null,
                attempt_log: [
                  {
                    attempt: 1,
                    started_at: '2026-03-05T10:17:06.500Z',
                    duration_ms: 45,
                    status_code: 200,
                    error: null,
                  },
                ],
              }),
            ],
          }),
        ),
    });
    renderCallLogs('/call-logs/call-1');
    const webhooks = await screen.findByRole('region', { name: 'Webhook forwarding' });
    const [pending, delivered] = within(webhooks).getAllByRole('article');

    const first = pending as HTMLElement;
    expect(within(first).getByText('pending')).toHaveAttribute('data-tone', 'warning');
    expect(first).toHaveTextContent('https://hooks.example.com/calls');
    expect(first).toHaveTextContent('Attempts2');
    expect(first).toHaveTextContent('Next retry');
    expect(first.querySelector('dd time')).toHaveAttribute('datetime', '2026-03-05T10:21:00.000Z');
    const attempts = within(
      within(first).getByRole('table', { name: 'Attempts of delivery 1' }),
    ).getAllByRole('row');
    expect(attempts).toHaveLength(3);
    expect(attempts[1]).toHaveTextContent('No answer');
    expect(attempts[1]).toHaveTextContent('connect ECONNREFUSED');
    expect(attempts[1]).toHaveTextContent('120 ms');
    expect(attempts[2]).toHaveTextContent('503');
    expect(attempts[2]).toHaveTextContent('Service Unavailable');

    const second = delivered as HTMLElement;
    expect(within(second).getByText('delivered')).toHaveAttribute('data-tone', 'success');
    expect(second).toHaveTextContent('Delivered');
    expect(second).not.toHaveTextContent('Next retry');
  });

  it('falls back to the plain transcript and says what is missing', async () => {
    server = fakeServer({
      'GET /api/call-logs/call-7': () =>
        ok(
          callDetail({
            call_id: 'call-7',
            messages: [],
            recording_url: null,
            summary: null,
            success_evaluation: null,
            structured_data: null,
            cost_breakdown: null,
            webhook_deliveries: [],
          }),
        ),
    });
    renderCallLogs('/call-logs/call-7');
    const transcript = await screen.findByRole('region', { name: 'Transcript' });
    expect(transcript).toHaveTextContent('AI: Hello, Acme Dental.');
    expect(transcript).toHaveTextContent('User: I need an appointment.');
    expect(screen.queryByRole('list', { name: 'Conversation' })).not.toBeInTheDocument();
    expect(section('Recording')).toHaveTextContent('No recording');
    expect(section('Recording').querySelector('audio')).toBeNull();
    expect(section('Analysis')).toHaveTextContent('No summary');
    expect(section('Analysis')).toHaveTextContent('No structured data');
    expect(section('Cost breakdown')).toHaveTextContent('No breakdown reported. Total: $0.0734');
    expect(section('Webhook forwarding')).toHaveTextContent(
      'No report was forwarded for this call.',
    );
  });

  it('never plays or links a recording URL that is not a web address', async () => {
    server = fakeServer({
      'GET /api/call-logs/call-1': () => ok(callDetail({ recording_url: 'javascript:alert(1)' })),
    });
    renderCallLogs('/call-logs/call-1');
    const recording = await screen.findByRole('region', { name: 'Recording' });
    expect(recording).toHaveTextContent('No recording');
    expect(within(recording).queryByRole('link')).not.toBeInTheDocument();
  });

  it("says 'Call not found' on a 404, with the way back", async () => {
    server = fakeServer({
      'GET /api/call-logs/other-users-call': () => ({
        status: 404,
        data: { success: false, message: 'Call not found' },
      }),
    });
    renderCallLogs('/call-logs/other-users-call');
    expect(await screen.findByRole('heading', { name: 'Call not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Call Logs/ })).toHaveAttribute(
      'href',
      '/call-logs',
    );
    expect(screen.queryByRole('region', { name: 'Overview' })).not.toBeInTheDocument();
  });

  it("shows 'Error: …' on other failures and loads again on Try again", async () => {
    const user = userEvent.setup();
    let fail = true;
    server = fakeServer({
      'GET /api/call-logs/call-1': () =>
        fail ? { status: 500, data: { message: 'Database unavailable' } } : ok(callDetail()),
    });
    renderCallLogs('/call-logs/call-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database unavailable');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Overview' })).toBeInTheDocument();
  });

  it('asks the server for the call id as one path segment', async () => {
    server = fakeServer({
      'GET /api/call-logs/a%2Fb%20c': () => ok(callDetail({ call_id: 'a/b c' })),
    });
    renderCallLogs('/call-logs/a%2Fb%20c');
    expect(await screen.findByRole('region', { name: 'Overview' })).toHaveTextContent('a/b c');
  });
});

describe('CallLogPage (/admin/call-logs/:callId)', () => {
  it('reads the admin endpoint and shows the owner and tenant to platform admins', async () => {
    signIn('super_admin');
    server = fakeServer({
      'GET /api/admin/call-logs/call-1': () =>
        ok(
          callDetail({
            user_name: 'Owen Owner',
            user_email: 'owen@example.com',
            reseller_name: 'Acme Voice',
          }),
        ),
    });
    renderCallLogs('/admin/call-logs/call-1');
    const overview = await screen.findByRole('region', { name: 'Overview' });
    expect(overview).toHaveTextContent('OwnerOwen Owner (owen@example.com)');
    expect(overview).toHaveTextContent('TenantAcme Voice');
    expect(server.calls).toEqual(['GET /api/admin/call-logs/call-1']);
    expect(screen.getByRole('link', { name: /Back to Call Logs/ })).toHaveAttribute(
      'href',
      '/admin/call-logs',
    );
  });
});

describe('from the list to a call and back', () => {
  it('opens the call from its row and returns to the same filters and page', async () => {
    const user = userEvent.setup();
    server = fakeServer({
      'GET /api/assistants': () => ({ status: 200, data: { success: true, data: [] } }),
      'GET /api/call-logs': () => page([callRow(1)], 2, 2, 21),
      'GET /api/call-logs/call-1': () => ok(callDetail()),
    });
    renderCallLogs('/call-logs?status=completed&page=2');
    await user.click(await screen.findByRole('link', { name: /View the call/ }));
    expect(await screen.findByRole('region', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/call-logs/call-1');

    await user.click(screen.getByRole('link', { name: /Back to Call Logs/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/call-logs?status=completed&page=2',
      ),
    );
    expect(await screen.findByRole('table', { name: 'Calls' })).toBeInTheDocument();
  });
});
