// A reseller's own package with the platform: a reseller admin opens /reseller-billing, sees its active
// package, upgrades to a pricier one with the sandbox card, and the super admin sees the payment in
// /super-admin/reseller-transactions (and its subscription in /super-admin/reseller-subscriptions). Axe on
// every new page. Works on any E2E_PORT (relative URLs and helpers-sites.ts' origins).
import { expect, test } from '@playwright/test';
import { type Session, SUPER_ADMIN, useSessionIn } from './helpers';
import { createActiveReseller } from './helpers-resellers';
import { seriousViolations } from './helpers-screens';
import { PAID_CARD } from './helpers-payments';
import { loginOnSite } from './helpers-sites';

test('a reseller admin upgrades its package with the sandbox card; the super admin sees the payment', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const site = await createActiveReseller(request, `Billing Org ${Date.now().toString(36)}`);
  const admin = await loginOnSite(request, site.subdomain, site.adminEmail);

  const page = await (await browser.newContext()).newPage();
  await useSessionIn(page, admin);
  await page.goto(`${site.origin}/reseller-billing`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Billing and Subscription' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Reseller Starter' })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('$99/month')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Upgrade: only pricier packages are offered; the platform's hosted checkout takes the card.
  await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade your reseller package' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Reseller Starter')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Upgrade to Reseller Growth' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_/);
  await page.getByLabel('Card number').fill(PAID_CARD);
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(`${site.origin}/reseller-billing?checkout=success`);
  await expect(page.getByText('Payment received.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Reseller Growth' })).toBeVisible();
  await expect(page.getByText('$249/month')).toBeVisible();

  // The super admin: the payment in reseller transactions, the subscription in reseller subscriptions.
  const superAdmin = (await (
    await request.post('/api/login', {
      data: { email: SUPER_ADMIN.email, password: SUPER_ADMIN.password, remember: false },
    })
  ).json()) as Session;
  const platform = await (await browser.newContext()).newPage();
  await useSessionIn(platform, superAdmin);

  await platform.goto('/super-admin/reseller-transactions');
  await expect(
    platform.getByRole('heading', { level: 1, name: 'Reseller Transactions' }),
  ).toBeVisible();
  const payment = platform
    .getByRole('table', { name: 'Reseller transactions' })
    .getByRole('row')
    .filter({ hasText: site.orgName })
    .filter({ hasText: 'Reseller Growth' });
  await expect(payment).toContainText('$249');
  await expect(payment).toContainText('Completed');
  expect(await seriousViolations(platform)).toEqual([]);

  await platform.goto(`/super-admin/reseller-subscriptions?search=${site.subdomain}`);
  const subscription = platform
    .getByRole('table', { name: 'Reseller subscriptions' })
    .getByRole('row')
    .filter({ hasText: site.orgName });
  await expect(subscription).toContainText('Reseller Growth');
  await expect(subscription).toContainText('Active');
  expect(await seriousViolations(platform)).toEqual([]);

  await platform.goto('/super-admin/reseller-packages');
  await expect(
    platform.getByRole('heading', { level: 1, name: 'Reseller Packages' }),
  ).toBeVisible();
  await expect(
    platform.getByRole('table', { name: 'Reseller packages' }).getByRole('row'),
  ).not.toHaveCount(0);
  expect(await seriousViolations(platform)).toEqual([]);
  await platform.getByRole('button', { name: 'Create Package' }).click();
  await expect(platform.getByRole('dialog', { name: 'Create Reseller Package' })).toBeVisible();
  expect(await seriousViolations(platform)).toEqual([]);
});
