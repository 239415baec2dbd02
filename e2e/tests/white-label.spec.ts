import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './helpers';
import { latestEmail, passwordLinkOf } from './helpers-outbox';
import {
  brandReseller,
  createActiveReseller,
  resellerForm,
  type ResellerSite,
  startResellerRegistration,
} from './helpers-resellers';
import { messageDialog, rgb } from './helpers-screens';
import { MAIN_ORIGIN, signInWithForm, siteOrigin } from './helpers-sites';
import { suspendReseller } from './helpers-suite-db';

const APP_NAME = 'Harbor Voice';
const PRIMARY = '#0E7490';
const PLATFORM_PRIMARY = '#4F46E5';
const FOOTER = 'Harbor Voice answers the calls of Maine businesses.';

let site: ResellerSite;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: MAIN_ORIGIN });
  try {
    site = await createActiveReseller(request, APP_NAME);
    await brandReseller(request, site, { primary_color: PRIMARY, footer_text: FOOTER });
  } finally {
    await request.dispose();
  }
});

async function backgroundOf(page: Page, name: string): Promise<string> {
  return page
    .getByRole('main')
    .getByRole('link', { name, exact: true })
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);
}

test("the landing page on a reseller's site shows its name, colour and footer; the main host shows the platform's", async ({
  page,
}) => {
  await page.goto(`${site.origin}/`);
  await expect(page).toHaveTitle(`Home - ${APP_NAME}`);
  await expect(page.getByRole('banner').getByRole('link', { name: APP_NAME })).toBeVisible();
  await expect(page.getByText(`Join the businesses that let ${APP_NAME} answer`)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(FOOTER);
  await expect(page.getByRole('banner')).not.toContainText('AI Phone System');
  expect(await backgroundOf(page, 'Try Our Demo Assistant')).toBe(rgb(PRIMARY));

  await page.goto('/');
  await expect(page).toHaveTitle('Home - AI Phone System');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'AI Phone System' }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).not.toContainText(FOOTER);
  expect(await backgroundOf(page, 'Try Our Demo Assistant')).toBe(rgb(PLATFORM_PRIMARY));
});

test("the login and register pages of a reseller's site carry its brand, without the partner block", async ({
  page,
}) => {
  await page.goto(`${site.origin}/login`);
  await expect(page).toHaveTitle(`Login - ${APP_NAME}`);
  await expect(page.getByRole('banner').getByRole('link', { name: APP_NAME })).toBeVisible();
  const signIn = page.getByRole('button', { name: 'Sign in' });
  await expect(signIn).toHaveCSS('background-color', rgb(PRIMARY));

  await page.goto(`${site.origin}/register`);
  await expect(page).toHaveTitle(`Register - ${APP_NAME}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create account' })).toHaveCSS(
    'background-color',
    rgb(PRIMARY),
  );
  await expect(page.getByRole('heading', { name: 'Want to Partner With Us?' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Be a Reseller' })).toHaveCount(0);

  await page.goto('/register');
  await expect(page).toHaveTitle('Register - AI Phone System');
  await expect(page.getByRole('heading', { name: 'Want to Partner With Us?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Be a Reseller' })).toHaveAttribute(
    'href',
    '/reseller-registration',
  );
  await expect(page.getByRole('button', { name: 'Create account' })).toHaveCSS(
    'background-color',
    rgb(PLATFORM_PRIMARY),
  );
});

test("a user who registers on a reseller's site signs in there, and not on the main host", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('harbor-user');
  await page.goto(`${site.origin}/register`);
  await expect(page).toHaveTitle(`Register - ${APP_NAME}`);
  await page.getByRole('textbox', { name: /^Full Name/ }).fill('Hal Harbor');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('textbox', { name: /^Password/ }).fill(PASSWORD);
  await page.getByRole('textbox', { name: /^Confirm Password/ }).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${site.origin}/dashboard`);
  await expect(page.getByText('No recent calls found')).toBeVisible();

  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    // The main host does not know this user ...
    await other.goto(`${MAIN_ORIGIN}/login`);
    await signInWithForm(other, email, PASSWORD);
    await expect(other.getByText('These credentials do not match our records.')).toBeVisible();
    await expect(messageDialog(other, 'Login Failed')).toBeVisible();
    await expect(other).toHaveURL(`${MAIN_ORIGIN}/login`);

    // ... the reseller's site does.
    await other.goto(`${site.origin}/login`);
    await signInWithForm(other, email, PASSWORD);
    await expect(other).toHaveURL(`${site.origin}/dashboard`);
    await expect(other.getByText('No recent calls found')).toBeVisible();
    await expect(other).toHaveTitle(`Dashboard - ${APP_NAME}`);
  } finally {
    await fresh.close();
  }
});

test('emails sent from a reseller’s site carry its name, colour and address', async ({
  page,
  request,
}) => {
  await page.goto(`${site.origin}/forgot-password`);
  await expect(page).toHaveTitle(`Forgot Password - ${APP_NAME}`);
  await page.getByRole('textbox', { name: /^Email address/ }).fill(site.adminEmail);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();

  const email = await latestEmail(request, site.adminEmail, 'Reset your password');
  expect(email.reseller_name).toBe(APP_NAME);
  expect(email.html).toContain(APP_NAME);
  expect(email.html.toLowerCase()).toContain(PRIMARY.toLowerCase());
  expect(email.html).not.toContain('AI Phone System');
  expect(email.text).toContain(FOOTER);
  expect(new URL(passwordLinkOf(email)).origin).toBe(site.origin);
});

test('an unknown or suspended subdomain gets a clear page instead of the app', async ({
  page,
  request,
}) => {
  await page.goto(`${siteOrigin('nobody')}/`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This site does not exist' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('This site does not exist');
  await expect(page.getByRole('banner')).toHaveCount(0);

  const suspended = resellerForm('Closed Co');
  await startResellerRegistration(request, suspended);
  suspendReseller(suspended.subdomain_name);
  await page.goto(`${siteOrigin(suspended.subdomain_name)}/login`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This site is temporarily unavailable' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
});
