import { expect, test } from '@playwright/test';
import { SUPER_ADMIN, uniqueEmail } from './helpers';

test('a visitor registers and lands on the dashboard', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill(uniqueEmail('ada'));
  await page.getByLabel('Password', { exact: true }).fill('Password123!');
  await page.getByLabel('Confirm Password').fill('Password123!');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /register|create account|sign up/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Monitor your voice agents and call analytics')).toBeVisible();
  await expect(page.getByText('No recent calls found')).toBeVisible();
  await expect(page).toHaveTitle('Dashboard - AI Phone System');
});

test('the super admin logs in and lands on /admin', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(SUPER_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: /log in|login|sign in/i }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('System-wide analytics and management')).toBeVisible();
  await expect(page.getByText('Total Users')).toBeVisible();
});

test('wrong credentials show the server message in a Login Failed dialog', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(SUPER_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: /log in|login|sign in/i }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
});
