import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Assistant, AssistantFormPayload, Role, User } from '@voice/contracts';
import { useSession } from '@voice/session';
import { TestThemeProvider } from '@voice/ui/testing';
import {
  createTestQueryClient,
  fakeServer,
  QueryClientProvider,
  type Reply,
  type SeenRequest,
} from '@voice/api-client/testing';
import AssistantEditorPage from './assistant-editor-page';

const TEMPLATE = {
  system_prompt:
    'You answer calls for {{company_name}}, a {{company_industry}} company: {{company_services}}.',
  first_message: 'Hello from {{company_name}}!',
  end_call_message: 'Goodbye from {{company_name}}.',
};

const ok = (data: unknown, extra: object = {}): Reply => ({
  status: 200,
  data: { success: true, data, ...extra },
});
const fail = (status: number, data: object = {}): Reply => ({
  status,
  data: { success: false, ...data },
});

function signIn(role: Role, id = 3) {
  const user: User = {
    id,
    name: role === 'user' ? 'Uma User' : 'Ada Admin',
    email: `${role}@example.com`,
    role,
    phone: null,
    company: null,
    bio: null,
    profile_picture: null,
    reseller_name: null,
  };
  useSession.setState({ token: 'token-1', user });
}

function storedAssistant(overrides: Partial<Assistant> = {}): Assistant {
  return {
    id: 5,
    vapi_assistant_id: 'sandbox-5',
    name: 'Globex Assistant',
    type: 'production',
    phone_number: null,
    webhook_url: null,
    first_message_mode: 'assistant-speaks-first',
    first_message_interruptions_enabled: false,
    created_at: '2026-01-01T00:00:00Z',
    user: { name: 'Uma User' },
    creator: null,
    user_id: 8,
    vapi_data: {
      model: {
        provider: 'openai',
        model: 'gpt-4o',
        temperature: 1,
        maxTokens: 1000,
        topP: 1,
        frequencyPenalty: 0,
        presencePenalty: 0,
        stop: [],
        messages: [
          {
            role: 'system',
            content: 'Prompt of {{company_name}}',
            contentType: 'text',
            imageUrl: '',
          },
        ],
        tools: [],
      },
      voice: { provider: 'vapi', voiceId: 'Elliot', speed: 1 },
      transcriber: {
        provider: 'deepgram',
        language: 'en',
        model: 'nova-2',
        confidenceThreshold: 0.4,
        formatTurns: true,
        endOfTurnConfidenceThreshold: 0.7,
        minEndOfTurnSilenceWhenConfident: 160,
        wordFinalizationMaxWaitTime: 160,
        maxTurnSilence: 400,
        wordBoost: [],
        endUtteranceSilenceThreshold: 1.1,
        disablePartialTranscripts: false,
        fallbackPlan: null,
      },
      analysisPlan: {
        summary: true,
        summaryPrompt: 'Summarize',
        summaryTimeout: 10,
        minMessages: 2,
        successEvaluation: false,
        successEvaluationPrompt: 'Evaluate',
        successEvaluationTimeout: 10,
        checklist: [],
        structuredData: false,
        structuredDataPrompt: 'Extract',
        structuredDataTimeout: 10,
        dataSchema: [],
        sentiment: false,
        topics: false,
        entities: false,
        actionItems: false,
        followUps: false,
      },
      artifactPlan: { recording: false, transcript: false, summary: false, analysis: false },
      metadata: {
        company_name: 'Globex',
        industry: 'Energy',
        country: 'United States',
        services_products: 'Power',
      },
      firstMessage: 'Hi from {{company_name}}',
      firstMessageMode: 'assistant-speaks-first',
      firstMessageInterruptionsEnabled: false,
      endCallMessage: 'Bye',
    },
    ...overrides,
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

const BASES = ['/assistants', '/admin/assistants', '/super-admin/assistants'];

function renderEditor(path: string) {
  return render(
    <TestThemeProvider>
      <QueryClientProvider client={createTestQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {BASES.map((base) => (
              <Route
                key={`${base}-create`}
                path={`${base}/create`}
                element={<AssistantEditorPage />}
              />
            ))}
            {BASES.map((base) => (
              <Route
                key={`${base}-edit`}
                path={`${base}/:id/edit`}
                element={<AssistantEditorPage />}
              />
            ))}
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </TestThemeProvider>,
  );
}

/** The routes every editor needs: template, plan, and what the test adds or overrides. */
function serve(routes: Record<string, (request: SeenRequest) => Reply | Promise<Reply>> = {}) {
  return fakeServer({
    'GET /api/assistant-templates': () => ok(TEMPLATE),
    'GET /api/subscriptions/current': () =>
      ok({
        id: 1,
        status: 'active',
        package: { id: 2, name: 'Starter' },
        billing_interval: 'monthly',
      }),
    'GET /api/subscriptions/usage': () =>
      ok({
        assistants: { used: 1, limit: 3, remaining: 2 },
        minutes: {},
        subscription: { status: 'active', days_remaining: 20 },
        package: { name: 'Starter' },
      }),
    'GET /api/voices': () => ok([], { source: 'built-in' }),
    'GET /api/webhook-inbox': () => ok({ url: INBOX_URL, kept: 50, deliveries: [] }),
    ...routes,
  });
}

const INBOX_URL = `http://localhost:3000/api/webhook-inbox/${'t'.repeat(43)}`;

let server: ReturnType<typeof fakeServer> | null = null;

beforeEach(() => {
  signIn('user');
});

afterEach(() => {
  server?.restore();
  server = null;
  jest.useRealTimers();
  useSession.setState({ token: null, user: null });
});

const field = (id: string) => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no element #${id}`);
  return element as HTMLInputElement;
};

async function fillCompany(user: ReturnType<typeof userEvent.setup>) {
  const typeInto = async (element: HTMLElement, text: string) => {
    await user.click(element);
    await user.paste(text);
  };
  await typeInto(await screen.findByLabelText(/^Company Name/), 'Acme');
  await typeInto(screen.getByLabelText(/^Industry/), 'Dental');
  await typeInto(screen.getByLabelText(/^Services\/Products/), 'Cleaning');
}

const posts = () => server?.requests('/api/assistants').filter((r) => r.method === 'POST') ?? [];

describe('loading (spec 001 §6, §8)', () => {
  it('without a stored token says so and loads nothing', async () => {
    useSession.setState({ token: null, user: null });
    server = serve();
    renderEditor('/assistants/5/edit');
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in to access this assistant.');
    await act(async () => undefined);
    expect(server.calls).toEqual([]);
  });

  it.each([
    [fail(403), 'You do not have permission to access this assistant.'],
    [
      fail(404, { message: 'Not found' }),
      'Assistant not found. Please check the URL and try again.',
    ],
    [fail(500), 'Server error occurred. Please try again later.'],
    [fail(418, { message: 'I am a teapot' }), 'I am a teapot'],
    [fail(503), 'Failed to load assistant (Status: 503). Please try again.'],
  ])('shows the catalogue text and Try again loads it (%#)', async (reply, text) => {
    let replies = 0;
    server = serve({
      'GET /api/assistants/5': () => (replies++ === 0 ? reply : ok(storedAssistant())),
    });
    const user = userEvent.setup();
    renderEditor('/assistants/5/edit');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/^Agent Name/)).toHaveValue('Globex Assistant');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit Assistant');
  });

  it('fills the form; a user gets no user_id and no assignment section', async () => {
    server = serve({ 'GET /api/assistants/5': () => ok(storedAssistant()) });
    renderEditor('/assistants/5/edit');
    expect(await screen.findByLabelText(/^Company Name/)).toHaveValue('Globex');
    expect(screen.getByLabelText(/^First Message$/)).toHaveValue('Hi from {{company_name}}');
    expect(screen.getByTestId('preview-first-message')).toHaveTextContent('Hi from Globex');
    expect(screen.queryByRole('region', { name: 'User Assignment' })).toBeNull();
  });
});

describe('saving (spec 001 §4, §5, §8)', () => {
  it('sends nothing on a validation error and focuses the first failing field', async () => {
    server = serve();
    const user = userEvent.setup();
    renderEditor('/assistants/create');
    await screen.findByLabelText(/^Company Name/);
    await user.click(screen.getByRole('button', { name: 'Create Assistant' }));
    await waitFor(() => expect(document.activeElement).toBe(field('field-metadata-company_name')));
    expect(screen.getByText('Company Name is required')).toBeVisible();
    expect(screen.getByText('Industry is required')).toBeVisible();
    expect(screen.getByText('Services/Products is required')).toBeVisible();
    expect(screen.getByText('Agent Name is required')).toBeVisible();
    expect(posts()).toHaveLength(0);
  });

  it('switches to the tab of the first failing field and focuses it', async () => {
    server = serve();
    const user = userEvent.setup();
    renderEditor('/assistants/create');
    await fillCompany(user);
    await user.clear(field('field-model-messages-0-content'));
    await user.click(screen.getByRole('tab', { name: 'Transcriber' }));
    expect(field('field-model-messages-0-content')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create Assistant' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(field('field-model-messages-0-content')),
    );
    expect(screen.getByRole('tab', { name: 'Model' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('System Prompt is required')).toBeVisible();
    expect(posts()).toHaveLength(0);
  });

  it('creates with the placeholders replaced, then goes to the list after 2 seconds', async () => {
    jest.useFakeTimers();
    server = serve({
      'POST /api/assistants': () => ({
        status: 201,
        data: {
          success: true,
          message: 'Assistant created successfully!',
          data: storedAssistant(),
        },
      }),
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderEditor('/assistants/create');
    await fillCompany(user);
    expect(screen.getByLabelText(/^Agent Name/)).toHaveValue('Acme Assistant');
    await user.click(screen.getByRole('button', { name: 'Create Assistant' }));
    expect(await screen.findByText('Assistant created successfully!')).toBeVisible();
    const body = posts()[0]?.body as AssistantFormPayload;
    expect(body.name).toBe('Acme Assistant');
    expect(body.model.messages[0]?.content).toBe(
      'You answer calls for Acme, a Dental company: Cleaning.',
    );
    expect(body.firstMessage).toBe('Hello from Acme!');
    expect(body.endCallMessage).toBe('Goodbye from Acme.');
    // The webhook URL is preset to the user's demo receiver.
    expect(body.metadata.webhook_url).toBe(INBOX_URL);
    expect(body).not.toHaveProperty('user_id');
    act(() => {
      jest.advanceTimersByTime(1900);
    });
    expect(screen.queryByTestId('location')).toBeNull();
    act(() => {
      jest.advanceTimersByTime(100);
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/assistants$/);
  });

  it('maps field errors of a 422 onto their fields (joined) and focuses the first', async () => {
    server = serve({
      'POST /api/assistants': () =>
        fail(422, {
          message: 'The given data was invalid.',
          errors: {
            firstMessage: ['Too long', 'Has a bad word'],
            'metadata.industry': ['Unknown industry'],
          },
        }),
    });
    const user = userEvent.setup();
    renderEditor('/assistants/create');
    await fillCompany(user);
    await user.click(screen.getByRole('button', { name: 'Create Assistant' }));
    expect(await screen.findByText('Too long, Has a bad word')).toBeVisible();
    expect(screen.getByText('Unknown industry')).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(field('field-metadata-industry')));
    expect(screen.queryByText('The given data was invalid.')).toBeNull();
  });

  it.each([
    [
      fail(403, { message: 'You need an active subscription to create assistants.' }),
      'You need an active subscription to create assistants. Please subscribe to a plan to get started.',
    ],
    [
      fail(403, { message: 'You have reached your assistant limit.' }),
      'You have reached your assistant limit for your current subscription plan. Please upgrade your plan to create more assistants.',
    ],
    [fail(500, { message: 'SQL error' }), 'Server error occurred. Please try again later.'],
  ])('shows the save catalogue text (%#)', async (reply, text) => {
    server = serve({ 'POST /api/assistants': () => reply });
    const user = userEvent.setup();
    renderEditor('/assistants/create');
    await fillCompany(user);
    await user.click(screen.getByRole('button', { name: 'Create Assistant' }));
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create Assistant' })).toBeEnabled();
  });

  it('a super admin updates through the super-admin endpoint, as it is, and goes to its list', async () => {
    jest.useFakeTimers();
    signIn('admin', 1);
    server = serve({
      'GET /api/assistants/5': () => ok(storedAssistant()),
      'PUT /api/super-admin/assistants/5': () =>
        ok(storedAssistant(), { message: 'Assistant updated successfully!' }),
      'GET /api/super-admin/resellers': () => ok([{ id: 4, org_name: 'Northwind' }]),
      'GET /api/super-admin/assistants/users-for-assignment': () =>
        ok([
          {
            id: 8,
            name: 'Uma User',
            email: 'uma@example.com',
            reseller_id: 4,
            reseller_name: 'Northwind',
          },
        ]),
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderEditor('/super-admin/assistants/5/edit');
    const assignee = await screen.findByLabelText(/^Assign to User/);
    await waitFor(() => expect(assignee).toHaveValue('8'));
    await user.click(screen.getByRole('button', { name: 'Update Assistant' }));
    expect(await screen.findByText('Assistant updated successfully!')).toBeVisible();
    const put = server.requests('/api/super-admin/assistants/5')[0];
    const body = put?.body as AssistantFormPayload;
    expect(body.model.messages[0]?.content).toBe('Prompt of {{company_name}}');
    expect(body.firstMessage).toBe('Hi from {{company_name}}');
    expect(body.user_id).toBe(8);
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/super-admin/assistants');
  });

  it('an admin must pick a user; on create it is itself by default', async () => {
    signIn('reseller_admin', 11);
    server = serve({
      'GET /api/admin/users/for-assignment': () =>
        ok([
          { id: 8, name: 'Uma User', email: 'uma@example.com', reseller_id: 2, reseller_name: 'R' },
        ]),
      'POST /api/assistants': () =>
        ok(storedAssistant(), { message: 'Assistant created successfully!' }),
    });
    const user = userEvent.setup();
    renderEditor('/admin/assistants/create');
    const assignee = await screen.findByLabelText(/^Assign to User/);
    expect(assignee).toHaveValue('11');
    await user.selectOptions(assignee, '');
    await fillCompany(user);
    await user.click(screen.getByRole('button', { name: 'Create Assistant' }));
    await waitFor(() => expect(document.activeElement).toBe(field('field-user_id')));
    expect(screen.getByText('Please select a user to assign this assistant to')).toBeVisible();
    expect(posts()).toHaveLength(0);
    await user.selectOptions(assignee, '8');
    await user.click(screen.getByRole('button', { name: 'Create Assistant' }));
    expect(await screen.findByText('Assistant created successfully!')).toBeVisible();
    expect((posts()[0]?.body as AssistantFormPayload).user_id).toBe(8);
  });
});

describe('state rules (spec 001 §4)', () => {
  it('type → demo on create resets the texts from the template; the demo buttons fill them', async () => {
    server = serve();
    const user = userEvent.setup();
    renderEditor('/assistants/create');
    await fillCompany(user);
    const first = screen.getByLabelText(/^First Message$/);
    await user.selectOptions(screen.getByLabelText(/^Assistant Type/), 'production');
    expect(
      screen.queryByRole('button', { name: 'Replace with actual data: first message' }),
    ).toBeNull();
    await user.clear(first);
    await user.type(first, 'My own greeting');
    await user.selectOptions(screen.getByLabelText(/^Assistant Type/), 'demo');
    expect(first).toHaveValue(TEMPLATE.first_message);
    await user.click(
      screen.getByRole('button', { name: 'Replace with actual data: first message' }),
    );
    expect(first).toHaveValue('Hello from Acme!');
    await user.click(
      screen.getByRole('button', { name: 'Replace with templated data: first message' }),
    );
    expect(first).toHaveValue(TEMPLATE.first_message);
    expect(screen.getByTestId('preview-end-call-message')).toHaveTextContent('Goodbye from Acme.');
  });

  it('the interruptions checkbox shows only for the first two first-message modes', async () => {
    server = serve();
    const user = userEvent.setup();
    renderEditor('/assistants/create');
    const mode = await screen.findByLabelText(/^First Message Mode/);
    expect(screen.getByRole('checkbox', { name: /interrupt/ })).toBeVisible();
    await user.selectOptions(mode, 'assistant-waits-for-user');
    expect(screen.queryByRole('checkbox', { name: /interrupt/ })).toBeNull();
    await user.selectOptions(mode, 'assistant-speaks-first-with-model-generated-message');
    expect(screen.getByRole('checkbox', { name: /interrupt/ })).toBeVisible();
  });
});

describe('phone-number search', () => {
  const numbers = [
    { phone_number: '+14155550101', locality: 'San Francisco', region: 'CA' },
    { phone_number: '+14155550102', locality: null, region: 'CA' },
  ];

  it('searches by country and area code, picks one and sends it as selected_phone_number', async () => {
    server = serve({
      'GET /api/twilio/available-numbers': () => ok(numbers),
      'POST /api/assistants': () =>
        ok(storedAssistant(), { message: 'Assistant created successfully!' }),
    });
    const user = userEvent.setup();
    renderEditor('/assistants/create');
    await fillCompany(user);
    await user.type(screen.getByLabelText('Area Code'), '415');
    await user.click(screen.getByRole('button', { name: 'Search Numbers' }));
    await user.click(await screen.findByRole('radio', { name: '+14155550102 (CA)' }));
    // The field above the search shows the number picked.
    expect(screen.getByLabelText(/^Assistant Phone Number/)).toHaveValue('+14155550102');
    expect(server.requests('/api/twilio/available-numbers')[0]?.params).toEqual({
      country: 'United States',
      area_code: '415',
    });
    await user.click(screen.getByRole('button', { name: 'Create Assistant' }));
    await screen.findByText('Assistant created successfully!');
    expect((posts()[0]?.body as AssistantFormPayload).selected_phone_number).toBe('+14155550102');
  });

  it('refuses a bad area code without a call; changing the country clears numbers and selection', async () => {
    server = serve({ 'GET /api/twilio/available-numbers': () => ok(numbers) });
    const user = userEvent.setup();
    renderEditor('/assistants/create');
    await user.type(await screen.findByLabelText('Area Code'), '4a');
    await user.click(screen.getByRole('button', { name: 'Search Numbers' }));
    expect(screen.getByText('Area code can only contain digits')).toBeVisible();
    expect(server.requests('/api/twilio/available-numbers')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Area Code'));
    await user.click(screen.getByRole('button', { name: 'Search Numbers' }));
    await user.click(await screen.findByRole('radio', { name: /\+14155550101/ }));
    expect(screen.getByText('Selected number: +14155550101')).toBeVisible();
    expect(screen.getByLabelText(/^Assistant Phone Number/)).toHaveValue('+14155550101');
    await user.selectOptions(screen.getByLabelText(/^Country/), 'Canada');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByText(/Selected number/)).toBeNull();
    expect(screen.getByLabelText(/^Assistant Phone Number/)).toHaveValue('');
  });

  it('a failure shows an alert titled Error', async () => {
    server = serve({
      'GET /api/twilio/available-numbers': () => fail(502, { message: 'Twilio down' }),
    });
    const user = userEvent.setup();
    renderEditor('/assistants/create');
    await user.click(await screen.findByRole('button', { name: 'Search Numbers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('Failed to load available phone numbers')).toBeVisible();
  });
});

describe('header and banner', () => {
  it('shows a user without a plan the subscription banner and no quota figures', async () => {
    server = serve({
      'GET /api/subscriptions/current': () => ok(null),
      'GET /api/subscriptions/usage': () => fail(404, { message: 'No active subscription' }),
    });
    renderEditor('/assistants/create');
    expect(await screen.findByRole('link', { name: 'View plans' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(field('assistant-plan-banner')).toHaveTextContent(
      'You need an active subscription to create assistants.',
    );
    expect(await screen.findByTestId('assistant-quota')).toHaveTextContent(
      'No active subscription',
    );
  });

  it("Back without history goes to the role's list", async () => {
    signIn('reseller_admin', 11);
    server = serve({ 'GET /api/admin/users/for-assignment': () => ok([]) });
    const user = userEvent.setup();
    renderEditor('/admin/assistants/create');
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/assistants');
  });

  it('says before the form that a plan with no assistant left cannot create one, and disables Create', async () => {
    server = serve({
      'GET /api/subscriptions/usage': () =>
        ok({
          assistants: { used: 3, limit: 3, remaining: 0 },
          minutes: {},
          subscription: { status: 'active', days_remaining: 20 },
          package: { name: 'Starter' },
        }),
    });
    renderEditor('/assistants/create');
    expect(await screen.findByRole('link', { name: 'Upgrade plan' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    const banner = field('assistant-plan-banner');
    expect(banner).toHaveTextContent(
      'You have reached your assistant limit for your current subscription plan. Please upgrade your plan to create more assistants.',
    );
    // The banner comes before the form in the page's order.
    const form = screen.getByRole('form', { name: 'Assistant' });
    expect(banner.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const create = screen.getByRole('button', { name: 'Create Assistant' });
    expect(create).toBeDisabled();
    expect(create).toHaveAttribute('aria-describedby', 'assistant-plan-banner');
  });

  it('shows a regular user the quota on create', async () => {
    server = serve();
    renderEditor('/assistants/create');
    expect(await screen.findByTestId('assistant-quota')).toHaveTextContent(
      'Plan: Starter (Active) · Assistants used: 1 of 3 · Remaining: 2',
    );
  });
});

describe('test call and signing secret', () => {
  it('a saved assistant offers a test call in the header, linked to its call, and a signing secret', async () => {
    server = serve({
      'GET /api/assistants/sandbox-5': () => ok(storedAssistant()),
      'POST /api/assistants/5/test-call': () =>
        ok({ call_id: 'sandbox-call-7' }, { message: 'Test call placed' }),
    });
    const user = userEvent.setup();
    // The route names the assistant by its voice-platform id: the actions use the numeric one.
    renderEditor('/assistants/sandbox-5/edit');
    await user.click(await screen.findByRole('button', { name: 'Place a test call' }));
    expect(await screen.findByText('Test call placed')).toBeInTheDocument();
    expect(server.calls).toContain('POST /api/assistants/5/test-call');
    await user.click(screen.getByRole('link', { name: 'View call' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/call-logs/sandbox-call-7');
  });

  it("a saved assistant with a number offers 'Call a number' in the header", async () => {
    server = serve({
      'GET /api/assistants/5': () => ok(storedAssistant({ phone_number: '+12125550123' })),
    });
    const user = userEvent.setup();
    renderEditor('/assistants/5/edit');
    await user.click(
      await screen.findByRole('button', { name: 'Call a number with Globex Assistant' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Call a number with Globex Assistant',
    });
    expect(dialog).toHaveTextContent('+12125550123');
  });

  it("a saved assistant without a number offers no 'Call a number'", async () => {
    server = serve({ 'GET /api/assistants/5': () => ok(storedAssistant()) });
    renderEditor('/assistants/5/edit');
    expect(await screen.findByRole('button', { name: 'Place a test call' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Call a number/ })).not.toBeInTheDocument();
  });

  it('a saved assistant creates its signing secret from the webhook section', async () => {
    server = serve({
      'GET /api/assistants/5': () => ok(storedAssistant()),
      'POST /api/assistants/5/webhook-secret': () =>
        ok({
          secret: 'secret-of-5',
          signature_header: 'x-webhook-signature',
          timestamp_header: 'x-webhook-timestamp',
        }),
    });
    const user = userEvent.setup();
    renderEditor('/assistants/5/edit');
    const section = await screen.findByRole('region', { name: 'Webhook Configuration' });
    await user.click(within(section).getByRole('button', { name: 'Create new signing secret' }));
    await user.click(screen.getByRole('button', { name: 'Create new secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your new signing secret' });
    expect(within(dialog).getByRole('textbox', { name: 'Signing secret' })).toHaveValue(
      'secret-of-5',
    );
    // Nothing was saved: the secret has its own endpoint.
    expect(server.calls.filter((c) => c.startsWith('PUT '))).toEqual([]);
  });

  it('a new assistant has neither: the section asks to save first', async () => {
    server = serve();
    renderEditor('/assistants/create');
    const section = await screen.findByRole('region', { name: 'Webhook Configuration' });
    expect(section).toHaveTextContent('Save the assistant to create a signing secret');
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place a test call' })).not.toBeInTheDocument();
  });
});

describe('the preset webhook URL (spec 001: a demo automation endpoint)', () => {
  it('fills a new assistant with the demo receiver and links to its deliveries', async () => {
    server = serve();
    renderEditor('/assistants/create');
    const url = await screen.findByLabelText(/^Webhook URL/);
    expect(url).toHaveValue(INBOX_URL);
    expect(screen.getByRole('link', { name: 'View deliveries' })).toHaveAttribute(
      'href',
      '/webhook-inbox',
    );
  });

  it('starts empty when the demo receiver cannot be loaded', async () => {
    server = serve({ 'GET /api/webhook-inbox': () => fail(500, { message: 'Server Error' }) });
    renderEditor('/assistants/create');
    expect(await screen.findByLabelText(/^Webhook URL/)).toHaveValue('');
  });

  it('keeps an existing assistant’s webhook URL as stored', async () => {
    server = serve({ 'GET /api/assistants/5': () => ok(storedAssistant()) });
    renderEditor('/assistants/5/edit');
    expect(await screen.findByLabelText(/^Webhook URL/)).toHaveValue('');
    expect(server.requests('/api/webhook-inbox')).toHaveLength(0);
  });
});

describe('the knowledge base section', () => {
  it('a saved assistant lists its sources, outside the assistant form: adding one saves nothing else', async () => {
    server = serve({
      'GET /api/assistants/sandbox-5': () => ok(storedAssistant()),
      'GET /api/assistants/5/knowledge': () =>
        ok({
          sources: [],
          limits: {
            max_sources: 20,
            max_file_bytes: 10 * 1024 * 1024,
            max_total_bytes: 50 * 1024 * 1024,
            used_bytes: 0,
          },
        }),
      'POST /api/assistants/5/knowledge/texts': () => ({
        status: 201,
        data: {
          success: true,
          data: {
            id: 1,
            kind: 'text',
            name: 'Parking?',
            status: 'ready',
            error: null,
            size_bytes: 30,
            chunk_count: 1,
            refreshed_at: null,
            created_at: '2026-11-28T10:00:00.000Z',
          },
        },
      }),
    });
    const user = userEvent.setup();
    // The route names the assistant by its voice-platform id: the knowledge base uses the numeric one.
    renderEditor('/assistants/sandbox-5/edit');
    const section = await screen.findByRole('region', { name: 'Knowledge Base' });
    expect(screen.getByRole('form', { name: 'Assistant' })).not.toContainElement(section);
    expect(await within(section).findByText('No sources yet')).toBeInTheDocument();

    await user.click(within(section).getByRole('tab', { name: 'Q&A entry' }));
    await user.type(within(section).getByRole('textbox', { name: /Question/ }), 'Parking?');
    await user.type(within(section).getByRole('textbox', { name: /Answer/ }), 'Free, behind us.');
    await user.click(within(section).getByRole('button', { name: 'Add entry' }));
    expect(await within(section).findByText('The Q&A entry was added.')).toBeInTheDocument();
    expect(server.calls.filter((c) => /^(PUT|POST) \/api\/assistants(\/\d+)?$/.test(c))).toEqual(
      [],
    );
  });

  it('a new assistant gets sources after its first save', async () => {
    server = serve();
    renderEditor('/assistants/create');
    const section = await screen.findByRole('region', { name: 'Knowledge Base' });
    expect(section).toHaveTextContent('once the assistant is saved for the first time');
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(server.calls.some((c) => c.includes('/knowledge'))).toBe(false);
  });
});
