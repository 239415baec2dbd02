import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@voice/ui/core';
import type { ResellerPackage, ResellerSubscriptionSummary } from '@voice/contracts';
import {
  fail,
  ok,
  renderAt,
  serve,
  type Routes,
  recordBrowserNavigation,
} from '../shared/test-support';
import type { ResellerSubscriptionView } from './api/cancel-reseller-package';
import ResellerBillingPage, {
  graceMessage,
  RESELLER_BILLING_MESSAGES,
} from './reseller-billing-page';

function pkg(id: number, name: string, price: number): ResellerPackage {
  return {
    id,
    name,
    price,
    yearly_price: price * 10,
    description: `${name} package`,
    is_popular: false,
    formatted_voice_agents_limit: '10',
    formatted_minutes_limit: '2,000',
    support_level: 'Email support',
  };
}

const STARTER = pkg(1, 'Reseller Starter', 99);
const GROWTH = pkg(2, 'Reseller Growth', 249);
const ENTERPRISE = pkg(3, 'Reseller Enterprise', 599);
const PACKAGES = [STARTER, GROWTH, ENTERPRISE];

function summary(overrides: Partial<ResellerSubscriptionView> = {}): ResellerSubscriptionView {
  return {
    id: 4,
    status: 'active',
    package: { id: 2, name: 'Reseller Growth', price: 249, yearly_price: 2490 },
    billing_interval: 'monthly',
    amount: 249,
    currency: 'USD',
    current_period_start: '2024-06-01T12:00:00.000Z',
    current_period_end: '2024-07-01T12:00:00.000Z',
    days_remaining: 45,
    last_payment_error: null,
    can_pay: false,
    can_renew: false,
    created_at: '2024-06-01T12:00:00.000Z',
    cancel_at_period_end: false,
    grace_until: null,
    ...overrides,
  };
}

let server: ReturnType<typeof serve> | undefined;
afterEach(() => {
  server?.restore();
  server = undefined;
});
const assign = recordBrowserNavigation();

function open(
  subscription: ResellerSubscriptionView | ResellerSubscriptionSummary | null,
  extra: Routes = {},
  url = '/reseller-billing',
) {
  server = serve({
    'GET /api/reseller-billing': () => ok({ subscription, packages: PACKAGES }),
    'POST /api/reseller-billing/checkout': () =>
      ok(
        { checkout_url: '/sandbox/checkout/cs_reseller' },
        { message: 'Redirecting to payment...' },
      ),
    ...extra,
  });
  renderAt(<ResellerBillingPage />, url);
  return userEvent.setup();
}

const posts = () => (server?.calls ?? []).filter((call) => call.method === 'POST');

describe('/reseller-billing', () => {
  it('shows the active package, its status, price and period', async () => {
    open(summary());
    expect(screen.getByText('Loading your reseller package...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Reseller Growth' })).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Billing and Subscription' }),
    ).toBeVisible();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('$249/month')).toBeInTheDocument();
    expect(screen.getByText('Jun 1, 2024 – Jul 1, 2024')).toBeInTheDocument();
    expect(screen.getByText('45')).toBeInTheDocument();
    // Not in its renewal window: no Renew, no Pay.
    expect(screen.queryByRole('button', { name: /^Renew/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('upgrades only to pricier packages and goes to the checkout', async () => {
    const user = open(summary());
    await user.click(await screen.findByRole('button', { name: 'Upgrade' }));
    const list = screen.getByRole('list', { name: 'Reseller packages to upgrade to' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).queryByText('Reseller Starter')).toBeNull();
    await user.click(within(list).getByRole('button', { name: 'Upgrade to Reseller Enterprise' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/cs_reseller'));
    expect(posts()[0]?.body).toEqual({ reseller_package_id: 3, billing_interval: 'monthly' });
  });

  it('offers Renew for an expired package and Pay for a pending one', async () => {
    const user = open(summary({ status: 'expired', can_renew: true, days_remaining: 0 }));
    expect(await screen.findByText('Expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Renew for $249' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(posts()[0]?.body).toEqual({});
  });

  it('shows the pending payment and the last error, and Pay starts the checkout', async () => {
    const user = open(
      summary({
        status: 'pending',
        can_pay: true,
        current_period_start: null,
        current_period_end: null,
        days_remaining: null,
        last_payment_error: 'Your card was declined.',
      }),
    );
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Starts when paid')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Last payment failed: Your card was declined.',
    );
    await user.click(screen.getByRole('button', { name: 'Pay $249' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/cs_reseller'));
  });

  it("shows the server's refusal when the checkout cannot start", async () => {
    const user = open(summary({ can_renew: true }), {
      'POST /api/reseller-billing/checkout': () =>
        fail(422, 'Your package can be renewed during the last 30 days of its period'),
    });
    await user.click(await screen.findByRole('button', { name: 'Renew for $249' }));
    expect(
      await screen.findByText('Your package can be renewed during the last 30 days of its period'),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('says the payment was received after the checkout, and when it was cancelled', async () => {
    open(summary(), {}, '/reseller-billing?checkout=success');
    expect(await screen.findByText(i18n._(RESELLER_BILLING_MESSAGES.paid))).toBeInTheDocument();
    server?.restore();
    open(summary(), {}, '/reseller-billing?checkout=cancelled');
    expect(
      await screen.findByText(i18n._(RESELLER_BILLING_MESSAGES.cancelled)),
    ).toBeInTheDocument();
  });

  it('says when the package could not be loaded, and when there is none', async () => {
    server = serve({ 'GET /api/reseller-billing': () => fail(500) });
    renderAt(<ResellerBillingPage />, '/reseller-billing');
    expect(
      await screen.findByText(i18n._(RESELLER_BILLING_MESSAGES.loadFailed)),
    ).toBeInTheDocument();
    server.restore();
    open(null);
    expect(
      await screen.findByRole('heading', {
        name: i18n._(RESELLER_BILLING_MESSAGES.noSubscription),
      }),
    ).toBeVisible();
  });

  it('shows the renewal date and cancels at period end after a confirmation', async () => {
    const user = open(summary(), {
      'POST /api/reseller-billing/cancel': () =>
        ok(summary({ cancel_at_period_end: true }), {
          message: 'Your reseller package will be cancelled at the end of the current period',
        }),
    });
    expect(await screen.findByText('Renews on')).toBeInTheDocument();
    expect(screen.getByText('Jul 1, 2024')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel package' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel reseller package' });
    expect(
      within(dialog).getByText(
        'Your reseller package will not renew. It stays usable until Jul 1, 2024, then it is cancelled and your customers cannot create new assistants.',
      ),
    ).toBeVisible();
    // "Keep my package" closes the dialog without a request.
    await user.click(within(dialog).getByRole('button', { name: 'Keep my package' }));
    expect(posts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel package' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    expect(
      await screen.findByText(
        'Your reseller package will be cancelled at the end of the current period',
      ),
    ).toBeInTheDocument();
    expect(posts().map((call) => call.url)).toEqual(['/api/reseller-billing/cancel']);
  });

  it('shows "Cancels on" for a cancelled package still running, and Resume undoes it', async () => {
    const user = open(summary({ cancel_at_period_end: true }), {
      'POST /api/reseller-billing/resume': () =>
        ok(summary(), {
          message: 'Your reseller package will renew at the end of the current period',
        }),
    });
    expect(await screen.findByText('Cancels on')).toBeInTheDocument();
    expect(screen.queryByText('Renews on')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel package' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() =>
      expect(posts().map((call) => call.url)).toEqual(['/api/reseller-billing/resume']),
    );
    expect(
      await screen.findByText('Your reseller package will renew at the end of the current period'),
    ).toBeInTheDocument();
  });

  it('shows the grace period of a failed renewal, and a banner once the package lapsed', async () => {
    open(
      summary({
        last_payment_error: 'Your card was declined.',
        grace_until: '2024-07-08T12:00:00.000Z',
        can_renew: true,
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Last payment failed: Your card was declined. ${graceMessage('2024-07-08T12:00:00.000Z')}`,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Jul 8, 2024');
    expect(screen.queryByRole('button', { name: 'Cancel package' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Renew for $249' })).toBeInTheDocument();
    server?.restore();
    open(summary({ status: 'expired', can_renew: true, days_remaining: 0 }));
    expect(await screen.findByText(i18n._(RESELLER_BILLING_MESSAGES.expired))).toBeInTheDocument();
    server?.restore();
    open(summary({ status: 'cancelled', can_renew: true, days_remaining: 0 }));
    expect(
      await screen.findByText(i18n._(RESELLER_BILLING_MESSAGES.lapsedCancelled)),
    ).toBeInTheDocument();
  });
});
