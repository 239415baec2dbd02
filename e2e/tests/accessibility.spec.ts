import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi, useSessionIn } from './helpers';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
}

test('the login page has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the register page has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByLabel('Full Name')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the dashboard has no serious or critical axe violations', async ({ page, request }) => {
  await useSessionIn(page, await registerViaApi(request));
  await page.goto('/dashboard');
  await expect(page.getByText('No recent calls found')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
