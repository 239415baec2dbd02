// A customer's first hour: the plan chosen on /pricing survives registration and is paid for right after; the new
// dashboard says what to do next (a first-run checklist ticked from the account's data); the hero's demo button
// says why it asks for an account. Screenshots of the screens at 390, 1280 and 1920 px in test-results/first-run.
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './helpers';
import { seriousViolations } from './helpers-screens';
import { PAID_CARD } from './helpers-payments';

const WIDTHS = [390, 1280, 1920] as const;

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/first-run/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a plan chosen on /pricing is paid for right after registering, and the dashboard shows the next steps', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/pricing');
  await page.getByRole('button', { name: /^yearly/i }).click();
  await page.getByRole('link', { name: 'Get Started with Professional' }).click();

  await expect(page).toHaveURL(/\/register\?plan=\d+&interval=yearly$/);
  await expect(page.getByRole('note')).toHaveText(
    'Create your account, then you will pay for the plan you chose.',
  );
  await shoot(page, 'register-with-plan');
  await page.getByLabel('Full Name').fill('First Hour');
  await page.getByLabel('Email address').fill(uniqueEmail('first-run'));
  await page.getByLabel('Password', { exact: true }).fill('Password123!');
  await page.getByLabel('Confirm Password').fill('Password123!');
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  // Straight to paying for the plan chosen, with the interval chosen.
  await expect(page).toHaveURL(/\/payment\?package_id=\d+&interval=yearly$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Professional' })).toBeVisible();

  // Before paying, the dashboard's checklist says the plan is the next step.
  await page.goto('/dashboard');
  const checklist = page.getByRole('region', { name: 'Get started' });
  await expect(checklist).toContainText('0 of 4 steps done');
  await expect(checklist.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
    'href',
    '/subscription',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'dashboard-new');

  await page.goBack();
  await expect(page).toHaveURL(/\/payment\?package_id=\d+&interval=yearly$/);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sandbox_[\w-]+$/);
  await page.getByLabel('Card number').fill(PAID_CARD);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  // Paid: the plan is ticked, the next step is an assistant.
  await page.goto('/dashboard');
  await expect(checklist).toContainText('1 of 4 steps done');
  await expect(checklist.getByRole('listitem').first()).toContainText('Choose a plan (done)');
  await expect(checklist.getByRole('link', { name: 'Create an assistant' })).toHaveAttribute(
    'href',
    '/assistants/create',
  );
  await shoot(page, 'dashboard-plan-done');
});

test("the hero's demo button registers first, the page says why, then the demo opens", async ({
  page,
}) => {
  await page.goto('/');
  const demo = page.getByRole('main').getByRole('link', { name: 'Try Our Demo Assistant' }).first();
  await expect(demo).toHaveAttribute('href', '/register?next=demo-request');
  await demo.click();
  await expect(page).toHaveURL(/\/register\?next=demo-request$/);
  await expect(page.getByRole('note')).toHaveText(
    'Create a free account to try our demo assistant: you will go straight to it.',
  );
  await shoot(page, 'register-for-demo');
  await page.getByLabel('Full Name').fill('Demo Visitor');
  await page.getByLabel('Email address').fill(uniqueEmail('demo'));
  await page.getByLabel('Password', { exact: true }).fill('Password123!');
  await page.getByLabel('Confirm Password').fill('Password123!');
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/demo-request$/);
});
