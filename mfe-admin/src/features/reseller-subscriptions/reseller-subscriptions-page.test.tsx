import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithQueries } from '@voice/ui/testing';
import { fakeServer, pagedReply, type SeenRequest } from '@voice/api-client/testing';
import ResellerSubscriptionsPage from './reseller-subscriptions-page';
import { expectTexts } from '../../shared/test-support/texts';

const ROW = {
  id: 4,
  status: 'expired',
  package: { id: 2, name: 'Reseller Growth', price: 249, yearly_price: 2490 },
  billing_interval: 'monthly',
  amount: 249,
  currency: 'USD',
  current_period_start: '2030-01-01T00:00:00.000Z',
  current_period_end: '2030-02-01T00:00:00.000Z',
  days_remaining: 0,
  last_payment_error: 'Your card was declined.',
  can_pay: false,
  can_renew: true,
  created_at: '2029-12-31T00:00:00.000Z',
  reseller: { id: 7, org_name: 'Alpha Agency', subdomain: 'alpha' },
};

let server: ReturnType<typeof fakeServer>;
afterEach(() => server?.restore());

function reply(request: SeenRequest) {
  const matches =
    (!request.params.status || request.params.status === 'expired') &&
    (!request.params.search || request.params.search === 'alpha');
  const current = Number(request.params.page);
  return pagedReply(matches ? [ROW] : [], { current, last: 2, perPage: 15, total: 16 });
}

describe('/super-admin/reseller-subscriptions', () => {
  it('lists subscriptions with their reseller, filters by status and reseller, and pages', async () => {
    server = fakeServer({ 'GET /api/super-admin/reseller-subscriptions': reply });
    const user = userEvent.setup();
    renderWithQueries(<ResellerSubscriptionsPage />, {
      path: '/super-admin/reseller-subscriptions',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Reseller Subscriptions' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Reseller subscriptions' });
    const [, row] = within(table).getAllByRole('row');
    expectTexts(row, [
      'Alpha Agency',
      'Reseller Growth',
      '$249 / month',
      'Expired',
      'Your card was declined.',
      'Jan 1, 2030 – Feb 1, 2030',
    ]);

    await user.selectOptions(screen.getByLabelText('Status'), 'cancelled');
    expect(await screen.findByText('No reseller subscriptions')).toBeInTheDocument();
    expect(server.requests('/api/super-admin/reseller-subscriptions').at(-1)?.params).toMatchObject(
      { page: 1, status: 'cancelled' },
    );

    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.type(screen.getByLabelText('Reseller'), 'alpha');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Alpha Agency')).toBeInTheDocument();
    expect(server.requests('/api/super-admin/reseller-subscriptions').at(-1)?.params).toMatchObject(
      { search: 'alpha' },
    );

    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(server.requests('/api/super-admin/reseller-subscriptions').at(-1)?.params).toMatchObject(
      { page: 2, search: 'alpha' },
    );
  });
});
