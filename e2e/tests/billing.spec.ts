// The billing screens of mfe-billing: subscribe with the sandbox card, a declined card, upgrade,
// cancel, the transactions and their receipts, and axe on every page. Works on any E2E_PORT (relative URLs).
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, useSessionIn, superAdminSessionIn } from './helpers';
import { seriousViolations } from './helpers-screens';
import { DECLINED_CARD, PAID_CARD, payOnCheckout } from './helpers-payments';

async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

test('a new user subscribes, is declined, pays, upgrades, cancels and reads the receipts', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const session = await registerViaApi(request, 'Billing User');
  await useSessionIn(page, session);

  // No plan yet: every plan offers Subscribe.
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No active subscription' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe to Starter' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // A paid plan goes to the checkout; the declined card leaves the subscription pending.
  await page.getByRole('button', { name: 'Subscribe to Starter' }).click();
  await payOnCheckout(page, DECLINED_CARD);
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await page.goto('/subscription');
  const current = page.getByRole('region', { name: 'Current plan' });
  await expect(current.getByRole('heading', { name: 'Starter' })).toBeVisible();
  await expect(current.getByText('Pending', { exact: true })).toBeVisible();
  await expect(current.getByRole('button', { name: 'Upgrade plan' })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // Complete Payment -> /payment -> Pay -> the sandbox card pays -> the confirmation page.
  await current.getByRole('link', { name: 'Complete Payment' }).click();
  await expect(page).toHaveURL(/\/payment\?package_id=\d+/);
  await expect(page.getByRole('heading', { level: 2, name: 'Starter' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await payOnCheckout(page, PAID_CARD);
  await expect(page).toHaveURL(/\/(subscription\/success|payment-success)/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText('Your Starter plan is active.')).toBeVisible();
  await expectNoSeriousViolations(page);

  // Active, with its usage.
  await page.goto('/subscription');
  await expect(current.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Minutes this period' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Voice assistants' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Usage' })).toContainText('Days remaining');
  await expectNoSeriousViolations(page);

  // Upgrade: only dearer plans; the current one is disabled and says so.
  await current.getByRole('button', { name: 'Upgrade plan' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade your plan' });
  await expect(upgrade.getByRole('button', { name: 'Starter: Current plan' })).toBeDisabled();
  await expectNoSeriousViolations(page);
  // The upgrade says what it charges today (prorated) and charges the saved card once confirmed.
  await upgrade.getByRole('button', { name: 'Upgrade to Professional' }).click();
  await upgrade.getByRole('button', { name: /^Pay \$[\d.,]+ and upgrade$/ }).click();
  await expect(page.getByText('Subscription upgraded successfully!')).toBeVisible();
  await expect(current.getByRole('heading', { name: 'Professional' })).toBeVisible();
  await expect(current.getByText('Active', { exact: true })).toBeVisible();

  // Cancel: confirmed with the spec's question; the plan stays until the period's end.
  await current.getByRole('button', { name: 'Cancel subscription' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel subscription' });
  await expect(confirm).toContainText('Are you sure you want to cancel your subscription?');
  await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText(/^Subscription cancelled successfully/)).toBeVisible();
  await expect(current.getByText(/stays active until/)).toBeVisible();
  await expect(current.getByText(/^Ends /)).toBeVisible();
  await expect(current.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
  await expect(current.getByRole('button', { name: 'Upgrade plan' })).toHaveCount(0);
  await expect(current.getByRole('button', { name: 'Resume subscription' })).toBeVisible();

  // The payments are in the transactions list, each with a printable receipt; the declined attempt too.
  await page.goto('/transactions');
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row', { name: /Your card was declined\./ })).toContainText(
    /failed/i,
  );
  await expect(table).toContainText('Professional');
  await expect(table).toContainText('Starter');
  await expectNoSeriousViolations(page);
  await table
    .getByRole('link', { name: /^View receipt of transaction/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/transactions\/\d+$/);
  const receipt = page.getByRole('article', { name: /^Receipt #\d+$/ });
  await expect(receipt).toContainText('Professional');
  // The upgrade was charged to the saved card (a charge, not a checkout).
  await expect(receipt).toContainText(/Provider reference\s*ch_sandbox_/);
  await expect(receipt.getByRole('row', { name: /^Total/ })).toBeVisible();
  await expectNoSeriousViolations(page);

  // A platform admin sees the payment in /admin/transactions; the user may not open that page.
  const admin = await browser.newContext({ baseURL });
  const adminPage = await admin.newPage();
  await superAdminSessionIn(adminPage, request);
  await adminPage.goto('/admin/transactions');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expect(adminPage.getByRole('table')).toContainText(session.user.email);
  await expectNoSeriousViolations(adminPage);
  await admin.close();
  await page.goto('/admin/transactions');
  await expect(page).toHaveURL(/\/dashboard$/);
});
