import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, type Reply } from '@voice/api-client/testing';
import { CustomSubscriptionManager } from './custom-subscription-manager';
import type { CustomSubscriptionRow } from './api/get-custom-subscriptions';
import { renderWithQueries } from '@voice/ui/testing';
import { ok } from '../../shared/test-support/replies';

const LINK = 'http://localhost:3000/pay/abc';

const PENDING: CustomSubscriptionRow = {
  id: 7,
  user: { name: 'Alice Client', email: 'alice@example.test' },
  package: { name: 'Gold', description: 'Gold plan' },
  custom_amount: 49.5,
  status: 'pending',
  current_period_start: null,
  current_period_end: null,
  payment_link_url: LINK,
  payment_link_expires_at: '2030-03-12T10:00:00.000Z',
  link_expired: false,
  created_at: '2030-03-05T10:00:00.000Z',
  billing_interval: 'monthly',
  duration_months: 12,
};

const ACTIVE: CustomSubscriptionRow = {
  ...PENDING,
  id: 8,
  user: { name: 'Bob Active', email: 'bob@example.test' },
  status: 'active',
  current_period_start: '2030-01-01T00:00:00.000Z',
  current_period_end: '2030-02-01T00:00:00.000Z',
  payment_link_url: null,
  payment_link_expires_at: null,
};

const EXPIRED: CustomSubscriptionRow = {
  ...PENDING,
  id: 9,
  user: { name: 'Carl Late', email: 'carl@example.test' },
  payment_link_url: null,
  payment_link_expires_at: null,
  link_expired: true,
};

const list = (rows: CustomSubscriptionRow[]): Reply => ok(rows);

let server: ReturnType<typeof fakeServer>;
const writeText = jest.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
});

/** user-event installs its own clipboard: ours goes in after it. */
function setupUser() {
  const user = userEvent.setup();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return user;
}
afterEach(() => server?.restore());

function renderManager() {
  return renderWithQueries(<CustomSubscriptionManager />);
}

function tile(label: string) {
  return screen.getByText(label, { selector: 'p' }).parentElement as HTMLElement;
}

describe('Custom Subscription Manager', () => {
  it('shows the tiles and the table: link with expiry, or No payment link', async () => {
    server = fakeServer({
      'GET /api/admin/subscriptions/custom': () => list([PENDING, ACTIVE, EXPIRED]),
    });
    renderManager();
    const table = await screen.findByRole('table', { name: 'Custom subscriptions' });
    expect(tile('Total Custom Subscriptions')).toHaveTextContent('3');
    expect(tile('Pending Payment')).toHaveTextContent('2');
    expect(tile('Active')).toHaveTextContent('1');
    expect(tile('Expired Links')).toHaveTextContent('1');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Alice Client');
    expect(rows[0]).toHaveTextContent('alice@example.test');
    expect(rows[0]).toHaveTextContent('Gold plan');
    expect(rows[0]).toHaveTextContent('$49.50 / month');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Open Link' })).toHaveAttribute(
      'href',
      LINK,
    );
    expect(rows[0]).toHaveTextContent('Expires Mar 12, 2030');
    expect(rows[1]).toHaveTextContent('Jan 1, 2030 – Feb 1, 2030');
    expect(rows[1]).toHaveTextContent('No payment link');
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: /Activate/ })).toBeNull();
    expect(
      within(rows[2] as HTMLElement).getByRole('button', { name: 'Resend Link to Carl Late' }),
    ).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    server = fakeServer({ 'GET /api/admin/subscriptions/custom': () => list([]) });
    renderManager();
    expect(
      await screen.findByRole('heading', { name: 'No custom subscriptions' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Get started by creating a custom subscription for a client.'),
    ).toBeInTheDocument();
  });

  it('shows the load error', async () => {
    server = fakeServer({
      'GET /api/admin/subscriptions/custom': () => ({ status: 500, data: {} }),
    });
    renderManager();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading custom subscriptions: Failed to load custom subscriptions',
    );
  });

  it('activates, resends and copies with the spec messages', async () => {
    let rows = [PENDING];
    server = fakeServer({
      'GET /api/admin/subscriptions/custom': () => list(rows),
      'POST /api/admin/subscriptions/custom/activate': () => {
        rows = [{ ...PENDING, status: 'active', payment_link_url: null }];
        return {
          status: 200,
          data: { success: true, message: 'Subscription activated successfully!' },
        };
      },
      'POST /api/admin/subscriptions/custom/resend-payment-link': () => ({
        status: 422,
        data: { message: 'Only a subscription awaiting payment can be changed.' },
      }),
    });
    const user = setupUser();
    renderManager();
    await user.click(await screen.findByRole('button', { name: 'Copy Link of Alice Client' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText('Payment link copied to clipboard!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend Link to Alice Client' }));
    expect(
      await screen.findByText('Only a subscription awaiting payment can be changed.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Activate Alice Client' }));
    expect(await screen.findByText('Subscription activated successfully!')).toBeInTheDocument();
    expect(server.requests('/api/admin/subscriptions/custom/activate')[0]).toBeDefined();
    await waitFor(() =>
      expect(screen.getByText('Active', { selector: 'span' })).toBeInTheDocument(),
    );
  });

  it('creates with the form (defaults monthly and 12, validation) and shows the success modal', async () => {
    server = fakeServer({
      'GET /api/admin/subscriptions/custom': () => list([]),
      'GET /api/admin/users': () => ({
        status: 200,
        data: {
          success: true,
          data: [
            {
              id: 3,
              name: 'Alice Client',
              email: 'alice@example.test',
              role: 'user',
              reseller_id: null,
            },
          ],
        },
      }),
      'GET /api/admin/subscriptions/packages': () =>
        ok([{ id: 5, name: 'Gold', price: 10, reseller_id: null }]),
      'POST /api/admin/subscriptions/custom/create': () => ({
        status: 201,
        data: {
          success: true,
          message: 'Custom subscription created successfully!',
          data: { payment_link: LINK, amount: 49.5, expires_at: '2030-03-12T10:00:00.000Z' },
        },
      }),
    });
    const user = setupUser();
    renderManager();
    await user.click(await screen.findByRole('button', { name: 'Create Custom Subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Custom Subscription' });
    expect(within(dialog).getByLabelText(/Billing Interval/)).toHaveValue('monthly');
    expect(within(dialog).getByLabelText(/Duration/)).toHaveValue(12);
    expect(within(dialog).getByText('Maximum 120 months (10 years)')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create Subscription' }));
    expect(await within(dialog).findByText('Please select a user')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a package')).toBeInTheDocument();

    await within(dialog).findByRole('option', { name: /Alice Client/ });
    await user.selectOptions(within(dialog).getByLabelText(/User/), '3');
    await user.selectOptions(within(dialog).getByLabelText(/Package/), '5');
    await user.type(within(dialog).getByLabelText(/Custom Amount/), '49.5');
    await user.clear(within(dialog).getByLabelText(/Duration/));
    await user.type(within(dialog).getByLabelText(/Duration/), '121');
    await user.click(within(dialog).getByRole('button', { name: 'Create Subscription' }));
    expect(
      await within(dialog).findByText('Maximum 120 months (10 years)', {
        selector: '[role="alert"]',
      }),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Duration/));
    await user.type(within(dialog).getByLabelText(/Duration/), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Create Subscription' }));

    const done = await screen.findByRole('dialog', { name: 'Custom Subscription Created!' });
    expect(within(done).getByRole('link', { name: LINK })).toBeInTheDocument();
    expect(done).toHaveTextContent('$49.50');
    expect(done).toHaveTextContent('Mar 12, 2030');
    const [sent] = server.requests('/api/admin/subscriptions/custom/create');
    expect(sent).toBeDefined();
    expect(server.requests('/api/admin/users')[0]?.params).toMatchObject({ per_page: 100 });
    await user.click(within(done).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
  });
});
