import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Pagination } from '@voice/contracts';
import { useSession } from '@voice/session';
import { fakeServer, type Reply } from '@voice/api-client/testing';
import { fail, ok, renderAt, transaction } from '../shared/test-support';
import AdminTransactionsPage from './admin-transactions-page';
import ReceiptPage from './receipt-page';
import TransactionsPage from './transactions-page';

let server: ReturnType<typeof fakeServer> | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
  useSession.getState().clear();
});

function pagination(overrides: Partial<Pagination> = {}): Pagination {
  return { current_page: 1, last_page: 1, per_page: 20, total: 2, from: 1, to: 2, ...overrides };
}

const page = (rows: ReturnType<typeof transaction>[], p: Pagination = pagination()): Reply => ({
  status: 200,
  data: { success: true, data: rows, pagination: p },
});

function signIn(role: string) {
  useSession.setState({
    token: `${role}-token`,
    user: { id: 1, name: 'Someone', email: 'someone@example.com', role } as never,
  });
}

function rows(): HTMLElement[] {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}

describe('/transactions', () => {
  it("lists the user's transactions with a receipt link each, and pages through them", async () => {
    signIn('user');
    server = fakeServer({
      'GET /api/transactions': (request) =>
        request.params.page === 2
          ? page(
              [
                transaction(3, {
                  amount: 29,
                  description: null,
                  package: { id: 1, name: 'Starter' },
                }),
              ],
              pagination({ current_page: 2, last_page: 2, total: 21, from: 21, to: 21 }),
            )
          : page(
              [transaction(9), transaction(8, { status: 'failed', amount: 278.4 })],
              pagination({ last_page: 2, total: 21, from: 1, to: 20 }),
            ),
    });
    renderAt(<TransactionsPage />, '/transactions');
    expect(screen.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    expect(screen.getByText('Loading transactions...')).toBeInTheDocument();
    await screen.findByRole('table');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Date',
      'Description',
      'Amount',
      'Status',
      'Receipt',
    ]);
    const [first, second] = rows();
    expect(first).toHaveTextContent('Professional plan (monthly)');
    expect(first).toHaveTextContent('$79');
    expect(within(first as HTMLElement).getByText('Completed')).toHaveAttribute(
      'data-tone',
      'success',
    );
    expect(second).toHaveTextContent('$278.40');
    expect(within(second as HTMLElement).getByText('Failed')).toHaveAttribute(
      'data-tone',
      'danger',
    );
    expect(screen.getByRole('link', { name: 'View receipt of transaction 9' })).toHaveAttribute(
      'href',
      '/transactions/9',
    );
    // A declined payment has no receipt.
    expect(within(second as HTMLElement).queryByRole('link')).toBeNull();
    expect(second).toHaveTextContent('No receipt: payment failed');
    expect(screen.getByText('Showing 1–20 of 21 transactions')).toBeInTheDocument();
    expect(server.requests('/api/transactions')[0]?.params).toEqual({
      page: 1,
      per_page: 20,
      own: true,
    });

    const user = userEvent.setup();
    const pages = screen.getByRole('navigation', { name: 'Transaction pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Starter plan'));
    expect(server.requests('/api/transactions')[1]?.params).toEqual({
      page: 2,
      per_page: 20,
      own: true,
    });
  });

  it('says when there are none, and shows a failure with Try again', async () => {
    let reply: Reply = page([], pagination({ total: 0, from: null, to: null }));
    server = fakeServer({ 'GET /api/transactions': () => reply });
    const view = renderAt(<TransactionsPage />, '/transactions');
    expect(await screen.findByRole('heading', { name: 'No transactions yet' })).toBeVisible();
    view.unmount();

    reply = fail(500);
    renderAt(<TransactionsPage />, '/transactions');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load transactions');
    reply = page([transaction(1)]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

describe('/admin/transactions', () => {
  it('shows who paid and the tenant; a platform admin narrows the list to one reseller', async () => {
    signIn('admin');
    server = fakeServer({
      'GET /api/super-admin/resellers': () =>
        ok([
          { id: 3, org_name: 'Acme Voice' },
          { id: 4, org_name: 'Bakery Calls' },
        ]),
      'GET /api/transactions': (request) =>
        request.params.reseller_id === 3
          ? page([transaction(12, { reseller: { id: 3, org_name: 'Acme Voice' } })])
          : page([
              transaction(11),
              transaction(12, { reseller: { id: 3, org_name: 'Acme Voice' } }),
            ]),
    });
    renderAt(<AdminTransactionsPage />, '/admin/transactions');
    await screen.findByRole('table');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Date',
      'Customer',
      'Reseller',
      'Description',
      'Amount',
      'Status',
      'Receipt',
    ]);
    expect(rows()[0]).toHaveTextContent('Jane Doejane@example.com');
    expect(rows()[0]).toHaveTextContent('Platform');
    expect(rows()[1]).toHaveTextContent('Acme Voice');

    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Reseller'), 'Acme Voice');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(server.requests('/api/transactions').at(-1)?.params).toEqual({
      page: 1,
      per_page: 20,
      reseller_id: 3,
    });
  });

  it("gives a reseller admin its tenant's list without a reseller filter", async () => {
    signIn('reseller_admin');
    server = fakeServer({ 'GET /api/transactions': () => page([transaction(11)]) });
    renderAt(<AdminTransactionsPage />, '/admin/transactions');
    await screen.findByRole('table');
    expect(screen.getByText('Payments of your customers, newest first')).toBeInTheDocument();
    expect(screen.queryByLabelText('Reseller')).toBeNull();
    expect(server.calls).not.toContain('GET /api/super-admin/resellers');
  });
});

describe('/transactions/:id (receipt)', () => {
  it('shows the amount, line items, total and provider reference, and prints', async () => {
    signIn('user');
    server = fakeServer({
      'GET /api/transactions/9': () =>
        ok(
          transaction(9, {
            amount: 139,
            line_items: [
              { description: 'Professional plan (monthly)', amount: 79 },
              { description: 'Overage: 500 minutes × $0.12', amount: 60 },
            ],
          }),
        ),
    });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderAt(<ReceiptPage />, '/transactions/9', '/transactions/:id');
    const receipt = await screen.findByRole('article', { name: 'Receipt #9' });
    expect(receipt).toHaveTextContent('Billed toJane Doe (jane@example.com)');
    expect(receipt).toHaveTextContent('PlanProfessional (Monthly)');
    expect(receipt).toHaveTextContent('Provider referencecs_sandbox_9');
    expect(receipt).toHaveTextContent('Payment providerSandbox');
    const lines = within(within(receipt).getByRole('table')).getAllByRole('row').slice(1);
    expect(lines.map((row) => row.textContent)).toEqual([
      'Professional plan (monthly)$79',
      'Overage: 500 minutes × $0.12$60',
      'Total$139',
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalled();
    print.mockRestore();
    expect(screen.getByRole('link', { name: 'Back to transactions' })).toHaveAttribute(
      'href',
      '/transactions',
    );
  });

  it("resends a completed payment's receipt and says so; shows the server's refusal", async () => {
    signIn('user');
    let sent = 0;
    server = fakeServer({
      'GET /api/transactions/9': () => ok(transaction(9)),
      'POST /api/transactions/9/resend-receipt': () => {
        sent += 1;
        return sent === 1
          ? { status: 200, data: { success: true, message: 'Receipt sent again.' } }
          : fail(429, 'Too many receipts sent. Please try again in 60 seconds.');
      },
    });
    renderAt(<ReceiptPage />, '/transactions/9', '/transactions/:id');
    const button = await screen.findByRole('button', { name: 'Resend receipt' });
    const user = userEvent.setup();
    await user.click(button);
    expect(await screen.findByText('Receipt sent again.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Resend receipt' }));
    expect(
      await screen.findByText('Too many receipts sent. Please try again in 60 seconds.'),
    ).toBeVisible();
    expect(sent).toBe(2);
  });

  it('offers no resend for a declined payment', async () => {
    signIn('user');
    server = fakeServer({
      'GET /api/transactions/4': () => ok(transaction(4, { status: 'failed' })),
    });
    renderAt(<ReceiptPage />, '/transactions/4', '/transactions/:id');
    expect(await screen.findByRole('article', { name: 'Payment #4' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Resend receipt' })).toBeNull();
  });

  it('says not found for a transaction that is not visible, and for a bad id', async () => {
    signIn('reseller_admin');
    server = fakeServer({ 'GET /api/transactions/5': () => fail(404, 'Transaction not found') });
    const view = renderAt(<ReceiptPage />, '/transactions/5', '/transactions/:id');
    expect(await screen.findByRole('heading', { name: 'Transaction not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to transactions' })).toHaveAttribute(
      'href',
      '/admin/transactions',
    );
    view.unmount();
    renderAt(<ReceiptPage />, '/transactions/abc', '/transactions/:id');
    expect(await screen.findByRole('heading', { name: 'Transaction not found' })).toBeVisible();
    expect(server.calls).toEqual(['GET /api/transactions/5']);
  });

  it('shows a failure with Try again', async () => {
    server = fakeServer({ 'GET /api/transactions/5': () => fail(500) });
    renderAt(<ReceiptPage />, '/transactions/5', '/transactions/:id');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the receipt');
  });
});
