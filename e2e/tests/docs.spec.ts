import { expect, test } from '@playwright/test';
import { seriousViolations } from './helpers-screens';

const CATEGORIES = [
  'Getting Started',
  'Assistants',
  'Phone Numbers',
  'Billing',
  'Resellers',
  'Developers',
];

test('the privacy policy and the terms name the app', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page).toHaveTitle('Privacy Policy - AI Phone System');
  await expect(
    page.getByText('AI Phone System is an AI voice assistant service operated by AI Phone System'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /Information we collect/ })).toBeVisible();

  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  await expect(page).toHaveTitle('Terms & Conditions - AI Phone System');
  await expect(
    page.getByText(
      'These terms are an agreement between you and AI Phone System for the use of AI Phone System.',
    ),
  ).toBeVisible();
});

test('the documentation: the home lists the categories, a category lists its pages, a page reads as Markdown', async ({
  page,
}) => {
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Documentation' })).toBeVisible();
  await expect(page).toHaveTitle('Documentation - AI Phone System');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(CATEGORIES);
  // The tenant's app name stands in for {{app_name}}.
  await expect(
    main.getByRole('list', { name: 'Getting Started pages' }).getByRole('link', {
      name: 'Welcome to AI Phone System',
    }),
  ).toBeVisible();

  await main.getByRole('heading', { level: 2 }).getByRole('link', { name: 'Billing' }).click();
  await expect(page).toHaveURL(/\/docs\/billing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Plans and usage',
    'Manage your subscription',
    'Payments and transactions',
  ]);
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', {
      name: 'Documentation',
    }),
  ).toHaveAttribute('href', '/docs');

  await main
    .getByRole('heading', { level: 2 })
    .getByRole('link', { name: 'Plans and usage' })
    .click();
  await expect(page).toHaveURL(/\/docs\/billing\/plans-and-usage$/);
  const article = page.getByRole('article', { name: 'Plans and usage' });
  await expect(article.getByRole('heading', { level: 1, name: 'Plans and usage' })).toBeVisible();
  await expect(
    article.getByRole('heading', { level: 2, name: 'What a plan includes' }),
  ).toBeVisible();
  await expect(article.getByRole('link', { name: 'pricing page' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await expect(article).toContainText('if you use AI Phone System through a reseller');
  await expect(article).not.toContainText('{{app_name}}');
  await article.getByRole('link', { name: /^Next / }).click();
  await expect(page).toHaveURL(/\/docs\/billing\/manage-your-subscription$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Manage your subscription' }),
  ).toBeVisible();
});

test('an unknown documentation page says it does not exist and links back', async ({ page }) => {
  for (const path of ['/docs/billing/no-such-page', '/docs/no-such-category']) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page does not exist' }),
    ).toBeVisible();
  }
  await page.getByRole('main').getByRole('link', { name: 'Back to the documentation' }).click();
  await expect(page).toHaveURL(/\/docs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Documentation' })).toBeVisible();
});

test('a documentation page with a table, lists and code reads well at 390, 1280 and 1920 px', async ({
  page,
}) => {
  await page.goto('/docs/assistants/call-analysis-and-webhooks');
  const article = page.getByRole('article', { name: 'Call analysis and webhooks' });
  await expect(article.getByRole('heading', { level: 1 })).toHaveText('Call analysis and webhooks');
  // The document's sections are h2 with ids, so a #section link lands on them.
  await expect(article.getByRole('heading', { level: 2, name: 'Structured data' })).toHaveAttribute(
    'id',
    'structured-data',
  );
  const table = article.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Property', 'Type', 'Example']);
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('cell', { name: 'caller_name' }).locator('code')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  for (const width of [390, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing wider than the screen: a wide table or code block scrolls inside its own box.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `no sideways scrolling at ${width} px`,
    ).toBe(true);
    await page.screenshot({ path: `test-results/docs-page-${width}.png`, fullPage: true });
  }
});
