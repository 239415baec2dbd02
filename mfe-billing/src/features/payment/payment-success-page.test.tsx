import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, renderAt, serve, subscription } from '../shared/test-support';
import PaymentSuccessPage, { polling } from './payment-success-page';

let server: ReturnType<typeof serve> | undefined;

const DEFAULTS = { ...polling };

beforeEach(() => {
  polling.intervalMs = 40;
});

afterEach(() => {
  Object.assign(polling, DEFAULTS);
  server?.restore();
  server = undefined;
});

function currentCalls() {
  return (server?.calls ?? []).filter((c) => c.url === '/api/subscriptions/current').length;
}

describe('/payment-success and /subscription/success', () => {
  it('asks again while the webhook lands, then shows the active plan', async () => {
    let calls = 0;
    server = serve({
      'GET /api/subscriptions/current': () => {
        calls += 1;
        return ok(subscription({ status: calls < 2 ? 'pending' : 'active' }));
      },
    });
    renderAt(<PaymentSuccessPage />, '/subscription/success?ref=sub_ref_5');
    expect(screen.getByText('Confirming your payment...')).toBeInTheDocument();
    expect(await screen.findByText('We are confirming your payment')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect(screen.getByText('Your Professional plan is active.')).toBeInTheDocument();
    expect(screen.getByText('Jul 1, 2024')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View transactions' })).toHaveAttribute(
      'href',
      '/transactions',
    );
  });

  it('stops asking after a few times and offers Check again', async () => {
    server = serve({
      'GET /api/subscriptions/current': () => ok(subscription({ status: 'pending' })),
    });
    renderAt(<PaymentSuccessPage />, '/payment-success');
    expect(await screen.findByText('We are confirming your payment')).toBeInTheDocument();
    expect(DEFAULTS).toEqual({ intervalMs: 1500, maxPolls: 6 });
    await waitFor(() => expect(currentCalls()).toBe(polling.maxPolls));
    // Nothing keeps asking afterwards: several intervals later, still the same number of calls.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled());
    await new Promise((resolve) => setTimeout(resolve, polling.intervalMs * 5));
    expect(currentCalls()).toBe(polling.maxPolls);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(currentCalls()).toBe(polling.maxPolls + 1));
  });

  it('says when there is no subscription, and when it cannot be loaded', async () => {
    server = serve({ 'GET /api/subscriptions/current': () => ok(null) });
    const view = renderAt(<PaymentSuccessPage />, '/payment-success');
    expect(await screen.findByRole('heading', { name: 'No subscription found' })).toBeVisible();
    view.unmount();
    server.restore();
    server = serve({ 'GET /api/subscriptions/current': () => fail(500) });
    renderAt(<PaymentSuccessPage />, '/payment-success');
    expect(await screen.findByText('Failed to load your subscription')).toBeInTheDocument();
  });
});
