// A reseller's own landing copy: before it saves any, its site shows the standard copy without the platform's
// invented testimonials. Its admin opens Site Content from System Settings, writes its hero and two testimonials of
// its own, saves; a visitor of its site then gets them in the server's HTML and on the page, and never the
// platform's testimonials. axe; screenshots of the editor and of the landing at 390/1280/1920 px.
import { expect, test } from '@playwright/test';
import { createActiveReseller } from './helpers-resellers';
import { seriousViolations, shotsAtWidths } from './helpers-screens';
import { onSite, signInOn } from './helpers-sites';

/** The platform's invented testimonials' authors (mfe-public landing-content.ts). */
const PLATFORM_AUTHORS = ['Dr. Sarah Mitchell', 'Marcus Reed', 'Elena Garcia'];

test("a reseller admin writes its hero and testimonials; its visitors see them, never the platform's", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const site = await createActiveReseller(request, 'Content Agency');

  // Nothing saved yet: the standard copy, no testimonials at all.
  const before = await request.get('/', { headers: onSite(site.subdomain) });
  const beforeHtml = await before.text();
  expect(beforeHtml).toContain('Stop Losing Customers to Missed Calls!');
  for (const author of PLATFORM_AUTHORS) expect(beforeHtml).not.toContain(author);
  expect(beforeHtml).not.toContain('id="testimonials"');

  await signInOn(page, site.origin, site.adminEmail, site.adminPassword, '/admin');
  await page.goto(`${site.origin}/admin/system-settings`);
  await page.getByRole('link', { name: 'Edit site content' }).click();
  await expect(page).toHaveURL(/\/admin\/system-settings\/site-content$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Site Content' })).toBeVisible();
  await expect(page.getByText(/Nothing is saved yet/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shotsAtWidths(page, 'site-content-empty');

  await page.locator('#site-hero-title').fill('Content Agency picks up every call');
  await page
    .locator('#site-hero-subtitle')
    .fill('Our receptionist answers in your name, day and night.');
  const testimonials = page.getByRole('group', { name: 'Testimonials' });
  await testimonials.getByLabel('Show').selectOption('own');
  const first = page.getByRole('group', { name: 'Testimonial 1' });
  await first.getByLabel(/Quote/).fill('Content Agency booked twelve jobs in our first week.');
  await first.getByLabel(/^Name/).fill('Priya Client');
  await first.getByLabel(/Role or company/).fill('Owner, Priya Plumbing');
  await testimonials.getByRole('button', { name: 'Add Testimonial' }).click();
  const second = page.getByRole('group', { name: 'Testimonial 2' });
  await second.getByLabel(/Quote/).fill('Our phones finally stopped ringing out.');
  await second.getByLabel(/^Name/).fill('Tom Customer');
  // The second goes first.
  await page.getByRole('button', { name: 'Move up Testimonial 2' }).click();
  const preview = page.getByTestId('site-content-preview');
  await expect(preview.getByText('Content Agency picks up every call')).toBeVisible();
  await expect(preview.getByTestId('preview-testimonials').getByRole('listitem')).toHaveText([
    '“Our phones finally stopped ringing out.” — Tom Customer',
    '“Content Agency booked twelve jobs in our first week.” — Priya Client',
  ]);

  await page.getByRole('button', { name: 'Save site content' }).click();
  await expect(page.getByText('Site content saved')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shotsAtWidths(page, 'site-content-saved');

  // A visitor (no session) of the reseller's site: the server's HTML and the page carry its copy.
  const html = await (await request.get('/', { headers: onSite(site.subdomain) })).text();
  expect(html).toContain('Content Agency picks up every call');
  expect(html).toContain('Priya Client');
  for (const author of PLATFORM_AUTHORS) expect(html).not.toContain(author);

  const visitor = await browser.newContext();
  const landing = await visitor.newPage();
  await landing.goto(`${site.origin}/`);
  await expect(
    landing.getByRole('heading', { level: 1, name: 'Content Agency picks up every call' }),
  ).toBeVisible();
  await expect(
    landing.getByText('Our receptionist answers in your name, day and night.'),
  ).toBeVisible();
  const band = landing.locator('#testimonials');
  await landing
    .getByRole('navigation', { name: 'Page sections' })
    .getByRole('link', { name: 'Testimonials' })
    .click();
  await expect(band.getByRole('listitem')).toHaveCount(2);
  await expect(band.getByRole('listitem').first()).toContainText('Tom Customer');
  await expect(band).toContainText('Owner, Priya Plumbing');
  for (const author of PLATFORM_AUTHORS) await expect(landing.getByText(author)).toHaveCount(0);
  await shotsAtWidths(landing, 'site-content-landing-testimonials', band);
  await visitor.close();

  // The main host keeps the platform's own testimonials.
  const mainHtml = await (await request.get('/')).text();
  expect(mainHtml).toContain(PLATFORM_AUTHORS[0]);
  expect(mainHtml).not.toContain('Priya Client');
});
