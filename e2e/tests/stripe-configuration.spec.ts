import { expect, test } from '@playwright/test';
import { loginViaApi, SUPER_ADMIN, useSessionIn } from './helpers';
import { createActiveReseller } from './helpers-resellers';
import { seriousViolations } from './helpers-screens';
import { signInWithForm } from './helpers-sites';

/** A reseller admin's own Stripe keys (/admin/stripe-configuration) and the admin's plans (/admin/packages). */

test('a reseller admin saves its Stripe keys and sees the secrets masked after a reload', async ({
  page,
  request,
}) => {
  const site = await createActiveReseller(request, 'Keys Co');
  await page.goto(`${site.origin}/login`);
  await signInWithForm(page, site.adminEmail, site.adminPassword);
  await expect(page).toHaveURL(/\/(admin|dashboard)$/);

  await page.goto(`${site.origin}/admin/stripe-configuration`);
  await expect(page.getByRole('heading', { level: 1, name: 'Stripe Configuration' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Stripe keys' });
  await expect(form).toBeVisible();
  await expect(page.getByText('Not configured')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await form.getByLabel(/^Publishable key/).fill('pk_test_51KeysCoPublishable0001');
  await form.getByLabel(/^Secret key/).fill('sk_test_51KeysCoSecretKeyValue9876');
  await form.getByLabel(/^Webhook signing secret/).fill('whsec_KeysCoSigningSecret5432');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Stripe configuration saved successfully')).toBeVisible();

  await page.reload();
  await expect(form).toBeVisible();
  await expect(page.getByText('Configured', { exact: true })).toBeVisible();
  await expect(form.getByLabel(/^Publishable key/)).toHaveValue('pk_test_51KeysCoPublishable0001');
  await expect(form.getByText('sk_test_…••••9876')).toBeVisible();
  await expect(form.getByText('whsec_…••••5432')).toBeVisible();
  await expect(form.getByLabel(/^Secret key/)).toHaveValue('');
  await expect(page.locator('body')).not.toContainText('KeysCoSecretKeyValue');
  await expect(page.locator('body')).not.toContainText('KeysCoSigningSecret');
  expect(await seriousViolations(page)).toEqual([]);
});

test('an admin creates a plan on /admin/packages and it shows on /pricing', async ({
  page,
  request,
}) => {
  const session = await loginViaApi(request, SUPER_ADMIN.email, SUPER_ADMIN.password);
  await useSessionIn(page, session);
  const name = `Team ${Date.now().toString(36)}`;

  await page.goto('/admin/packages');
  await expect(page.getByRole('heading', { level: 1, name: 'Packages' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Starter');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Create Package' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Package' });
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Description/).fill('For small teams sharing one number.');
  await dialog.getByLabel(/^Monthly price/).fill('39');
  await dialog.getByLabel(/^Yearly price/).fill('390');
  await dialog.getByLabel(/^Monthly minutes/).fill('500');
  await dialog.getByLabel(/^Voice agents limit/).fill('2');
  await dialog.getByLabel(/^Support level/).fill('Email');
  await dialog.getByLabel(/^Features/).fill('2 voice agents\n500 minutes per month');
  await dialog.getByLabel(/^Knowledge sources limit/).fill('8');
  await dialog.getByLabel(/^Knowledge size limit/).fill('16');
  await dialog.getByRole('checkbox', { name: 'Appointment booking included' }).uncheck();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create Package' }).click();
  await expect(page.getByText('Package created successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Active');

  try {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name })).toBeVisible();
    const card = page.getByRole('listitem', { name });
    await expect(card).toContainText('Knowledge base: 8 sources, 16 MB');
    await expect(card).not.toContainText('Appointment booking');
  } finally {
    // Leave the platform's plans as other specs expect them.
    const list = await request.get('/api/admin/packages', {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    const created = ((await list.json()) as { data: { id: number; name: string }[] }).data.find(
      (plan) => plan.name === name,
    );
    if (created) {
      await request.delete(`/api/admin/packages/${created.id}`, {
        headers: { Authorization: `Bearer ${session.token}` },
      });
    }
  }
});
