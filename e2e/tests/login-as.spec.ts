import { expect, test } from '@playwright/test';
import { loginViaApi, SUPER_ADMIN } from './helpers';
import { createActiveReseller, registerOnSite } from './helpers-resellers';
import { siteOrigin } from './helpers-sites';

test('a login-as link with a bad token says it is invalid or expired', async ({ page }) => {
  await page.goto('/loginas?token=not-a-real-token');
  await expect(
    page.getByRole('heading', { level: 1, name: 'We could not sign you in' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid or expired token');
  await page.getByRole('main').getByRole('link', { name: 'Go to login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('when the token cannot be checked at all the page says it failed to validate', async ({
  page,
}) => {
  await page.route('**/api/validate-login-as-token', (route) => route.abort('connectionrefused'));
  await page.goto('/loginas?token=some-token');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Failed to validate token');
});

test("the super admin signs in as a user of another reseller, on that reseller's site", async ({
  page,
  browser,
  request,
}) => {
  const site = await createActiveReseller(request, 'Lumen Calls');
  const { user } = await registerOnSite(request, site.subdomain, 'Lena Lumen');

  const admin = await loginViaApi(request, SUPER_ADMIN.email, SUPER_ADMIN.password);
  const response = await request.post(`/api/super-admin/users/${user.id}/login-as`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as {
    token: string;
    is_same_reseller: boolean;
    target_reseller: { domain: string };
  };
  expect(body.is_same_reseller).toBe(false);
  expect(body.target_reseller.domain).toBe(new URL(site.origin).host);

  const link = `http://${body.target_reseller.domain}/loginas?token=${encodeURIComponent(body.token)}`;
  await page.goto(link);
  await expect(page).toHaveURL(`${siteOrigin(site.subdomain)}/dashboard`);
  await expect(page.getByText('No recent calls found')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Lena Lumen');
  await expect(page).toHaveTitle('Dashboard - Lumen Calls');

  // The token works once: another browser with the same link is refused.
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await second.goto(link);
    await expect(second.getByRole('main').getByRole('alert')).toHaveText(
      'Invalid or expired token',
    );
  } finally {
    await other.close();
  }
});
