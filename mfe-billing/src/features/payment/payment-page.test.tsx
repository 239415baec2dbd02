import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fail,
  ok,
  PLANS,
  PROFESSIONAL,
  renderAt,
  serve,
  subscription,
  type Routes,
  recordBrowserNavigation,
} from '../shared/test-support';
import PaymentPage from './payment-page';

let server: ReturnType<typeof serve> | undefined;
afterEach(() => {
  server?.restore();
  server = undefined;
});
const assign = recordBrowserNavigation();

const PENDING: Routes = {
  'GET /api/subscriptions/packages': () => ok(PLANS),
  'GET /api/subscriptions/current': () =>
    ok(subscription({ status: 'pending', billing_interval: 'yearly' })),
  'POST /api/subscriptions/checkout': () =>
    ok({ subscription: null, checkout_url: '/sandbox/checkout/cs_pay' }),
};

function open(url: string, routes: Routes = PENDING) {
  server = serve(routes);
  renderAt(<PaymentPage />, url);
  return userEvent.setup();
}

describe('/payment', () => {
  it("shows the plan and the pending subscription's interval, and Pay starts the checkout", async () => {
    const user = open('/payment?package_id=2');
    expect(screen.getByText('Loading payment...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Professional' })).toBeVisible();
    expect(screen.getByText('Total: $758/year')).toBeInTheDocument();
    expect(screen.getByText('$63.17')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $758' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/cs_pay'));
    const [call] = (server?.calls ?? []).filter((c) => c.method === 'POST');
    expect(call?.url).toBe('/api/subscriptions/checkout');
    expect(call?.body).toEqual({ package_id: PROFESSIONAL.id, billing_interval: 'yearly' });
  });

  it('takes the interval from the address and lets the user switch it', async () => {
    const user = open('/payment?package_id=2&interval=monthly');
    expect(await screen.findByText('Total: $79/month')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Yearly/ }));
    expect(screen.getByText('Total: $758/year')).toBeInTheDocument();
  });

  it("says clearly when the plan is not one of this site's", async () => {
    open('/payment?package_id=99');
    expect(
      await screen.findByRole('heading', { name: 'This plan is not available' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('says so without a package_id too', async () => {
    open('/payment');
    expect(
      await screen.findByRole('heading', { name: 'This plan is not available' }),
    ).toBeVisible();
  });

  it("shows the server's message when the checkout cannot start, else a clear one", async () => {
    let reply = fail(422, 'You already have an active subscription.');
    const user = open('/payment?package_id=2', {
      ...PENDING,
      'POST /api/subscriptions/checkout': () => reply,
    });
    await user.click(await screen.findByRole('button', { name: 'Pay $758' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have an active subscription.',
    );
    reply = fail(500);
    await user.click(screen.getByRole('button', { name: 'Pay $758' }));
    expect(
      await screen.findByText('Failed to start the payment. Please try again.'),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the last payment error of the pending subscription', async () => {
    open('/payment?package_id=2', {
      ...PENDING,
      'GET /api/subscriptions/current': () =>
        ok(subscription({ status: 'pending', last_payment_error: 'Your card was declined.' })),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Last payment failed: Your card was declined.',
    );
  });

  it('has nothing to pay for a plan that is already active', async () => {
    open('/payment?package_id=2', {
      ...PENDING,
      'GET /api/subscriptions/current': () => ok(subscription()),
    });
    expect(
      await screen.findByRole('heading', { name: 'Your Professional plan is already active' }),
    ).toBeVisible();
  });

  it('goes to /subscription with the message when no payment is needed', async () => {
    const user = open('/payment?package_id=2', {
      ...PENDING,
      'POST /api/subscriptions/checkout': () => ok({ subscription: subscription() }),
    });
    await user.click(await screen.findByRole('button', { name: 'Pay $758' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/subscription');
  });

  it('says the plans could not be loaded', async () => {
    open('/payment?package_id=2', {
      ...PENDING,
      'GET /api/subscriptions/packages': () => fail(500),
    });
    expect(await screen.findByText('Failed to load subscription packages')).toBeInTheDocument();
  });
});
