import { expect, test, type Page } from '@playwright/test';
import { registerViaApi } from './helpers';
import { latestEmail, passwordLinkOf } from './helpers-outbox';
import { messageDialog } from './helpers-screens';
import { MAIN_ORIGIN, signInWithForm } from './helpers-sites';

const OLD_PASSWORD = 'Password123!';
const NEW_PASSWORD = 'Brand-new-pass-42';

async function setNewPassword(page: Page, password: string) {
  await page.getByRole('textbox', { name: /^New password/ }).fill(password);
  await page.getByRole('textbox', { name: /^Confirm new password/ }).fill(password);
  await page.getByRole('button', { name: 'Reset password' }).click();
}

test('a user resets the password through the link of the emailed message', async ({
  page,
  request,
}) => {
  const { user } = await registerViaApi(request, 'Rita Reset');

  // Forgot password: the 'Check your email' state.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The page settles first (its remote and the site's settings load): a field filled before that could be
  // rendered again empty.
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Email address').fill(user.email);
  await expect(page.getByLabel('Email address')).toHaveValue(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: user.email })).toBeVisible();
  // 'try again' sends a new link, which replaces the first one.
  await page.getByRole('button', { name: 'try again' }).click();
  await expect(page.getByText('We sent the email again.')).toBeVisible();

  // The link, as the user would find it in the email (read from the outbox).
  const email = await latestEmail(request, user.email, 'Reset your password');
  const link = passwordLinkOf(email);
  expect(link).toMatch(new RegExp(`^${MAIN_ORIGIN}/password-reset/[\\w-]+\\?email=`));

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(user.email);
  await setNewPassword(page, NEW_PASSWORD);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Password reset successful!' }),
  ).toBeVisible();

  // The same link a second time: checked when the page opens, it says it no longer works and offers a new
  // one, before any form.
  await page.goto(link);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'This password reset link is invalid or has expired. Request a new link to reset your password.',
  );
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveCount(0);

  // The old password no longer works; the new one does.
  await page.goto('/login');
  await signInWithForm(page, user.email, OLD_PASSWORD);
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await messageDialog(page, 'Login Failed').getByRole('button', { name: 'OK' }).click();

  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('No recent calls found')).toBeVisible();
});

test('a reset link without a token says so and offers a new link', async ({ page }) => {
  const message = 'Invalid or missing reset token. Please request a new password reset link.';
  await page.goto('/password-reset?email=a@b.co');
  const dialog = messageDialog(page, 'Invalid Token');
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(message);
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
