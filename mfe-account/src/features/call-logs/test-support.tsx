// Test fixtures of the call-log screens' tests (not part of the app).
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { CallLogDetail, CallLogListItem, Role, WebhookDelivery } from '@voice/contracts';
import { pagedReply, queryWrapper, type Reply } from '@voice/api-client/testing';
import { useSession } from '@voice/session';
import { TestThemeProvider } from '@voice/ui/testing';
import CallLogPage from './call-log-page';
import CallLogsPage from './call-logs-page';

export function callRow(n: number, overrides: Partial<CallLogListItem> = {}): CallLogListItem {
  return {
    id: n,
    call_id: `call-${n}`,
    status: 'completed',
    assistant_id: 3,
    assistant_name: 'Front Desk',
    phone_number: '+15550100001',
    customer_number: `+1555020${String(n).padStart(4, '0')}`,
    direction: 'inbound',
    start_time: '2026-03-05T10:15:00.000Z',
    end_time: '2026-03-05T10:17:05.000Z',
    duration: 125,
    billed_minutes: 3,
    cost: 0.0734,
    ended_reason: 'customer-ended-call',
    transferred_to: null,
    transferred_to_description: null,
    ...overrides,
  };
}

export function delivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: 41,
    event: 'end-of-call-report',
    url: 'https://hooks.example.com/calls',
    status: 'pending',
    attempts: 2,
    next_attempt_at: '2026-03-05T10:21:00.000Z',
    delivered_at: null,
    last_status_code: 503,
    last_error: 'Service Unavailable',
    created_at: '2026-03-05T10:17:06.000Z',
    attempt_log: [
      {
        attempt: 1,
        started_at: '2026-03-05T10:17:06.000Z',
        duration_ms: 120,
        status_code: null,
        error: 'connect ECONNREFUSED',
      },
      {
        attempt: 2,
        started_at: '2026-03-05T10:18:06.000Z',
        duration_ms: 87,
        status_code: 503,
        error: 'Service Unavailable',
      },
    ],
    ...overrides,
  };
}

export function callDetail(overrides: Partial<CallLogDetail> = {}): CallLogDetail {
  return {
    ...callRow(1),
    provider_status: 'ended',
    transcript: 'AI: Hello, Acme Dental.\nUser: I need an appointment.',
    messages: [
      { role: 'system', message: 'You are the receptionist of Acme Dental.', secondsFromStart: 0 },
      { role: 'bot', message: 'Hello, Acme Dental, how can I help?', secondsFromStart: 0.5 },
      { role: 'user', message: 'I need an appointment on Friday.', secondsFromStart: 4.2 },
      {
        role: 'assistant',
        message: 'Friday at 10 is free. Shall I book it?',
        secondsFromStart: 65,
      },
    ],
    recording_url: 'https://storage.example.com/recordings/call-1.wav',
    summary: 'The caller booked an appointment for Friday at 10.',
    success_evaluation: 'true',
    structured_data: { appointment_day: 'Friday', new_patient: true },
    cost_breakdown: {
      stt: 0.01,
      llm: 0.0234,
      tts: 0.02,
      vapi: 0.005,
      total: 0.0734,
      llmPromptTokens: 1520,
      analysisCostBreakdown: { summary: 0.002 },
    },
    webhook_deliveries: [delivery()],
    tool_calls: [],
    ...overrides,
  };
}

export function page(rows: CallLogListItem[], current = 1, last = 1, total = rows.length): Reply {
  return pagedReply(rows, { current, last, perPage: 20, total });
}

export function signIn(role: Role = 'user') {
  useSession.setState({
    token: `${role}-token`,
    user: {
      id: 7,
      name: 'Jane',
      email: 'jane@example.com',
      role,
      phone: null,
      company: null,
      bio: null,
      profile_picture: null,
      reseller_name: null,
    },
    intendedUrl: null,
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** The four call-log routes as the remote declares them, at `path`, with the address shown. */
export function renderCallLogs(path: string) {
  const Wrapper = queryWrapper();
  return render(
    <TestThemeProvider>
      <Wrapper>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/call-logs" element={<CallLogsPage />} />
            <Route path="/call-logs/:callId" element={<CallLogPage />} />
            <Route path="/admin/call-logs" element={<CallLogsPage />} />
            <Route path="/admin/call-logs/:callId" element={<CallLogPage />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </Wrapper>
    </TestThemeProvider>,
  );
}
