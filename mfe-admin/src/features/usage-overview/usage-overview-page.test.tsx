import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, type SeenRequest } from '@voice/api-client/testing';
import UsageOverviewPage from './usage-overview-page';
import { renderWithQueries } from '@voice/ui/testing';
import { expectTexts } from '../../shared/test-support/texts';

const ALICE = {
  id: 1,
  name: 'Alice Client',
  email: 'alice@example.test',
  reseller_name: 'Acme',
  plan: 'Basic',
  subscription_status: 'active',
  minutes_used: 15,
  minutes_limit: 10,
  is_unlimited: false,
  overage_minutes: 5,
  overage_cost: 1.25,
  billing_period_start: '2030-01-01T00:00:00.000Z',
  billing_period_end: '2030-02-01T00:00:00.000Z',
};
const BOB = {
  ...ALICE,
  id: 2,
  name: 'Bob Unlimited',
  email: 'bob@example.test',
  plan: 'Pro',
  minutes_used: 300,
  minutes_limit: -1,
  is_unlimited: true,
  overage_minutes: 0,
  overage_cost: 0,
};
const CAROL = {
  ...ALICE,
  id: 3,
  name: 'Carol Free',
  email: 'carol@example.test',
  plan: null,
  subscription_status: null,
  minutes_used: 0,
  minutes_limit: null,
  overage_minutes: 0,
  overage_cost: 0,
  billing_period_start: null,
  billing_period_end: null,
};

let server: ReturnType<typeof fakeServer>;
afterEach(() => server?.restore());

function reply(request: SeenRequest) {
  const search = (request.params.search as string | undefined) ?? '';
  const rows = [ALICE, BOB, CAROL].filter((row) => row.name.toLowerCase().includes(search));
  return {
    status: 200,
    data: {
      success: true,
      data: rows,
      pagination: {
        current_page: Number(request.params.page),
        last_page: 2,
        per_page: 15,
        total: 18,
        from: 1,
        to: 15,
      },
    },
  };
}

const renderPage = () =>
  renderWithQueries(<UsageOverviewPage />, { path: '/admin/usage-overview' });

describe('/admin/usage-overview', () => {
  it("shows each user's plan, minutes against the limit and overage, searches and pages", async () => {
    server = fakeServer({ 'GET /api/admin/usage-overview': reply });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Usage Overview' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Usage per user' });
    const [alice, bob, carol] = within(table).getAllByRole('row').slice(1);
    expectTexts(alice, [
      'Alice Client',
      'Acme',
      '15 / 10',
      '5 min · $1.25',
      'Jan 1, 2030 – Feb 1, 2030',
    ]);
    expect(bob).toHaveTextContent('300 / Unlimited');
    expect(bob).toHaveTextContent('None');
    expect(carol).toHaveTextContent('No plan');
    expect(server.requests('/api/admin/usage-overview')[0]?.params).toMatchObject({
      page: 1,
      per_page: 15,
    });

    await user.click(screen.getByRole('button', { name: /2/ }));
    await screen.findByRole('table', { name: 'Usage per user' });
    expect(server.requests('/api/admin/usage-overview').at(-1)?.params).toMatchObject({ page: 2 });

    await user.type(screen.getByLabelText('Search users'), 'bob{Enter}');
    await screen.findByText('Bob Unlimited');
    expect(server.requests('/api/admin/usage-overview').at(-1)?.params).toMatchObject({
      page: 1,
      search: 'bob',
    });
    expect(screen.queryByText('Alice Client')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Search users'));
    await user.type(screen.getByLabelText('Search users'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'No users' })).toBeInTheDocument();
    expect(screen.getByText('No user matches this search.')).toBeInTheDocument();
  });

  it("shows the server's message when the list fails", async () => {
    server = fakeServer({
      'GET /api/admin/usage-overview': () => ({
        status: 403,
        data: { message: 'This action is unauthorized.' },
      }),
    });
    renderPage();
    expect(await screen.findByText('This action is unauthorized.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
