import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { focusManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureSavedFiles, fakeServer, pagedReply, type Reply } from '@voice/api-client/testing';
import CampaignPage from './campaign-page';
import { CAMPAIGN_POLL_MS } from './campaigns-api';
import { campaign, contact, ok, preview, renderAt } from './test-support';

let server: ReturnType<typeof fakeServer> | null = null;
let files: ReturnType<typeof captureSavedFiles> | null = null;
beforeEach(() => {
  files = captureSavedFiles();
});
afterEach(() => {
  server?.restore();
  server = null;
  files?.restore();
});

const stats = (): Reply =>
  ok({
    calls: 6,
    answered: 3,
    answer_rate: 0.5,
    average_duration_seconds: 75,
    outcomes: { completed: 3, no_answer: 2, voicemail: 1 },
  });

const contacts = (rows = [contact(1)]): Reply => pagedReply(rows, { perPage: 25 });

const open = (routes: Parameters<typeof fakeServer>[0]) => {
  server = fakeServer(routes);
  return renderAt(<CampaignPage />, '/campaigns/:id', '/campaigns/7');
};

const gets = (url: string) => server?.requests(url).filter((r) => r.method === 'GET').length ?? 0;
const posts = (url: string) => server?.requests(url).filter((r) => r.method === 'POST') ?? [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('campaign page', () => {
  it('a draft: uploads a CSV, shows the flagged rows and counts, changes a column, imports, then starts', async () => {
    const user = userEvent.setup();
    let started = false;
    open({
      'GET /api/campaigns/7': () =>
        ok(
          started
            ? campaign(7, { status: 'running', contacts: { total: 2, queued: 2 } })
            : campaign(7, { contacts: { total: 0 } }),
        ),
      'GET /api/campaigns/7/contacts': () => contacts([]),
      'GET /api/campaigns/7/stats': stats,
      'POST /api/campaigns/7/contacts/preview': () => ok(preview()),
      'POST /api/campaigns/7/contacts/import': () =>
        ok(
          { rows_total: 4, imported: 2, skipped: 2, skipped_by_reason: {} },
          '2 contacts imported.',
        ),
      'POST /api/campaigns/7/start': () => {
        started = true;
        return ok(campaign(7, { status: 'running' }), 'Campaign started.');
      },
    });
    expect(await screen.findByRole('heading', { name: /Reminders 7/ })).toHaveTextContent('Draft');
    expect(await screen.findByText('No contacts yet')).toBeVisible();
    await user.upload(
      screen.getByLabelText('CSV file'),
      new File(['phone,name,first_name\n'], 'contacts.csv', { type: 'text/csv' }),
    );
    const flagged = await screen.findByRole('table', { name: 'Flagged rows' });
    const [bad, listed] = within(flagged).getAllByRole('row').slice(1) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(bad).toHaveTextContent('3call meInvalid phone number');
    expect(listed).toHaveTextContent('5+14155550199On the do-not-call list');
    const counts = screen.getByRole('list', { name: 'Counts' });
    expect(counts).toHaveTextContent('4 rows');
    expect(counts).toHaveTextContent('2 ready to import');
    expect(counts).toHaveTextContent('2 flagged');
    // The guessed mapping is shown; the first preview sent none.
    expect(screen.getByLabelText(/^Number/)).toHaveValue('phone');
    const previews = () => posts('/api/campaigns/7/contacts/preview');
    expect((previews()[0]?.body as FormData).get('mapping')).toBeNull();
    // Unticking a variable checks the file again with that mapping.
    await user.click(screen.getByRole('checkbox', { name: '{{first_name}}' }));
    await waitFor(() => expect(previews()).toHaveLength(2));
    expect(JSON.parse(String((previews()[1]?.body as FormData).get('mapping')))).toEqual({
      phone: 'phone',
      name: 'name',
      time_zone: null,
      variables: [],
    });
    await user.click(await screen.findByRole('button', { name: 'Import 2 contacts' }));
    await waitFor(() => expect(posts('/api/campaigns/7/contacts/import')).toHaveLength(1));
    const form = posts('/api/campaigns/7/contacts/import')[0]?.body as FormData;
    expect(JSON.parse(String(form.get('mapping')))).toMatchObject({ phone: 'phone' });
    expect(form.get('file')).toBeInstanceOf(File);
    expect(await screen.findByText('2 contacts imported.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(posts('/api/campaigns/7/start')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeVisible();
  });

  it("shows the server's refusal to start (no contacts)", async () => {
    const user = userEvent.setup();
    open({
      'GET /api/campaigns/7': () => ok(campaign(7)),
      'GET /api/campaigns/7/contacts': () => contacts([]),
      'POST /api/campaigns/7/start': () => ({
        status: 422,
        data: { success: false, message: 'Add contacts before starting the campaign.' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Add contacts before starting the campaign.')).toBeVisible();
  });

  it('a running campaign: progress, figures, outcomes, the contacts with their call log; pauses; exports', async () => {
    const user = userEvent.setup();
    let status: 'running' | 'paused' = 'running';
    open({
      'GET /api/campaigns/7': () =>
        ok(
          campaign(7, {
            status,
            started_at: '2026-11-28T11:00:00.000Z',
            contacts: {
              total: 10,
              queued: 3,
              calling: 1,
              completed: 3,
              no_answer: 2,
              voicemail: 1,
            },
          }),
        ),
      'GET /api/campaigns/7/stats': stats,
      'GET /api/campaigns/7/contacts': () =>
        contacts([
          contact(1, {
            status: 'completed',
            attempts: 1,
            outcome: 'completed',
            call_id: 'call-abc',
            last_call_id: 11,
          }),
          contact(2),
        ]),
      'POST /api/campaigns/7/pause': () => {
        status = 'paused';
        return ok(campaign(7, { status }), 'Campaign paused.');
      },
      'GET /api/campaigns/7/contacts/export': () => ({
        status: 200,
        data: 'Number,Name,Status\n+14155550101,Contact 1,completed\n',
      }),
    });
    expect(await screen.findByRole('progressbar', { name: 'Campaign progress' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    const legend = screen.getByRole('list', { name: 'Contacts by status' });
    expect(legend).toHaveTextContent('Queued3');
    expect(legend).toHaveTextContent('No answer2');
    expect(await screen.findByText('50%')).toBeVisible();
    expect(screen.getByText('1 min 15 s')).toBeVisible();
    expect(
      screen.getByRole('img', { name: /^Outcomes, Completed to Not called: 6 in total/ }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Contacts' });
    expect(within(table).getByRole('link', { name: 'Call log of +14155550101' })).toHaveAttribute(
      'href',
      '/call-logs/call-abc',
    );
    await user.click(screen.getByRole('button', { name: 'Export outcomes (CSV)' }));
    await waitFor(() => expect(files?.saved).toHaveLength(1));
    expect(gets('/api/campaigns/7/contacts/export')).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(posts('/api/campaigns/7/pause')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeVisible();
  });

  it("a paused campaign shows the engine's reason; Resume; Cancel asks first", async () => {
    const user = userEvent.setup();
    let status: 'paused' | 'cancelled' = 'paused';
    open({
      'GET /api/campaigns/7': () =>
        ok(
          campaign(7, {
            status,
            paused_reason: "The plan's minutes ran out.",
            contacts: { total: 2, queued: 2 },
          }),
        ),
      'GET /api/campaigns/7/stats': stats,
      'GET /api/campaigns/7/contacts': () => contacts(),
      'POST /api/campaigns/7/resume': () =>
        ok(campaign(7, { status: 'running' }), 'Campaign resumed.'),
      'POST /api/campaigns/7/cancel': () => {
        status = 'cancelled';
        return ok(campaign(7, { status }), 'Campaign cancelled.');
      },
    });
    expect(await screen.findByText("The plan's minutes ran out.")).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel campaign' }));
    const dialog = await screen.findByRole('dialog');
    expect(posts('/api/campaigns/7/cancel')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(posts('/api/campaigns/7/cancel')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel campaign' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }),
    );
    await waitFor(() => expect(posts('/api/campaigns/7/cancel')).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: /Reminders 7/ })).toHaveTextContent(
      'Cancelled',
    );
    expect(screen.queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();
  });

  it('a 409 from the server is shown as it says', async () => {
    const user = userEvent.setup();
    open({
      'GET /api/campaigns/7': () => ok(campaign(7, { status: 'paused', contacts: { total: 1 } })),
      'GET /api/campaigns/7/stats': stats,
      'GET /api/campaigns/7/contacts': () => contacts(),
      'POST /api/campaigns/7/resume': () => ({
        status: 409,
        data: { success: false, message: 'The campaign has ended; it cannot be resumed.' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('The campaign has ended; it cannot be resumed.')).toBeVisible();
  });

  it('reads a running campaign again every few seconds and stops once the page is closed', async () => {
    const view = open({
      'GET /api/campaigns/7': () =>
        ok(campaign(7, { status: 'running', contacts: { total: 2, queued: 1, calling: 1 } })),
      'GET /api/campaigns/7/stats': stats,
      'GET /api/campaigns/7/contacts': () => contacts(),
    });
    await screen.findByRole('button', { name: 'Pause' });
    await waitFor(
      () => {
        expect(gets('/api/campaigns/7')).toBeGreaterThanOrEqual(2);
        expect(gets('/api/campaigns/7/contacts')).toBeGreaterThanOrEqual(2);
        expect(gets('/api/campaigns/7/stats')).toBeGreaterThanOrEqual(2);
      },
      { timeout: CAMPAIGN_POLL_MS * 2 },
    );
    view.unmount();
    const seen = server?.calls.length;
    await sleep(CAMPAIGN_POLL_MS + 500);
    expect(server?.calls.length).toBe(seen);
  }, 20_000);

  it('pauses the reading while the tab is hidden', async () => {
    open({
      'GET /api/campaigns/7': () =>
        ok(campaign(7, { status: 'running', contacts: { total: 2, queued: 2 } })),
      'GET /api/campaigns/7/stats': stats,
      'GET /api/campaigns/7/contacts': () => contacts(),
    });
    await screen.findByRole('button', { name: 'Pause' });
    focusManager.setFocused(false);
    try {
      const seen = gets('/api/campaigns/7');
      await sleep(CAMPAIGN_POLL_MS + 500);
      expect(gets('/api/campaigns/7')).toBe(seen);
    } finally {
      focusManager.setFocused(undefined);
    }
  }, 20_000);

  it('reads a paused campaign again while its last calls are still going on', async () => {
    let calling = 1;
    open({
      'GET /api/campaigns/7': () => {
        const reply = ok(
          campaign(7, { status: 'paused', contacts: { total: 2, queued: 1, calling } }),
        );
        calling = 0;
        return reply;
      },
      'GET /api/campaigns/7/stats': stats,
      'GET /api/campaigns/7/contacts': () => contacts(),
    });
    await screen.findByRole('button', { name: 'Resume' });
    await waitFor(() => expect(gets('/api/campaigns/7')).toBe(2), {
      timeout: CAMPAIGN_POLL_MS * 2,
    });
    // The call ended: no more reading.
    await sleep(CAMPAIGN_POLL_MS + 500);
    expect(gets('/api/campaigns/7')).toBe(2);
  }, 20_000);

  it('reads the figures once more when the campaign completes (the last outcome after the polling)', async () => {
    let reads = 0;
    let completed = false;
    open({
      'GET /api/campaigns/7': async () => {
        reads += 1;
        if (reads === 1) {
          return ok(
            campaign(7, { status: 'running', contacts: { total: 2, completed: 1, calling: 1 } }),
          );
        }
        // The stats' own poll, due at the same time, is answered before the campaign's completion arrives.
        await sleep(400);
        completed = true;
        return ok(campaign(7, { status: 'completed', contacts: { total: 2, completed: 2 } }));
      },
      'GET /api/campaigns/7/stats': () =>
        ok({
          calls: 2,
          answered: 2,
          answer_rate: 1,
          average_duration_seconds: 30,
          outcomes: { completed: completed ? 2 : 1 },
        }),
      'GET /api/campaigns/7/contacts': () => contacts(),
    });
    expect(
      await screen.findByRole('img', { name: /^Outcomes, Completed to Not called: 1 in total/ }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole(
        'img',
        { name: /^Outcomes, Completed to Not called: 2 in total/ },
        { timeout: CAMPAIGN_POLL_MS * 2 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Reminders 7/ })).toHaveTextContent('Completed');
  }, 20_000);

  it('does not read a paused campaign again', async () => {
    open({
      'GET /api/campaigns/7': () => ok(campaign(7, { status: 'paused', contacts: { total: 1 } })),
      'GET /api/campaigns/7/stats': stats,
      'GET /api/campaigns/7/contacts': () => contacts(),
    });
    await screen.findByRole('button', { name: 'Resume' });
    await sleep(CAMPAIGN_POLL_MS + 500);
    expect(gets('/api/campaigns/7')).toBe(1);
  }, 20_000);
});
