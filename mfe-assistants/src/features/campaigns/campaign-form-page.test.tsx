import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, pagedReply } from '@voice/api-client/testing';
import { CAMPAIGN_MESSAGES } from '@voice/contracts/schemas';
import { useSession } from '@voice/session';
import { i18n } from '@voice/ui/core';
import CampaignFormPage, { CONSENT_LABEL } from './campaign-form-page';
import { signIn } from '../assistant-list/test-support';
import { campaign, ok, renderAt, subscriptionWithCap } from './test-support';

const assistants = () =>
  pagedReply(
    [
      { id: 3, name: 'Front desk', phone_number: '+14155550100' },
      { id: 4, name: 'No number', phone_number: null },
    ],
    { perPage: 100 },
  );

let server: ReturnType<typeof fakeServer> | null = null;
afterEach(() => {
  server?.restore();
  server = null;
  useSession.getState().clear();
});

/** POST /api/campaigns: draft 9 created. */
const created = () => ({
  status: 201,
  data: { success: true, message: 'Campaign created.', data: campaign(9) },
});

const posts = () => server?.requests('/api/campaigns').filter((r) => r.method === 'POST') ?? [];

describe('campaign form', () => {
  it("refuses what the contracts' schema refuses, in its words, and sends nothing", async () => {
    const user = userEvent.setup();
    server = fakeServer({ 'GET /api/assistants': assistants });
    renderAt(<CampaignFormPage />, '/campaigns/new', '/campaigns/new');
    await user.click(await screen.findByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText(CAMPAIGN_MESSAGES.nameRequired)).toBeVisible();
    expect(screen.getByText(CAMPAIGN_MESSAGES.assistantRequired)).toBeVisible();
    expect(screen.getByText(CAMPAIGN_MESSAGES.consent)).toBeVisible();
    // Calling hours that end before they start.
    const monday = screen.getByRole('group', { name: 'Monday' });
    const to = within(monday).getByLabelText('Monday to');
    await user.clear(to);
    await user.type(to, '08:00');
    await user.clear(screen.getByLabelText(/Calls at once/));
    await user.type(screen.getByLabelText(/Calls at once/), '0');
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(await within(monday).findByText(CAMPAIGN_MESSAGES.windowOrder)).toBeVisible();
    expect(screen.getByText(CAMPAIGN_MESSAGES.maxConcurrent)).toBeVisible();
    expect(posts()).toHaveLength(0);
  });

  it('creates a draft with the consent and opens it', async () => {
    const user = userEvent.setup();
    server = fakeServer({
      'GET /api/assistants': assistants,
      'POST /api/campaigns': created,
    });
    renderAt(<CampaignFormPage />, '/campaigns/new', '/campaigns/new');
    await user.type(await screen.findByLabelText(/^Name/), 'Reminders');
    await user.selectOptions(screen.getByLabelText(/^Assistant/), 'Front desk');
    expect(screen.getByLabelText(/Caller number/)).toHaveDisplayValue(
      '+14155550100 (the assistant’s number)',
    );
    await user.clear(screen.getByLabelText(/^Time zone/));
    await user.type(screen.getByLabelText(/^Time zone/), 'Europe/Paris');
    // Saturday on, 10:00–14:00; Friday off.
    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    const saturday = screen.getByRole('group', { name: 'Saturday' });
    await user.clear(within(saturday).getByLabelText('Saturday from'));
    await user.type(within(saturday).getByLabelText('Saturday from'), '10:00');
    await user.clear(within(saturday).getByLabelText('Saturday to'));
    await user.type(within(saturday).getByLabelText('Saturday to'), '14:00');
    await user.click(screen.getByRole('checkbox', { name: 'Friday' }));
    await user.click(screen.getByRole('checkbox', { name: 'Voicemail' }));
    await user.click(screen.getByRole('checkbox', { name: i18n._(CONSENT_LABEL) }));
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/campaigns/9'));
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.body).toEqual({
      name: 'Reminders',
      assistant_id: 3,
      phone_number_id: null,
      starts_at: null,
      ends_at: null,
      time_zone: 'Europe/Paris',
      calling_window: {
        mon: { start: '09:00', end: '17:00' },
        tue: { start: '09:00', end: '17:00' },
        wed: { start: '09:00', end: '17:00' },
        thu: { start: '09:00', end: '17:00' },
        fri: null,
        sat: { start: '10:00', end: '14:00' },
        sun: null,
      },
      max_concurrent: 1,
      retry_count: 2,
      retry_spacing_minutes: 60,
      retry_on: ['no_answer', 'busy'],
      consent: true,
    });
  });

  it("shows the server's refusal of calls at once (the plan's cap) on that field", async () => {
    const user = userEvent.setup();
    const message = 'Your plan allows 5 calls at once per campaign.';
    server = fakeServer({
      'GET /api/assistants': assistants,
      'POST /api/campaigns': () => ({
        status: 422,
        data: { success: false, message, errors: { max_concurrent: [message] } },
      }),
    });
    renderAt(<CampaignFormPage />, '/campaigns/new', '/campaigns/new');
    await user.type(await screen.findByLabelText(/^Name/), 'Big');
    await user.selectOptions(screen.getByLabelText(/^Assistant/), 'Front desk');
    await user.clear(screen.getByLabelText(/Calls at once/));
    await user.type(screen.getByLabelText(/Calls at once/), '20');
    await user.click(screen.getByRole('checkbox', { name: i18n._(CONSENT_LABEL) }));
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    const field = screen.getByLabelText(/Calls at once/);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById('campaign-concurrent-error')).toHaveTextContent(message);
  });

  it('edits a draft with PUT and without asking for the consent again', async () => {
    const user = userEvent.setup();
    server = fakeServer({
      'GET /api/assistants': assistants,
      'GET /api/campaigns/9': () => ok(campaign(9)),
      'PUT /api/campaigns/9': () => ok(campaign(9, { name: 'Renamed' }), 'Campaign saved.'),
    });
    renderAt(<CampaignFormPage />, '/campaigns/:id/edit', '/campaigns/9/edit');
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue('Reminders 9');
    expect(screen.queryByRole('checkbox', { name: i18n._(CONSENT_LABEL) })).not.toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save campaign' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/campaigns/9'));
    const put = server.requests('/api/campaigns/9').find((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({ name: 'Renamed', assistant_id: 3, max_concurrent: 2 });
    expect(put?.body).not.toHaveProperty('consent');
  });

  it("offers each of the assistant's numbers as the caller number and sends the one chosen", async () => {
    const user = userEvent.setup();
    server = fakeServer({
      'GET /api/assistants': assistants,
      'GET /api/assistants/3/phone-numbers': () =>
        ok([
          { id: 11, phone_number: '+14155550100', label: null },
          { id: 12, phone_number: '+14155550177', label: 'San Francisco, CA' },
        ]),
      'POST /api/campaigns': created,
    });
    renderAt(<CampaignFormPage />, '/campaigns/new', '/campaigns/new');
    await user.type(await screen.findByLabelText(/^Name/), 'Reminders');
    await user.selectOptions(screen.getByLabelText(/^Assistant/), 'Front desk');
    const number = screen.getByLabelText(/Caller number/);
    await within(number).findByRole('option', { name: '+14155550177 (San Francisco, CA)' });
    expect(
      within(number)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['+14155550100 (the assistant’s number)', '+14155550177 (San Francisco, CA)']);
    await user.selectOptions(number, '+14155550177 (San Francisco, CA)');
    await user.click(screen.getByRole('checkbox', { name: i18n._(CONSENT_LABEL) }));
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toMatchObject({ assistant_id: 3, phone_number_id: 12 });
  });

  it("shows a client's plan cap by calls at once and refuses more before sending", async () => {
    const user = userEvent.setup();
    signIn('user');
    server = fakeServer({
      'GET /api/assistants': assistants,
      'GET /api/subscriptions/current': () => subscriptionWithCap(5),
    });
    renderAt(<CampaignFormPage />, '/campaigns/new', '/campaigns/new');
    const cap = 'Your plan allows 5 calls at once per campaign.';
    expect(await screen.findByText(cap)).toBeVisible();
    const field = screen.getByLabelText(/Calls at once/);
    expect(field).toHaveAttribute('max', '5');
    await user.type(screen.getByLabelText(/^Name/), 'Big');
    await user.selectOptions(screen.getByLabelText(/^Assistant/), 'Front desk');
    await user.clear(field);
    await user.type(field, '6');
    await user.click(screen.getByRole('checkbox', { name: i18n._(CONSENT_LABEL) }));
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById('campaign-concurrent-error')).toHaveTextContent(cap);
    expect(posts()).toHaveLength(0);
  });

  it('names no cap for an administrator, whose campaigns follow the assistant owner’s plan', async () => {
    signIn('admin');
    server = fakeServer({ 'GET /api/assistants': assistants });
    renderAt(<CampaignFormPage />, '/campaigns/new', '/campaigns/new');
    expect(
      await screen.findByText('Your plan sets the most; the server says it if you ask for more.'),
    ).toBeVisible();
    expect(server.requests('/api/subscriptions/current')).toHaveLength(0);
  });
});
