// Plan changes as Stripe Billing makes them, in the sandbox: a mid-period upgrade charges the prorated amount the
// modal showed; a move to a cheaper plan waits for the renewal (the sandbox clock); a custom deal's own price is
// what /subscription shows; a cancelled plan can be resumed. Works on any E2E_PORT (relative URLs).
import { expect, test } from '@playwright/test';
import { registerViaApi, superAdminToken, useSessionIn } from './helpers';
import { customDealLink, payLinkInPage, subscribeAndPayInPage } from './helpers-payments';
import { seriousViolations } from './helpers-screens';
import { startSubscriptionDaysAgo } from './helpers-suite-db';

test('a mid-period upgrade charges what the modal said; a downgrade takes effect at renewal', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const session = await registerViaApi(request, 'Proration User');
  await useSessionIn(page, session);
  const id = await subscribeAndPayInPage(page, request, session, 'Starter');
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
  const link = await customDealLink(request, session.user.id, 'Business', 150);

  // The payment link goes to the sandbox checkout; its result page is styled.
  await payLinkInPage(page, link);
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
