// Outbound campaigns as a plan feature: a reseller admin creates a plan with Campaigns on (the two limits required
// once it is on), sees it in the packages list, and the site's pricing page lists "Outbound campaigns: N concurrent
// calls, N contacts a month" on its card and in the comparison. On a reseller's own site, so that no other test's
// plans change. axe on the form; screenshots at 390/1280/1920 px.
import { expect, test } from '@playwright/test';
import { createActiveReseller } from './helpers-resellers';
import { seriousViolations, shotsAtWidths } from './helpers-screens';
import { signInOn } from './helpers-sites';

test('a plan with outbound campaigns: set in the package form, listed on the pricing page', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const site = await createActiveReseller(request, `Campaign Plans ${Date.now().toString(36)}`);
  await signInOn(page, site.origin, site.adminEmail, site.adminPassword, '/admin');
  await page.goto(`${site.origin}/admin/packages`);
  await expect(page.getByRole('heading', { level: 1, name: 'Packages' })).toBeVisible();

  await page.getByRole('button', { name: 'Create Package' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Package' });
  await dialog.getByLabel(/^Name/).fill('Outbound Pro');
  await dialog.getByLabel(/^Description/).fill('Calls your lists for you');
  await dialog.getByLabel(/^Monthly price/).fill('59');
  await dialog.getByLabel(/^Yearly price/).fill('566');
  await dialog.getByLabel(/^Monthly minutes/).fill('2000');
  await dialog.getByLabel(/^Voice agents limit/).fill('3');
  await dialog.getByLabel(/^Support level/).fill('Email');
  await expect(dialog.getByLabel(/^Concurrent calls per campaign/)).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: /^Campaigns/ }).check();
  await dialog.getByRole('button', { name: 'Create Package' }).click();
  await expect(
    dialog.getByText('Concurrent calls per campaign is required when campaigns are included'),
  ).toBeVisible();
  await expect(
    dialog.getByText('Contacts per month is required when campaigns are included'),
  ).toBeVisible();
  await dialog.getByLabel(/^Concurrent calls per campaign/).fill('4');
  await dialog.getByLabel(/^Contacts per month/).fill('2000');
  expect(await seriousViolations(page)).toEqual([]);
  await shotsAtWidths(
    page,
    'package-form-campaigns',
    dialog.getByRole('group', { name: 'Outbound campaigns' }),
  );

  await dialog.getByRole('button', { name: 'Create Package' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /Outbound Pro/ });
  await expect(row).toContainText('4 at once, 2,000 contacts/mo');
  await shotsAtWidths(page, 'packages-list-campaigns');

  await page.goto(`${site.origin}/pricing`);
  await expect(page.getByRole('list', { name: 'Outbound Pro includes' })).toContainText(
    'Outbound campaigns: 4 concurrent calls, 2,000 contacts a month',
  );
  await expect(
    page
      .getByRole('row', { name: /Outbound campaigns/ })
      .getByRole('cell')
      .last(),
  ).toHaveText('4 concurrent calls, 2,000 contacts a month');
  await shotsAtWidths(page, 'pricing-campaigns');
});
