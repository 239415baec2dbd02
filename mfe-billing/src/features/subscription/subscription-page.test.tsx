import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BUSINESS,
  fail,
  ok,
  PLANS,
  PROFESSIONAL,
  renderAt,
  SAME_PRICE,
  serve,
  STARTER,
  subscription,
  usage,
  type Routes,
  recordBrowserNavigation,
} from '../shared/test-support';
import SubscriptionPage from './subscription-page';

let server: ReturnType<typeof serve> | undefined;
afterEach(() => {
  server?.restore();
  server = undefined;
});
const assign = recordBrowserNavigation();

const NO_PLAN: Routes = {
  'GET /api/subscriptions/current': () => ok(null),
  'GET /api/subscriptions/usage': () => fail(404, 'No active subscription'),
  'GET /api/subscriptions/packages': () => ok(PLANS),
};

const ACTIVE: Routes = {
  'GET /api/subscriptions/current': () => ok(subscription()),
  'GET /api/subscriptions/usage': () => ok(usage()),
  'GET /api/subscriptions/packages': () => ok([...PLANS, SAME_PRICE]),
};

function open(routes: Routes) {
  server = serve(routes);
  renderAt(<SubscriptionPage />, '/subscription');
  return userEvent.setup();
}

function posts(url: string) {
  return (server?.calls ?? []).filter((c) => c.method === 'POST' && c.url === url);
}

async function planCard(name: string) {
  const list = await screen.findByRole('list', { name: 'Available plans' });
  const heading = within(list).getByRole('heading', { name });
  return heading.closest('li') as HTMLElement;
}

describe('/subscription without a plan', () => {
  it('says so, shows no usage and offers Subscribe on every plan, with yearly ÷ 12 per month', async () => {
    const user = open(NO_PLAN);
    expect(screen.getByText('Loading subscription...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No active subscription' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Usage' })).not.toBeInTheDocument();

    const pro = await planCard('Professional');
    expect(pro).toHaveTextContent('$79/month');
    expect(within(pro).getByRole('button', { name: 'Subscribe to Professional' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: /^Subscribe to / })).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: /Yearly/ }));
    // 758 / 12 = 63.1666… -> $63.17 per month, and the yearly price itself.
    expect(pro).toHaveTextContent('$63.17/month');
    expect(pro).toHaveTextContent('$758 billed yearly');
  });

  it('sends the browser to the checkout of a paid plan, with the chosen interval', async () => {
    const user = open({
      ...NO_PLAN,
      'POST /api/subscriptions/subscribe': () =>
        ok(
          {
            subscription: subscription({ status: 'pending' }),
            checkout_url: '/sandbox/checkout/cs_1',
          },
          { message: 'Complete the payment to activate your plan.' },
        ),
    });
    await user.click(await screen.findByRole('button', { name: /Yearly/ }));
    await user.click(screen.getByRole('button', { name: 'Subscribe to Business' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/cs_1'));
    expect(posts('/api/subscriptions/subscribe')[0]?.body).toEqual({
      package_id: BUSINESS.id,
      billing_interval: 'yearly',
    });
  });

  it('says the spec success message when a free plan is active at once, or the server message', async () => {
    const said = { message: undefined as string | undefined };
    const user = open({
      ...NO_PLAN,
      'POST /api/subscriptions/subscribe': () =>
        ok(
          { subscription: subscription({ package: STARTER }), checkout_url: null },
          { message: said.message },
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Subscribe to Starter' }));
    expect(await screen.findByText('Subscription created successfully!')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(posts('/api/subscriptions/subscribe')[0]?.body).toEqual({
      package_id: STARTER.id,
      billing_interval: 'monthly',
    });

    said.message = 'Your Starter plan is active.';
    await user.click(screen.getByRole('button', { name: 'Subscribe to Starter' }));
    expect(await screen.findByText('Your Starter plan is active.')).toBeInTheDocument();
  });

  it('shows the server message of a refused subscribe, else the spec message', async () => {
    let reply = fail(422, 'You already have a subscription.');
    const user = open({ ...NO_PLAN, 'POST /api/subscriptions/subscribe': () => reply });
    await user.click(await screen.findByRole('button', { name: 'Subscribe to Starter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have a subscription.');

    reply = fail(500);
    await user.click(screen.getByRole('button', { name: 'Subscribe to Starter' }));
    expect(await screen.findByText('Failed to subscribe to package')).toBeInTheDocument();
  });

  it('says the plans could not be loaded (server message, else the spec message) and retries', async () => {
    let packages = fail(500);
    const user = open({ ...NO_PLAN, 'GET /api/subscriptions/packages': () => packages });
    expect(await screen.findByText('Failed to load subscription packages')).toBeInTheDocument();
    packages = ok(PLANS);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Available plans' })).toBeInTheDocument();
  });

  it('treats a cancelled or expired subscription as none', async () => {
    open({
      ...NO_PLAN,
      'GET /api/subscriptions/current': () => ok(subscription({ status: 'expired' })),
    });
    expect(await screen.findByRole('heading', { name: 'No active subscription' })).toBeVisible();
  });
});

describe('/subscription with an active plan', () => {
  it('shows the plan, its status, period and usage bars', async () => {
    open(ACTIVE);
    const current = await screen.findByRole('region', { name: 'Current plan' });
    expect(within(current).getByRole('heading', { name: 'Professional' })).toBeVisible();
    expect(within(current).getByText('Active')).toHaveAttribute('data-tone', 'success');
    expect(current).toHaveTextContent('$79/month');
    expect(current).toHaveTextContent('Jun 1, 2024 – Jul 1, 2024');

    const minutes = await screen.findByRole('progressbar', { name: 'Minutes this period' });
    expect(minutes).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('250 of 1,000 minutes')).toBeInTheDocument();
    const assistants = screen.getByRole('progressbar', { name: 'Voice assistants' });
    expect(assistants).toHaveAttribute('aria-valuenow', '67');
    const usageRegion = screen.getByRole('region', { name: 'Usage' });
    expect(usageRegion).toHaveTextContent('Days remaining12');
    expect(usageRegion).toHaveTextContent('0 minutes ($0)');
    // With a plan the cards offer no Subscribe; the current plan is marked.
    expect(screen.queryByRole('button', { name: /^Subscribe to / })).not.toBeInTheDocument();
    expect(await planCard('Professional')).toHaveTextContent('Current plan');
  });

  it("shows a custom deal's own amount and interval, not the plan's list price", async () => {
    open({
      ...ACTIVE,
      'GET /api/subscriptions/current': () =>
        ok(subscription({ package: BUSINESS, amount: 150, is_custom: true })),
    });
    const current = await screen.findByRole('region', { name: 'Current plan' });
    expect(current).toHaveTextContent('$150/month');
    expect(current).not.toHaveTextContent('$199');
  });

  it('caps a usage bar at 100 % and shows the overage; unlimited has no bar', async () => {
    open({
      ...ACTIVE,
      'GET /api/subscriptions/usage': () =>
        ok({
          ...usage({ used: 1500, overage_minutes: 500, overage_cost: 60 }, 5),
          assistants: { used: 5, limit: -1, remaining: -1 },
        }),
    });
    const minutes = await screen.findByRole('progressbar', { name: 'Minutes this period' });
    expect(minutes).toHaveAttribute('aria-valuenow', '100');
    expect((minutes.firstChild as HTMLElement).style.width).toBe('100%');
    expect(screen.queryByRole('progressbar', { name: 'Voice assistants' })).toBeNull();
    expect(screen.getByText('5 used of Unlimited')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Usage' })).toHaveTextContent('500 minutes ($60)');
  });

  it('flags the calendar-month fallback period', async () => {
    open({
      ...ACTIVE,
      'GET /api/subscriptions/usage': () => ok(usage({ is_calendar_month_fallback: true })),
    });
    expect(await screen.findByText(/^Calendar month Jun 1, 2024/)).toBeInTheDocument();
  });

  it('shows the plan as Unknown when the usage fails for another reason than 404', async () => {
    open({ ...ACTIVE, 'GET /api/subscriptions/usage': () => fail(500) });
    const usageRegion = await screen.findByRole('region', { name: 'Usage' });
    await within(usageRegion).findByText('Unknown');
    expect(usageRegion).toHaveTextContent('Usage could not be loaded right now.');
  });

  it('shows the plan as Unknown when the subscription cannot be loaded', async () => {
    open({
      ...ACTIVE,
      'GET /api/subscriptions/current': () => fail(500),
      'GET /api/subscriptions/usage': () => fail(500),
    });
    const current = await screen.findByRole('region', { name: 'Current plan' });
    expect(within(current).getByRole('heading', { name: 'Unknown' })).toBeVisible();
  });

  const PREVIEW = {
    package_id: BUSINESS.id,
    billing_interval: 'monthly',
    new_amount: 199,
    currency: 'USD',
    credit: 39.5,
    charge: 99.5,
    amount_due: 60,
    proration_date: '2024-06-16T00:00:00.000Z',
    current_period_end: '2024-07-01T00:00:00.000Z',
  };

  it('upgrades only to dearer plans: the others are disabled, say why and how to switch down', async () => {
    const user = open({
      ...ACTIVE,
      'GET /api/subscriptions/upgrade-preview': () => ok(PREVIEW),
      'POST /api/subscriptions/upgrade': () =>
        ok({ subscription: subscription(), checkout_url: '/sandbox/checkout/cs_up' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Upgrade plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Upgrade your plan' });
    expect(
      within(dialog).getByRole('button', { name: 'Starter: Lower or same tier' }),
    ).toBeDisabled();
    expect(
      within(dialog).getByRole('button', { name: 'Professional: Current plan' }),
    ).toBeDisabled();
    expect(
      within(dialog).getByRole('button', { name: 'Pro Alt: Lower or same tier' }),
    ).toBeDisabled();
    expect(dialog).toHaveTextContent(
      'To move to a cheaper plan, choose "Switch at renewal" on it under Available plans',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade to Business' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Pay $60 and upgrade' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/cs_up'));
    expect(posts('/api/subscriptions/upgrade')[0]?.body).toEqual({
      package_id: BUSINESS.id,
      proration_date: PREVIEW.proration_date,
    });
  });

  it('says what the upgrade charges today before the user confirms', async () => {
    const user = open({
      ...ACTIVE,
      'GET /api/subscriptions/upgrade-preview': () => ok(PREVIEW),
      'POST /api/subscriptions/upgrade': () => ok({ subscription: subscription() }),
    });
    await user.click(await screen.findByRole('button', { name: 'Upgrade plan' }));
    await user.click(screen.getByRole('button', { name: 'Upgrade to Business' }));
    const summary = await screen.findByRole('region', { name: 'Upgrade to Business' });
    expect(summary).toHaveTextContent('Unused time on Professional-$39.50');
    expect(summary).toHaveTextContent('Business until Jul 1, 2024$99.50');
    expect(summary).toHaveTextContent('Charged today$60');
    expect(summary).toHaveTextContent('Then $199/month from Jul 1, 2024.');
    expect(posts('/api/subscriptions/upgrade')).toHaveLength(0);
    await user.click(within(summary).getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('list', { name: 'Plans to upgrade to' })).toBeVisible();
  });

  it('says the upgrade messages: success without a payment, failure from the server or the spec', async () => {
    let reply = ok({ subscription: subscription({ package: BUSINESS }) });
    const user = open({
      ...ACTIVE,
      'GET /api/subscriptions/upgrade-preview': () => ok(PREVIEW),
      'POST /api/subscriptions/upgrade': () => reply,
    });
    const confirm = async () => {
      await user.click(screen.getByRole('button', { name: 'Upgrade to Business' }));
      await user.click(await screen.findByRole('button', { name: 'Pay $60 and upgrade' }));
    };
    await user.click(await screen.findByRole('button', { name: 'Upgrade plan' }));
    await confirm();
    expect(await screen.findByText('Subscription upgraded successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Upgrade your plan' })).toBeNull();

    reply = fail(500);
    await user.click(screen.getByRole('button', { name: 'Upgrade plan' }));
    await confirm();
    expect(await screen.findByText('Failed to upgrade subscription')).toBeInTheDocument();

    reply = fail(402, 'Your card was declined.');
    await user.click(screen.getByRole('button', { name: 'Pay $60 and upgrade' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
  });

  it('schedules a cheaper plan for the renewal and can keep the current one', async () => {
    let current = subscription();
    const user = open({
      ...ACTIVE,
      'GET /api/subscriptions/current': () => ok(current),
      'POST /api/subscriptions/downgrade': () => {
        current = subscription({ scheduled_package: STARTER });
        return ok(
          { subscription: current },
          { message: 'Your plan will change to Starter on 01 Jul 2024.' },
        );
      },
      'POST /api/subscriptions/downgrade/cancel': () => {
        current = subscription();
        return ok({ subscription: current });
      },
    });
    expect(
      await screen.findByRole('button', { name: 'Switch to Starter at renewal' }),
    ).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Switch to Business at renewal' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Switch to Starter at renewal' }));
    expect(
      await screen.findByText('Your plan will change to Starter on 01 Jul 2024.'),
    ).toBeInTheDocument();
    expect(posts('/api/subscriptions/downgrade')[0]?.body).toEqual({ package_id: STARTER.id });
    expect(
      await screen.findByText('Your plan changes to Starter on Jul 1, 2024.'),
    ).toBeInTheDocument();
    expect(await planCard('Starter')).toHaveTextContent('Starts at renewal');

    await user.click(screen.getByRole('button', { name: 'Keep Professional' }));
    expect(await screen.findByText('The scheduled plan change was cancelled.')).toBeInTheDocument();
    expect(posts('/api/subscriptions/downgrade/cancel')).toHaveLength(1);
  });

  it('cancels only after the confirmation, with the spec messages', async () => {
    let reply = ok(
      { subscription: subscription({ cancel_at_period_end: true }) },
      { message: undefined },
    );
    const user = open({ ...ACTIVE, 'POST /api/subscriptions/cancel': () => reply });
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel subscription' });
    expect(dialog).toHaveTextContent('Are you sure you want to cancel your subscription?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    expect(posts('/api/subscriptions/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Subscription cancelled successfully')).toBeInTheDocument();
    expect(posts('/api/subscriptions/cancel')).toHaveLength(1);

    reply = fail(500);
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Failed to cancel subscription')).toBeInTheDocument();
  });

  it('after a cancel: shows when it ends, offers Resume instead of Upgrade and Cancel', async () => {
    let current = subscription({ cancel_at_period_end: true });
    const user = open({
      ...ACTIVE,
      'GET /api/subscriptions/current': () => ok(current),
      'POST /api/subscriptions/resume': () => {
        current = subscription();
        return ok({ subscription: current }, { message: undefined });
      },
    });
    const region = await screen.findByRole('region', { name: 'Current plan' });
    expect(within(region).getByText('Ends Jul 1, 2024')).toHaveAttribute('data-tone', 'warning');
    expect(within(region).queryByText('Active')).toBeNull();
    expect(
      screen.getByText(
        'Your subscription is cancelled and stays active until Jul 1, 2024. Resume it to keep your plan after that date.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upgrade plan' })).toBeNull();
    expect(screen.queryByRole('button', { name: /at renewal$/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByText('Subscription resumed successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Upgrade plan' })).toBeEnabled();
    expect(within(region).getByText('Active')).toBeVisible();
  });
});

describe('/subscription after a failed renewal (past_due)', () => {
  it('says the renewal failed, until when the plan stays usable, and offers Complete Payment', async () => {
    open({
      ...ACTIVE,
      'GET /api/subscriptions/current': () =>
        ok(
          subscription({
            status: 'past_due',
            last_payment_error: 'Your card was declined.',
            grace_until: '2024-07-08T12:00:00.000Z',
          }),
        ),
    });
    const link = await screen.findByRole('link', { name: 'Complete Payment' });
    expect(link.getAttribute('href')).toMatch(/^\/payment\?package_id=2/);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your renewal payment failed: Your card was declined. Pay by Jul 8, 2024 to keep your plan.',
    );
    expect(screen.queryByRole('button', { name: 'Upgrade plan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });
});

describe('/subscription with a pending plan', () => {
  it('offers Complete Payment to /payment and shows why the last payment failed', async () => {
    open({
      ...ACTIVE,
      'GET /api/subscriptions/current': () =>
        ok(
          subscription({
            status: 'pending',
            billing_interval: 'yearly',
            current_period_start: null,
            current_period_end: null,
            last_payment_error: 'Your card was declined.',
          }),
        ),
      'GET /api/subscriptions/usage': () => fail(404),
    });
    const link = await screen.findByRole('link', { name: 'Complete Payment' });
    expect(link).toHaveAttribute('href', '/payment?package_id=2&interval=yearly');
    expect(screen.getByText('Pending')).toHaveAttribute('data-tone', 'warning');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Last payment failed: Your card was declined.',
    );
    expect(screen.queryByRole('button', { name: 'Upgrade plan' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Subscribe to / })).toBeNull();
    expect(screen.getByText('No usage yet: your plan is not active.')).toBeInTheDocument();
  });

  it('mentions an upgrade waiting for its payment', async () => {
    open({
      ...ACTIVE,
      'GET /api/subscriptions/current': () => ok(subscription({ pending_package: BUSINESS })),
    });
    expect(
      await screen.findByText('Upgrade to Business is waiting for its payment.'),
    ).toBeInTheDocument();
    expect(PROFESSIONAL.price).toBeLessThan(BUSINESS.price);
  });
});
