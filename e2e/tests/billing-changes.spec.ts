// Plan changes as Stripe Billing makes them, in the sandbox: a mid-period upgrade charges the prorated amount the
// modal showed; a move to a cheaper plan waits for the renewal (the sandbox clock); a custom deal's own price is
// what /subscription shows; a cancelled plan can be resumed. Works on any E2E_PORT (relative URLs).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerViaApi, useSessionIn, type Session } from './helpers';
import { seriousViolations, startSubscriptionDaysAgo, superAdminToken } from './helpers-issue3';

const PAID = '4242 4242 4242 4242';

const auth = (session: Session) => ({ Authorization: `Bearer ${session.token}` });

async function planId(request: APIRequestContext, name: string): Promise<number> {
  const reply = await request.get('/api/subscriptions/packages');
  const plans = (await reply.json()).data as { id: number; name: string }[];
  const plan = plans.find((candidate) => candidate.name === name);
  if (!plan) throw new Error(`no plan ${name}`);
  return plan.id;
}

/** Subscribes through the API and pays the sandbox checkout in the page: the subscription's id. */
async function buyStarter(page: Page, request: APIRequestContext, session: Session) {
  const reply = await request.post('/api/subscriptions/subscribe', {
    headers: auth(session),
    data: { package_id: await planId(request, 'Starter') },
  });
  const { subscription, checkout_url: checkoutUrl } = (await reply.json()).data;
  await page.goto(checkoutUrl as string);
  await page.getByLabel('Card number').fill(PAID);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  return subscription.id as number;
}

test('a mid-period upgrade charges what the modal said; a downgrade takes effect at renewal', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const session = await registerViaApi(request, 'Proration User');
  await useSessionIn(page, session);
  const id = await buyStarter(page, request, session);
  startSubscriptionDaysAgo(id, 12);

  await page.goto('/subscription');
  const current = page.getByRole('region', { name: 'Current plan' });
  await expect(current.getByRole('heading', { name: 'Starter' })).toBeVisible();
  await current.getByRole('button', { name: 'Upgrade plan' }).click();
  const modal = page.getByRole('dialog', { name: 'Upgrade your plan' });
  await expect(modal.getByRole('button', { name: 'Starter: Current plan' })).toBeDisabled();
  await modal.getByRole('button', { name: 'Upgrade to Professional' }).click();
  const summary = modal.getByRole('region', { name: 'Upgrade to Professional' });
  await expect(summary).toContainText('Unused time on Starter');
  await expect(summary).toContainText('Charged today');
  expect(await seriousViolations(page)).toEqual([]);
  const pay = summary.getByRole('button', { name: /^Pay \$[\d.,]+ and upgrade$/ });
  const shown = /\$([\d.,]+)/.exec((await pay.textContent()) ?? '')?.[1] as string;
  // 18 of 30 days left of the $50 difference: about $30, far from the full new price.
  expect(Number(shown)).toBeGreaterThan(29);
  expect(Number(shown)).toBeLessThan(31);
  await pay.click();
  await expect(page.getByText('Subscription upgraded successfully!')).toBeVisible();
  await expect(current.getByRole('heading', { name: 'Professional' })).toBeVisible();

  await page.goto('/transactions');
  const newest = page.getByRole('table').getByRole('row').nth(1);
  await expect(newest).toContainText('Upgrade to Professional plan (monthly)');
  await expect(newest).toContainText(`$${shown}`);

  // A cheaper plan: scheduled for the period's end, shown, and applied by the renewal.
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Switch to Starter at renewal' }).click();
  await expect(current.getByText(/^Your plan changes to Starter on /)).toBeVisible();
  await expect(current.getByRole('heading', { name: 'Professional' })).toBeVisible();
  const clock = await request.post(`/api/sandbox/subscriptions/${id}/advance-clock`, {
    headers: { Authorization: `Bearer ${await superAdminToken(request)}` },
  });
  expect(clock.ok()).toBe(true);
  await page.reload();
  await expect(current.getByRole('heading', { name: 'Starter' })).toBeVisible();
  await expect(current.getByText('Active', { exact: true })).toBeVisible();
  await expect(current).toContainText('$29/month');
  await page.goto('/transactions');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(
    'Starter plan renewal (monthly)',
  );
});

test("a custom deal's price is on /subscription; a cancelled plan can be resumed", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const session = await registerViaApi(request, 'Custom Deal User');
  const created = await request.post('/api/admin/subscriptions/custom/create', {
    headers: { Authorization: `Bearer ${await superAdminToken(request)}` },
    data: {
      user_id: session.user.id,
      package_id: await planId(request, 'Business'),
      custom_amount: 150,
      billing_interval: 'monthly',
      duration_months: 12,
    },
  });
  expect(created.status()).toBe(201);
  const link = (await created.json()).data.payment_link as string;

  // The payment link goes to the sandbox checkout; its result page is styled.
  await page.goto(new URL(link).pathname);
  await page.getByLabel('Card number').fill(PAID);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  expect(await page.locator('main').evaluate((main) => getComputedStyle(main).maxWidth)).not.toBe(
    'none',
  );

  await useSessionIn(page, session);
  await page.goto('/subscription');
  const current = page.getByRole('region', { name: 'Current plan' });
  await expect(current.getByRole('heading', { name: 'Business' })).toBeVisible();
  await expect(current).toContainText('$150/month');
  await expect(current).not.toContainText('$199');

  await current.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(current.getByText(/^Ends /)).toBeVisible();
  await expect(current.getByRole('button', { name: 'Upgrade plan' })).toHaveCount(0);
  await current.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByText('Subscription resumed successfully!')).toBeVisible();
  await expect(current.getByText('Active', { exact: true })).toBeVisible();
  await expect(current.getByRole('button', { name: 'Upgrade plan' })).toBeVisible();
});
