// Axe (no serious or critical violation) on the account pages (/profile, /demo-request, /admin/demo-requests)
// and on the billing pages that the other specs do not scan: every /pay/{token} page a user can reach, the
// Custom Subscription Manager's success modal, and a platform admin's usage overview and Stripe configuration.
// Each page is scanned in its states: empty, with errors, after success.
//
// Already scanned elsewhere: /subscription, /payment, /payment-success, /transactions and a receipt,
// /admin/transactions (billing.spec.ts); /reseller-billing, /super-admin/reseller-transactions,
// reseller-subscriptions, reseller-packages (reseller-billing.spec.ts); a reseller admin's /admin/usage-overview,
// /super-admin/usage-reports (reseller-revenue.spec.ts); a reseller admin's /admin/stripe-configuration,
// /admin/packages (stripe-configuration.spec.ts); /admin with the create modal, /admin/subscriptions
// (custom-subscription.spec.ts); /pricing (accessibility-public.spec.ts).
import { expect, test } from '@playwright/test';
import { registerViaApi, superAdminToken, useSessionIn, superAdminSessionIn } from './helpers';
import { payLinkOf } from './helpers-outbox';
import {
  createCustomSubscriptionViaApi,
  DECLINED_CARD,
  PAID_CARD,
  payOnCheckout,
} from './helpers-payments';
import { seriousViolations } from './helpers-screens';

test('the profile page, with its errors and its messages, has no serious or critical axe violations', async ({
  page,
  request,
}) => {
  await useSessionIn(page, await registerViaApi(request, 'Axel Profile'));
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Profile Settings' });
  await expect(form.getByRole('img', { name: 'Initials AP' })).toBeVisible();
  expect(await seriousViolations(page), 'profile').toEqual([]);

  await form.getByLabel(/^Full Name/).fill('');
  await form.getByLabel('Phone').fill('1'.repeat(21));
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Phone number must be less than 20 characters')).toBeVisible();
  const passwords = page.getByRole('region', { name: 'Change Password' });
  await passwords.getByLabel(/^New Password/).fill('short');
  await passwords.getByRole('button', { name: 'Change Password' }).click();
  await expect(passwords.getByText('New password must be at least 8 characters')).toBeVisible();
  expect(await seriousViolations(page), 'profile with errors').toEqual([]);

  await form.getByLabel(/^Full Name/).fill('Axel Profile');
  await form.getByLabel('Phone').fill('+1 555 0123');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!').first()).toBeVisible();
  expect(await seriousViolations(page), 'profile saved').toEqual([]);
});

test('the demo request page and the admins’ list have no serious or critical axe violations', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const name = `Axel Demo ${Date.now().toString(36)}`;
  await useSessionIn(page, await registerViaApi(request, name));
  await page.goto('/demo-request');
  const form = page.getByRole('form', { name: 'Request a demo' });
  await expect(form.getByLabel(/^Full Name/)).toHaveValue(name);
  expect(await seriousViolations(page), 'demo request').toEqual([]);

  await form.getByLabel(/^Full Name/).fill('');
  await form.getByLabel(/^Email/).fill('not-an-email');
  await form.getByRole('button', { name: 'Request Demo' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  expect(await seriousViolations(page), 'demo request with errors').toEqual([]);

  await form.getByLabel(/^Full Name/).fill(name);
  await form.getByLabel(/^Email/).fill('axel.demo@example.com');
  await form.getByLabel('Message (optional)').fill('Please call after 3pm.');
  await form.getByRole('button', { name: 'Request Demo' }).click();
  await expect(form.getByText(/^Thank you! Your demo request has been sent/)).toBeVisible();
  expect(await seriousViolations(page), 'demo request sent').toEqual([]);

  const admin = await browser.newContext({ baseURL });
  const adminPage = await admin.newPage();
  await superAdminSessionIn(adminPage, request);
  await adminPage.goto('/admin/demo-requests');
  await expect(
    adminPage
      .getByRole('table', { name: 'Demo requests' })
      .getByRole('row', { name: new RegExp(name) }),
  ).toBeVisible();
  expect(await seriousViolations(adminPage), 'demo requests list').toEqual([]);

  await adminPage.goto('/admin/demo-requests?search=no-such-requester-anywhere');
  await expect(adminPage.getByText('No demo requests found')).toBeVisible();
  expect(await seriousViolations(adminPage), 'demo requests, nothing found').toEqual([]);
  await admin.close();
});

test('every /pay/{token} page a user can reach has no serious or critical axe violations', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const client = await registerViaApi(request, 'Axel Payer');
  const first = await createCustomSubscriptionViaApi(request, client.user, 12);

  // A live link: a fresh sandbox checkout for the amount; declined; cancelled.
  await page.goto(first.path);
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sandbox_[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  expect(await seriousViolations(page), 'checkout of a payment link').toEqual([]);
  await payOnCheckout(page, DECLINED_CARD);
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  expect(await seriousViolations(page), 'declined').toEqual([]);
  await page.getByRole('link', { name: 'Cancel and return' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeVisible();
  expect(await seriousViolations(page), 'payment cancelled').toEqual([]);

  // Replaced by a resend.
  const resent = await request.post('/api/admin/subscriptions/custom/resend-payment-link', {
    headers: { Authorization: `Bearer ${await superAdminToken(request)}` },
    data: { subscription_id: first.subscriptionId },
  });
  expect(resent.ok(), await resent.text()).toBe(true);
  const second = payLinkOf(
    ((await resent.json()) as { data: { payment_link: string } }).data.payment_link,
  );
  await page.goto(first.path);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This payment link has been replaced' }),
  ).toBeVisible();
  expect(await seriousViolations(page), 'replaced link').toEqual([]);

  // Paid: the link then says so.
  await page.goto(new URL(second).pathname);
  await payOnCheckout(page, PAID_CARD);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  expect(await seriousViolations(page), 'payment received').toEqual([]);

  // A link that does not exist.
  await page.goto(`/pay/${'x'.repeat(43)}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Payment link not found' }),
  ).toBeVisible();
  expect(await seriousViolations(page), 'unknown link').toEqual([]);
  // The expired page (the same template) is scanned in custom-subscription-expiry.spec.ts once the sandbox
  // clock can expire a link.
});

test('the custom subscription success modal, usage overview and platform Stripe settings pass axe', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const client = await registerViaApi(request, `Axel Custom ${Date.now().toString(36)}`);
  await superAdminSessionIn(page, request);

  await page.goto('/admin');
  const manager = page.getByRole('region', { name: 'Custom Subscription Manager' });
  await manager.getByRole('button', { name: 'Create Custom Subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Custom Subscription' });
  await dialog.getByRole('button', { name: 'Create Subscription' }).click();
  await expect(dialog.getByText('Please select a user')).toBeVisible();
  expect(await seriousViolations(page), 'create modal with errors').toEqual([]);
  const userSelect = dialog.getByLabel(/^User/);
  await userSelect.selectOption({
    label: (await userSelect.locator('option', { hasText: client.user.email }).textContent()) ?? '',
  });
  await dialog.getByLabel(/^Package/).selectOption({ index: 1 });
  await dialog.getByLabel(/Custom Amount/).fill('15');
  await dialog.getByRole('button', { name: 'Create Subscription' }).click();
  const created = page.getByRole('dialog', { name: 'Custom Subscription Created!' });
  await expect(created).toContainText('$15');
  expect(await seriousViolations(page), 'custom subscription created').toEqual([]);
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(manager.getByRole('row', { name: new RegExp(client.user.email) })).toBeVisible();
  expect(await seriousViolations(page), 'the manager with its rows').toEqual([]);

  await page.goto('/admin/usage-overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Usage Overview' })).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  expect(await seriousViolations(page), 'usage overview (platform admin)').toEqual([]);

  await page.goto('/admin/stripe-configuration');
  await expect(page.getByRole('heading', { level: 1, name: 'Stripe Configuration' })).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  expect(await seriousViolations(page), 'Stripe configuration (platform admin)').toEqual([]);
});
