// Axe (no serious or critical violation) on every admin console page: a platform admin's /super-admin, users,
// resellers, one reseller (each tab) and audit log, with the Switch User, Add User, suspend and audit details
// dialogs open; a reseller admin's /admin/users, /admin/system-settings, /admin/features and /admin/audit-log.
import { expect, test, type Page } from '@playwright/test';
import {
  createActiveReseller,
  registerOnSite,
  resellerIdOf,
  type ResellerSite,
} from './helpers-resellers';
import { rowWith, searchList, seriousViolations } from './helpers-screens';
import { MAIN_ORIGIN, signInAsSuperAdmin, signInOn } from './helpers-sites';

const run = Date.now().toString(36);
const USER = `Aaa Axel ${run}`;

let site: ResellerSite;
let siteId: number;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(60_000);
  const request = await playwright.request.newContext({ baseURL: MAIN_ORIGIN });
  try {
    site = await createActiveReseller(request, `Axe Calls ${run}`);
    await registerOnSite(request, site.subdomain, USER);
    siteId = await resellerIdOf(request, site.subdomain);
  } finally {
    await request.dispose();
  }
});

async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  expect(await seriousViolations(page), what).toEqual([]);
}

test("a platform admin's consoles and their dialogs have no serious or critical axe violations", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsSuperAdmin(page);

  await page.goto(`${MAIN_ORIGIN}/super-admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Super Admin' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Revenue by source', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, '/super-admin');

  // The Switch User dialog of the admin menu, with its list loaded and then filtered.
  await page.getByRole('button', { name: 'Switch User' }).click();
  const switchUser = page.getByRole('dialog', { name: 'Switch User' });
  await expect(switchUser.getByRole('list', { name: 'Users' })).toBeVisible();
  await expectNoSeriousViolations(page, 'Switch User dialog');
  await switchUser.getByRole('searchbox', { name: 'Search users' }).fill(USER);
  await expect(switchUser.getByRole('list', { name: 'Users' }).getByRole('button')).toHaveCount(1);
  await switchUser.getByRole('searchbox', { name: 'Search users' }).fill(`nobody-${run}`);
  await expect(switchUser.getByText('No users found')).toBeVisible();
  await expectNoSeriousViolations(page, 'Switch User dialog, nothing found');
  await page.keyboard.press('Escape');
  await expect(switchUser).toBeHidden();

  await page.goto(`${MAIN_ORIGIN}/super-admin/users`);
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  await expectNoSeriousViolations(page, '/super-admin/users');
  await searchList(page, 'User search', USER);
  await expect(rowWith(page, 'Users', USER)).toHaveCount(1);
  await expectNoSeriousViolations(page, '/super-admin/users, searched');
  // An audited action, so that the audit logs below have an entry of this tenant.
  await rowWith(page, 'Users', USER)
    .getByRole('button', { name: `Send password reset to ${USER}` })
    .click();
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(/reset/i);
  await expectNoSeriousViolations(page, '/super-admin/users with a message');

  await page.getByRole('button', { name: 'Add User' }).click();
  const create = page.getByRole('dialog', { name: 'Add User' });
  await expect(create.getByLabel(/^Name/)).toBeVisible();
  await expectNoSeriousViolations(page, 'Add User dialog');
  await create.getByRole('button', { name: 'Create User' }).click();
  await expect(create.getByRole('alert').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'Add User dialog with errors');
  await create.getByRole('button', { name: 'Cancel' }).click();
  await expect(create).toBeHidden();

  await page.goto(`${MAIN_ORIGIN}/super-admin/resellers`);
  await expect(page.getByRole('table', { name: 'Resellers' })).toBeVisible();
  await expectNoSeriousViolations(page, '/super-admin/resellers');
  await searchList(page, 'Filter resellers', site.subdomain);
  await expect(rowWith(page, 'Resellers', site.subdomain)).toHaveCount(1);
  await expectNoSeriousViolations(page, '/super-admin/resellers, searched');

  await page.goto(`${MAIN_ORIGIN}/super-admin/resellers/${siteId}`);
  await expect(page.getByRole('heading', { level: 1, name: site.orgName })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Reseller sections' }).getByRole('tab');
  await expect(tabs).toHaveCount(6);
  for (const name of ['Overview', 'Package', 'Users', 'Assistants', 'Usage', 'Revenue']) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expectNoSeriousViolations(page, `/super-admin/resellers/${siteId}, ${name} tab`);
  }

  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  const suspend = page.getByRole('dialog', { name: `Suspend ${site.orgName}` });
  await expect(suspend.getByLabel(/^Reason/)).toBeFocused();
  await expectNoSeriousViolations(page, 'suspend dialog');
  await suspend.getByRole('button', { name: 'Suspend reseller' }).click();
  await expect(suspend.getByText('Please give a reason.')).toBeVisible();
  await expectNoSeriousViolations(page, 'suspend dialog with an error');
  await suspend.getByRole('button', { name: 'Cancel' }).click();
  await expect(suspend).toBeHidden();

  await page.goto(`${MAIN_ORIGIN}/super-admin/audit-log`);
  const entries = page.getByRole('table', { name: 'Audit log' });
  await expect(entries.getByRole('row').nth(1)).toBeVisible();
  await expectNoSeriousViolations(page, '/super-admin/audit-log');
  await entries
    .getByRole('button', { name: /^Details of / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page, 'audit log details dialog');
});

test("a reseller admin's consoles have no serious or critical axe violations", async ({ page }) => {
  test.setTimeout(90_000);
  await signInOn(page, site.origin, site.adminEmail, site.adminPassword, '/admin');

  await page.goto(`${site.origin}/admin/users`);
  await expect(rowWith(page, 'Users', USER)).toHaveCount(1);
  await expectNoSeriousViolations(page, '/admin/users');

  await page.goto(`${site.origin}/admin/system-settings`);
  const settings = page.getByRole('form', { name: 'System settings' });
  await expect(settings.getByRole('textbox', { name: /^App name/ })).toHaveValue(site.orgName);
  await expectNoSeriousViolations(page, '/admin/system-settings');
  // A low-contrast colour shows its warning; an empty name its error.
  await settings.getByRole('textbox', { name: /^Primary colour \W*$/ }).fill('#FFFF00');
  await settings.getByRole('textbox', { name: /^App name/ }).fill('');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByTestId('settings-primary-color-warnings')).toBeVisible();
  await expectNoSeriousViolations(page, '/admin/system-settings with warnings and errors');

  await page.goto(`${site.origin}/admin/features`);
  await expect(page.getByRole('heading', { level: 1, name: 'Features' })).toBeVisible();
  await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);
  await expectNoSeriousViolations(page, '/admin/features');

  await page.goto(`${site.origin}/admin/audit-log`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  await expect(rowWith(page, 'Audit log', 'Password reset sent')).toHaveCount(1);
  await expectNoSeriousViolations(page, '/admin/audit-log');
});
