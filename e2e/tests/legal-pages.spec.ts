// A reseller's own terms and privacy pages: a new reseller's site is held back ("This site is being set up", no
// platform name, registration refused by the API too) while its admin can still sign in; the dashboard says what is
// missing; its admin completes both templates on Legal Pages (publishing is refused while a placeholder is left)
// and publishes them; a visitor then sees the site and reads the reseller's own terms. axe; screenshots of the
// held-back page and of the editor at 390/1280/1920 px.
import { expect, test } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './helpers';
import { createActiveReseller, legalPagePlaceholders } from './helpers-resellers';
import { seriousViolations, shotsAtWidths } from './helpers-screens';
import { onSite, signInOn } from './helpers-sites';

const ORG = 'Charter Calls';
const PLATFORM_NAME = 'AI Phone System';

test("a new reseller's site is held back until its admin publishes both legal pages; visitors then read its own terms", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const site = await createActiveReseller(request, ORG, { publish: false });

  // A visitor: every public page is "being set up", branded, without the platform's name.
  const visitor = await browser.newContext();
  const early = await visitor.newPage();
  for (const path of ['/', '/pricing', '/register', '/terms']) {
    await early.goto(`${site.origin}${path}`);
    await expect(
      early.getByRole('heading', { level: 1, name: 'This site is being set up' }),
    ).toBeVisible();
  }
  await expect(early).toHaveTitle('This site is being set up');
  await expect(early.locator('body')).not.toContainText(PLATFORM_NAME);
  await expect(early.getByRole('banner')).toContainText(ORG);
  expect(await seriousViolations(early)).toEqual([]);
  await shotsAtWidths(early, 'legal-pages-held-back');
  // The API refuses registration too.
  const refused = await request.post('/api/register', {
    headers: onSite(site.subdomain),
    data: {
      name: 'Early Bird',
      email: uniqueEmail(site.subdomain),
      password: PASSWORD,
      password_confirmation: PASSWORD,
      terms: true,
    },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'This site is being set up. Registration opens once its terms and privacy pages are published.',
  );

  // Its admin signs in (sign-in stays open) and is told what is missing.
  await early.goto(`${site.origin}/login`);
  await expect(
    early.getByRole('heading', { level: 1, name: 'This site is being set up' }),
  ).toHaveCount(0);
  await signInOn(page, site.origin, site.adminEmail, site.adminPassword, '/admin');
  const notice = page.getByRole('status', { name: 'Your site is being set up' });
  await expect(notice).toContainText('Still to publish: Terms & Conditions, Privacy Policy.');
  await notice.getByRole('link', { name: 'Complete and publish your legal pages' }).click();
  await expect(page).toHaveURL(`${site.origin}/admin/system-settings/legal-pages`);
  await expect(page.getByRole('heading', { level: 1, name: 'Legal Pages' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shotsAtWidths(page, 'legal-pages-editor');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Publishing the template is refused, naming what is left.
  await page.getByRole('button', { name: 'Publish Terms & Conditions' }).click();
  await expect(
    page
      .getByText(/^Complete every placeholder before publishing: \[\[Company legal name\]\]/)
      .first(),
  ).toBeVisible();

  for (const [tab, title] of [
    ['terms', 'Terms & Conditions'],
    ['privacy', 'Privacy Policy'],
  ] as const) {
    await page.getByRole('tab', { name: new RegExp(`^${title}`) }).click();
    const form = page.getByRole('form', { name: `${title} draft` });
    const box = form.locator(`#legal-${tab}-draft`);
    const completed = Object.entries(legalPagePlaceholders(ORG)).reduce(
      (text, [from, to]) => text.replaceAll(from, to),
      await box.inputValue(),
    );
    await box.fill(completed);
    await expect(form.getByText('Every placeholder is completed.')).toBeVisible();
    await form.getByRole('button', { name: `Publish ${title}` }).click();
    await expect(page.getByText('Page published').first()).toBeVisible();
    await expect(page.getByRole('tab', { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('status', { name: 'Your site is being set up' })).toHaveCount(0);
  // The open tab (Privacy Policy) says when it went live.
  await expect(page.locator('p:visible', { hasText: 'Live since' })).toHaveCount(1);
  await shotsAtWidths(page, 'legal-pages-published');

  // A visitor now gets the site, and the reseller's own terms.
  const later = await visitor.newPage();
  await later.goto(`${site.origin}/`);
  await expect(later.getByRole('heading', { level: 1 })).not.toHaveText(
    'This site is being set up',
  );
  await later.goto(`${site.origin}/terms`);
  await expect(later.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  await expect(later.getByText(`between you and ${ORG} Ltd`)).toBeVisible();
  await expect(later.getByText(/governed by the laws of England and Wales/)).toBeVisible();
  await expect(later.getByText('Postal address: 1 Test Street, Testville')).toBeVisible();
  await expect(later.locator('body')).not.toContainText(PLATFORM_NAME);
  await visitor.close();
});
