import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { fakeServer, pagedReply } from '@voice/api-client/testing';
import CampaignsPage from './campaigns-page';
import { campaign, renderAt } from './test-support';

let server: ReturnType<typeof fakeServer> | null = null;
afterEach(() => {
  server?.restore();
  server = null;
});

describe('campaigns list', () => {
  it('lists name (a link to the campaign), assistant, status and contacts done of the total', async () => {
    server = fakeServer({
      'GET /api/campaigns': () =>
        pagedReply(
          [
            campaign(4, {
              status: 'running',
              contacts: { total: 10, queued: 5, calling: 2, completed: 3 },
            }),
            campaign(3, { name: 'Survey', status: 'draft' }),
          ],
          { perPage: 15 },
        ),
    });
    renderAt(<CampaignsPage />, '/campaigns', '/campaigns');
    const table = await screen.findByRole('table', { name: 'Campaigns' });
    const [first, second] = within(table).getAllByRole('row').slice(1) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(first).getByRole('link', { name: 'Reminders 4' })).toHaveAttribute(
      'href',
      '/campaigns/4',
    );
    expect(first).toHaveTextContent('Front desk');
    expect(first).toHaveTextContent('Running');
    expect(first).toHaveTextContent('3 / 10');
    expect(within(first).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    expect(second).toHaveTextContent('Draft');
    expect(second).toHaveTextContent('0 / 0');
    expect(screen.getByRole('link', { name: 'New campaign' })).toHaveAttribute(
      'href',
      '/campaigns/new',
    );
    expect(server.requests('/api/campaigns')[0]?.params).toEqual({ page: 1, per_page: 15 });
  });

  it('without campaigns, says what one is and links to creating the first', async () => {
    server = fakeServer({ 'GET /api/campaigns': () => pagedReply([], { perPage: 15 }) });
    renderAt(<CampaignsPage />, '/campaigns', '/campaigns');
    expect(await screen.findByRole('heading', { name: 'No campaigns yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create your first campaign' })).toHaveAttribute(
      'href',
      '/campaigns/new',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's message when the list cannot be read", async () => {
    server = fakeServer({
      'GET /api/campaigns': () => ({
        status: 403,
        data: { success: false, message: 'Outbound campaigns are not included in your plan.' },
      }),
    });
    renderAt(<CampaignsPage />, '/campaigns', '/campaigns');
    expect(
      await screen.findByText('Outbound campaigns are not included in your plan.'),
    ).toBeVisible();
  });
});
