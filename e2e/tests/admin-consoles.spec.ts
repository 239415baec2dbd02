// End to end: a platform admin finds a user, logs in as them, switches to a user of another reseller
// on its subdomain and returns to the admin on the main host; a reseller admin edits its branding and its site
// shows it; a reseller is suspended (its site says so, its users cannot sign in, its admin is emailed) and
// activated again; the audit log shows all of it, with both identities while impersonating.
import { expect, test } from '@playwright/test';
import { PASSWORD, SUPER_ADMIN } from './helpers';
import { latestEmail } from './helpers-outbox';
import { createActiveReseller, registerOnSite, type ResellerSite } from './helpers-resellers';
import { rgb, rowWith, searchList } from './helpers-screens';
import { MAIN_ORIGIN, onSite, signInAsSuperAdmin, signInOn, storedToken } from './helpers-sites';

const run = Date.now().toString(36);
// Names starting with "Aaa" come first in the Switch User list (ordered by name, 500 at most).
const USER_A = `Aaa Alma ${run}`;
const USER_B = `Aaa Boris ${run}`;
const NEW_APP_NAME = `Quay Voice ${run}`;
const NEW_PRIMARY = '#0F766E';
const REASON = `Unpaid invoices ${run}`;

interface SiteUser {
  id: number;
  name: string;
  email: string;
}

let siteA: ResellerSite;
let siteB: ResellerSite;
let userA: SiteUser;
let userB: SiteUser;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(60_000);
  const request = await playwright.request.newContext({ baseURL: MAIN_ORIGIN });
  try {
    siteA = await createActiveReseller(request, `Anchor Calls ${run}`);
    siteB = await createActiveReseller(request, `Beacon Calls ${run}`);
    userA = (await registerOnSite(request, siteA.subdomain, USER_A)).user;
    userB = (await registerOnSite(request, siteB.subdomain, USER_B)).user;
  } finally {
    await request.dispose();
  }
});

test('a platform admin finds a user, logs in as them, switches to a user of another reseller and returns to the admin on the main host', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAsSuperAdmin(page);
  const adminToken = await storedToken(page);
  expect(adminToken).not.toBeNull();

  await page.goto(`${MAIN_ORIGIN}/super-admin/users`);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await searchList(page, 'User search', userA.email);
  await expect(page).toHaveURL(/[?&]search=/);
  const row = rowWith(page, 'Users', userA.email);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(siteA.orgName);
  await row.getByRole('button', { name: `Log in as ${USER_A}` }).click();

  // Another reseller: the one-time token takes the browser to A's /loginas, then the user's landing.
  await expect(page).toHaveURL(`${siteA.origin}/dashboard`, { timeout: 15_000 });
  const banner = page.getByRole('region', { name: 'Impersonation' });
  await expect(banner).toContainText(`You are impersonating ${USER_A}`);
  await expect(page.getByRole('banner')).toContainText(USER_A);

  // Switch User from the banner, to a user of reseller B: B's subdomain through its /loginas.
  await banner.getByRole('button', { name: 'Switch User' }).click();
  await banner.getByRole('searchbox', { name: 'Search users' }).fill(userB.email);
  const choices = banner.getByRole('list', { name: 'Users' }).getByRole('button');
  await expect(choices).toHaveCount(1);
  await expect(choices).toContainText(siteB.orgName);
  await choices.click();
  await expect(page).toHaveURL(`${siteB.origin}/dashboard`, { timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Impersonation' })).toContainText(
    `You are impersonating ${USER_B}`,
  );

  // Return to Admin from B's host: the admin is restored on the MAIN host by a new session.
  await page
    .getByRole('region', { name: 'Impersonation' })
    .getByRole('button', { name: 'Return to Admin' })
    .click();
  await expect(page).toHaveURL(`${MAIN_ORIGIN}/super-admin`, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Super Admin' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Impersonation' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Switch User' })).toBeVisible();
  const restored = await storedToken(page);
  expect(restored).not.toBeNull();
  expect(restored).not.toBe(adminToken);

  // Nothing of the impersonated sessions is left on A's or B's host.
  await page.goto(`${siteB.origin}/dashboard`);
  await expect(page).toHaveURL(`${siteB.origin}/login`);
  await page.goto(`${siteA.origin}/dashboard`);
  await expect(page).toHaveURL(`${siteA.origin}/login`);
});

test('a reseller admin edits its branding with a live preview and its site shows it on the next page load', async ({
  page,
}) => {
  await signInOn(page, siteA.origin, siteA.adminEmail, siteA.adminPassword, '/admin');
  await page.goto(`${siteA.origin}/admin/system-settings`);
  await expect(page.getByText("You are editing your site's branding.")).toBeVisible();
  const form = page.getByRole('form', { name: 'System settings' });
  const preview = page.getByTestId('branding-preview');
  await expect(form.getByRole('textbox', { name: /^App name/ })).toHaveValue(siteA.orgName);

  await form.getByRole('textbox', { name: /^App name/ }).fill(NEW_APP_NAME);
  await form.getByRole('textbox', { name: /^Primary colour \W*$/ }).fill(NEW_PRIMARY);
  await expect(preview.getByTestId('preview-app-name')).toHaveText(NEW_APP_NAME);
  await expect(preview.getByTestId('preview-primary-button')).toHaveCSS(
    'background-color',
    rgb(NEW_PRIMARY),
  );
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved successfully').first()).toBeVisible();

  await page.goto(`${siteA.origin}/`);
  await expect(page).toHaveTitle(`Home - ${NEW_APP_NAME}`);
  await expect(page.getByRole('banner').getByRole('link', { name: NEW_APP_NAME })).toBeVisible();
  const cta = page
    .getByRole('main')
    .getByRole('link', { name: 'Try Our Demo Assistant', exact: true })
    .first();
  await expect(cta).toHaveCSS('background-color', rgb(NEW_PRIMARY));

  // The main host keeps the platform's name.
  await page.goto(`${MAIN_ORIGIN}/`);
  await expect(page).toHaveTitle('Home - AI Phone System');
});

test('a platform admin suspends a reseller with a reason (its site says so, its users cannot sign in, its admin is emailed) and activates it again', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  await signInAsSuperAdmin(page);
  await page.goto(`${MAIN_ORIGIN}/super-admin/resellers`);
  await searchList(page, 'Filter resellers', siteB.subdomain);
  await rowWith(page, 'Resellers', siteB.subdomain)
    .getByRole('link', { name: siteB.orgName })
    .click();
  await expect(page).toHaveURL(/\/super-admin\/resellers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: siteB.orgName })).toBeVisible();

  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  const suspend = page.getByRole('dialog', { name: `Suspend ${siteB.orgName}` });
  await suspend.getByRole('button', { name: 'Suspend reseller' }).click();
  await expect(suspend.getByText('Please give a reason.')).toBeVisible();
  await suspend.getByLabel(/^Reason/).fill(REASON);
  await suspend.getByRole('button', { name: 'Suspend reseller' }).click();
  await expect(suspend).toBeHidden();
  await expect(page.getByText('The reseller has been suspended.').first()).toBeVisible();
  await expect(page.getByText(`Suspended: ${REASON}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activate', exact: true })).toBeVisible();

  // B's site says so, on every page, and its users cannot sign in.
  const visitor = await browser.newContext();
  try {
    const site = await visitor.newPage();
    await site.goto(`${siteB.origin}/login`);
    await expect(
      site.getByRole('heading', { level: 1, name: 'This site is temporarily unavailable' }),
    ).toBeVisible();
    await expect(site.getByLabel('Email address')).toHaveCount(0);
  } finally {
    await visitor.close();
  }
  const refused = await request.post('/api/login', {
    headers: onSite(siteB.subdomain),
    data: { email: userB.email, password: PASSWORD, remember: false },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'This site is temporarily unavailable',
  );

  const email = await latestEmail(request, siteB.adminEmail, 'has been suspended');
  expect(email.text).toContain(`Reason: ${REASON}`);

  // Activate again: B's site and its users' sign-in work again.
  await page.getByRole('button', { name: 'Activate', exact: true }).click();
  const activate = page.getByRole('dialog', { name: `Activate ${siteB.orgName}` });
  await activate.getByLabel(/^Reason/).fill(`Paid ${run}`);
  await activate.getByRole('button', { name: 'Activate reseller' }).click();
  await expect(activate).toBeHidden();
  await expect(page.getByText('The reseller has been activated.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suspend', exact: true })).toBeVisible();
  await latestEmail(request, siteB.adminEmail, 'is active again');

  const customer = await browser.newContext();
  try {
    const site = await customer.newPage();
    await signInOn(site, siteB.origin, userB.email, PASSWORD, '/dashboard');
    await expect(site.getByRole('banner')).toContainText(USER_B);
  } finally {
    await customer.close();
  }
});

test('the audit log lists the impersonation, the settings change, the suspension and the activation, with both identities while impersonating', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAsSuperAdmin(page);
  await page.goto(`${MAIN_ORIGIN}/super-admin/audit-log`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();

  // Reseller A's entries: the impersonation's start (by the admin) and the branding change (by A's admin).
  await page.getByLabel('Tenant', { exact: true }).selectOption({ label: siteA.orgName });
  const started = rowWith(page, 'Audit log', 'Impersonation started');
  await expect(started).toHaveCount(1);
  await expect(started).toContainText(SUPER_ADMIN.email);
  await expect(started).toContainText(userA.email);
  const settings = rowWith(page, 'Audit log', 'System settings updated');
  await expect(settings).toHaveCount(1);
  await expect(settings).toContainText(siteA.adminEmail);

  await settings.getByRole('button', { name: /^Details of System settings updated/ }).click();
  const details = page.getByRole('dialog', { name: 'System settings updated' });
  const changes = details.getByRole('table', { name: 'Changes' });
  const appName = changes.getByRole('row').filter({ hasText: 'App name' });
  await expect(appName).toContainText(siteA.orgName);
  await expect(appName).toContainText(NEW_APP_NAME);
  const colour = changes.getByRole('row').filter({ hasText: 'Primary color' });
  await expect(colour).toContainText(NEW_PRIMARY);
  await details.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(details).toBeHidden();

  // Reseller B's entries: the switch and the revert (the admin as the impersonated users), the suspension
  // and the activation.
  await page.getByLabel('Tenant', { exact: true }).selectOption({ label: siteB.orgName });
  const switched = rowWith(page, 'Audit log', 'Impersonation switched');
  await expect(switched).toHaveCount(1);
  await expect(switched).toContainText(`${SUPER_ADMIN.email}as ${userA.email}`);
  await expect(switched).toContainText(userB.email);
  const reverted = rowWith(page, 'Audit log', 'Impersonation ended');
  await expect(reverted).toHaveCount(1);
  await expect(reverted).toContainText(`${SUPER_ADMIN.email}as ${userB.email}`);
  const suspended = rowWith(page, 'Audit log', 'Reseller suspended');
  await expect(suspended).toHaveCount(1);
  await expect(suspended).toContainText(SUPER_ADMIN.email);
  await expect(rowWith(page, 'Audit log', 'Reseller activated')).toHaveCount(1);

  await suspended.getByRole('button', { name: /^Details of Reseller suspended/ }).click();
  const suspension = page.getByRole('dialog', { name: 'Reseller suspended' });
  const status = suspension
    .getByRole('table', { name: 'Changes' })
    .getByRole('row')
    .filter({ hasText: 'Status' });
  await expect(status.getByRole('cell').nth(0)).toHaveText('active');
  await expect(status.getByRole('cell').nth(1)).toHaveText('suspended');
  await expect(suspension.getByRole('table', { name: 'Details' })).toContainText(REASON);
});
