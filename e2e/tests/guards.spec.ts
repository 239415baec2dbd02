import { expect, test } from '@playwright/test';
import { registerViaApi, useSessionIn, superAdminSessionIn } from './helpers';

test.describe('signed out', () => {
  test('a protected page remembers the URL, sends to /login, and returns there after login', async ({
    page,
    request,
  }) => {
    const { user } = await registerViaApi(request, 'Grace Hopper');
    await page.goto('/assistants?page=1');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('Password123!');
    await page.getByRole('button', { name: /log in|login|sign in/i }).click();
    await expect(page).toHaveURL(/\/assistants\?page=1$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'My Voice Assistants' }),
    ).toBeVisible();
  });

  test('/payment sends to /register', async ({ page }) => {
    await page.goto('/payment?package_id=2');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('admin and super-admin pages send to /login', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/super-admin');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('public pages stay public and unknown pages show not found', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page).toHaveURL(/\/pricing$/);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found - AI Phone System');
  });
});

test.describe('signed in as a user', () => {
  test('guest pages send to /dashboard; admin, super-admin and reseller-admin pages too', async ({
    page,
    request,
  }) => {
    await useSessionIn(page, await registerViaApi(request));
    for (const path of [
      '/login',
      '/register',
      '/admin',
      '/admin/users',
      '/super-admin',
      '/reseller-billing',
    ]) {
      await page.goto(path);
      await expect(page, `visiting ${path}`).toHaveURL(/\/dashboard$/);
    }
  });

  test('a guest page sends to a remembered payment URL', async ({ page, request }) => {
    const session = await registerViaApi(request);
    await page.addInitScript((s) => {
      window.localStorage.setItem(
        'voice-session',
        JSON.stringify({
          state: {
            token: s.token,
            user: s.user,
            impersonation: { is_impersonating: false, original_admin_id: null },
            intendedUrl: '/payment?package_id=2',
          },
          version: 0,
        }),
      );
    }, session);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/payment\?package_id=2$/);
  });
});

test.describe('signed in as the super admin', () => {
  test('admin pages open; /dashboard shows the admin view', async ({ page, request }) => {
    await superAdminSessionIn(page, request);
    await page.goto('/admin');
    await expect(page.getByText('System-wide analytics and management')).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('System-wide analytics and management')).toBeVisible();
    await page.goto('/reseller-billing');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
