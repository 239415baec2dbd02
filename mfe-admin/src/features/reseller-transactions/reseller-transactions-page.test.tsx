import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithQueries } from '@voice/ui/testing';
import { fakeServer } from '@voice/api-client/testing';
import ResellerTransactionsPage from './reseller-transactions-page';
import { expectTexts } from '../../shared/test-support/texts';

let server: ReturnType<typeof fakeServer>;
afterEach(() => server?.restore());

function renderPage() {
  return renderWithQueries(<ResellerTransactionsPage />, {
    path: '/super-admin/reseller-transactions',
  });
}

const page = (data: unknown[]) => ({
  status: 200,
  data: {
    success: true,
    data,
    pagination: { current_page: 1, last_page: 1, per_page: 15, total: data.length, from: 1, to: 1 },
  },
});

describe('/super-admin/reseller-transactions', () => {
  it('lists what resellers paid the platform', async () => {
    server = fakeServer({
      'GET /api/super-admin/reseller-transactions': () =>
        page([
          {
            id: 9,
            reference: 'rb_abc',
            status: 'completed',
            amount: 599,
            currency: 'USD',
            description: 'Reseller Enterprise reseller plan (monthly) - upgrade',
            provider: 'sandbox',
            provider_ref: 'cs_sandbox_1',
            created_at: '2030-01-02T10:30:00.000Z',
            reseller: { id: 7, org_name: 'Alpha Agency', subdomain: 'alpha' },
          },
        ]),
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Reseller Transactions' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Reseller transactions' });
    const [, row] = within(table).getAllByRole('row');
    expectTexts(row, [
      'Jan 2, 2030, 10:30 AM',
      'Alpha Agency',
      'Reseller Enterprise reseller plan (monthly) - upgrade',
      '$599 USD',
      'Completed',
      'rb_abc',
    ]);
    expect(server.requests('/api/super-admin/reseller-transactions')[0]?.params).toMatchObject({
      page: 1,
      per_page: 15,
    });
  });

  it('shows an empty state and a load error', async () => {
    server = fakeServer({ 'GET /api/super-admin/reseller-transactions': () => page([]) });
    const { unmount } = renderPage();
    expect(await screen.findByText('No reseller transactions')).toBeInTheDocument();
    unmount();
    server.restore();
    server = fakeServer({
      'GET /api/super-admin/reseller-transactions': () => ({ status: 500, data: {} }),
    });
    renderPage();
    expect(await screen.findByText('Failed to load reseller transactions')).toBeInTheDocument();
  });
});
