import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, type SeenRequest } from '@voice/api-client/testing';
import AdminSubscriptionsPage from './admin-subscriptions-page';
import { renderWithQueries } from '@voice/ui/testing';
import { expectTexts } from '../../shared/test-support/texts';

const ROW = {
  id: 1,
  user: { id: 3, name: 'Alice Client', email: 'alice@example.test' },
  package: { id: 5, name: 'Gold' },
  reseller_name: 'Acme',
  status: 'active',
  billing_interval: 'yearly',
  amount: 490,
  currency: 'USD',
  is_custom: true,
  current_period_start: '2030-01-01T00:00:00.000Z',
  current_period_end: '2031-01-01T00:00:00.000Z',
  cancel_at_period_end: false,
  created_at: '2029-12-31T00:00:00.000Z',
};

let server: ReturnType<typeof fakeServer>;
afterEach(() => server?.restore());

function reply(request: SeenRequest) {
  const status = request.params.status as string | undefined;
  const data = status && status !== 'active' ? [] : [ROW];
  return {
    status: 200,
    data: {
      success: true,
      data,
      pagination: {
        current_page: Number(request.params.page),
        last_page: 2,
        per_page: 15,
        total: 16,
        from: 1,
        to: 15,
      },
    },
  };
}

describe('/admin/subscriptions', () => {
  it('lists subscriptions, filters by status and pages', async () => {
    server = fakeServer({ 'GET /api/admin/subscriptions': reply });
    const user = userEvent.setup();
    renderWithQueries(<AdminSubscriptionsPage />, { path: '/admin/subscriptions' });
    expect(screen.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Subscriptions' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expectTexts(row, [
      'Alice Client',
      'Acme',
      'Custom',
      '$490 / year',
      'Active',
      'Jan 1, 2030 – Jan 1, 2031',
    ]);

    await user.click(screen.getByRole('button', { name: /2/ }));
    await screen.findByRole('table', { name: 'Subscriptions' });
    expect(server.requests('/api/admin/subscriptions').at(-1)?.params).toMatchObject({ page: 2 });

    await user.selectOptions(screen.getByLabelText('Status'), 'cancelled');
    expect(await screen.findByRole('heading', { name: 'No subscriptions' })).toBeInTheDocument();
    expect(server.requests('/api/admin/subscriptions').at(-1)?.params).toMatchObject({
      page: 1,
      status: 'cancelled',
    });
  });
});
