// The Custom Subscription Manager: an admin creates a custom subscription on the admin dashboard, the
// payment link is read from the outbox, the user pays it with the sandbox card and the manager shows it active.
import { expect, test } from '@playwright/test';
import { loginViaApi, registerViaApi, SUPER_ADMIN, useSessionIn } from './helpers';
import { latestEmail } from './helpers-outbox';
import { seriousViolations } from './helpers-screens';

test('admin creates a custom subscription, the user pays the emailed link, it is active', async ({
  page,
  browser,
  request,
}) => {
  const client = await registerViaApi(request, `Aaron Custom ${Date.now().toString(36)}`);
  const admin = await loginViaApi(request, SUPER_ADMIN.email, SUPER_ADMIN.password);
  await useSessionIn(page, admin);

  await page.goto('/admin');
  const manager = page.getByRole('region', { name: 'Custom Subscription Manager' });
  await expect(manager.getByRole('heading', { name: 'Custom Subscription Manager' })).toBeVisible();
  await expect(manager.getByText('Total Custom Subscriptions')).toBeVisible();

  await manager.getByRole('button', { name: 'Create Custom Subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Custom Subscription' });
  await expect(dialog.getByText('Maximum 120 months (10 years)')).toBeVisible();
  await expect(dialog.getByLabel(/Billing Interval/)).toHaveValue('monthly');
  await expect(dialog.getByLabel(/Duration/)).toHaveValue('12');
  const userSelect = dialog.getByLabel(/^User/);
  await expect(userSelect.locator('option', { hasText: client.user.email })).toHaveCount(1);
  await userSelect.selectOption({
    label: (await userSelect.locator('option', { hasText: client.user.email }).textContent()) ?? '',
  });
  const packageSelect = dialog.getByLabel(/^Package/);
  await expect(packageSelect.locator('option')).not.toHaveCount(1);
  await packageSelect.selectOption({ index: 1 });
  await dialog.getByLabel(/Custom Amount/).fill('42.5');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create Subscription' }).click();

  const created = page.getByRole('dialog', { name: 'Custom Subscription Created!' });
  await expect(created).toContainText('$42.50');
  const shown = await created.getByRole('link', { name: /\/pay\// }).textContent();
  expect(shown).toMatch(/\/pay\/[\w-]{43}$/);
  await created.getByRole('button', { name: 'Done' }).click();

  const row = manager.getByRole('row', { name: new RegExp(client.user.email) });
  await expect(row).toContainText('Pending');
  await expect(row.getByRole('link', { name: 'Open Link' })).toHaveAttribute('href', shown ?? '');

  // The user's email holds the same link.
  const email = await latestEmail(request, client.user.email, 'complete your payment');
  const link = /https?:\/\/\S+\/pay\/[\w-]{43}/.exec(email.text)?.[0];
  expect(link).toBe(shown);

  // The user (another browser, not signed in) follows it: a fresh sandbox checkout, the test card pays.
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await userPage.goto(new URL(link as string).pathname);
  await expect(userPage).toHaveURL(/\/sandbox\/checkout\/cs_sandbox_[\w-]+$/);
  await userPage.getByLabel('Card number').fill('4242 4242 4242 4242');
  await userPage.getByRole('button', { name: /^Pay / }).click();
  await expect(userPage.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  // The link is spent: following it again says so.
  await userPage.goto(new URL(link as string).pathname);
  await expect(userPage.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  await userContext.close();

  await page.reload();
  const paidRow = page
    .getByRole('region', { name: 'Custom Subscription Manager' })
    .getByRole('row', { name: new RegExp(client.user.email) });
  await expect(paidRow).toContainText('Active');
  await expect(paidRow).toContainText('No payment link');

  // /admin/subscriptions lists it with the status filter.
  await page.goto('/admin/subscriptions?status=active');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(client.user.email) })).toContainText(
    'Custom',
  );
  expect(await seriousViolations(page)).toEqual([]);
});
