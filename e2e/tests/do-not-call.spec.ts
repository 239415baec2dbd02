// The do-not-call list: a user adds a number written with spaces and brackets (stored in E.164), imports a CSV with
// a bad row and sees the row flagged with its row number, finds the imported number by search; the menu links to
// the page. axe on the page; screenshots at 390/1280/1920 px.
import { expect, test } from '@playwright/test';
import { registerViaApi, useSessionIn } from './helpers';
import { seriousViolations, shotsAtWidths } from './helpers-screens';

/** A US number of the 555-01xx fictional range's neighbourhood, new on every run (the platform's list is shared). */
const freshNumber = () => {
  const tail = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return { e164: `+1415555${tail}`, written: `+1 (415) 555-${tail}` };
};

test('a user adds a number, imports a CSV with a bad row and sees it flagged', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const session = await registerViaApi(request, 'List Keeper');
  await useSessionIn(page, session);
  await page.goto('/dashboard');
  await page.getByRole('navigation').getByRole('button', { name: 'Outbound' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Do Not Call' }).first().click();
  await expect(page).toHaveURL(/\/do-not-call$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Do Not Call' })).toBeVisible();

  // One number by hand: a wrong one is refused on the field, a written-out one is stored as E.164.
  const added = freshNumber();
  const phone = page.getByRole('textbox', { name: /Phone number/ });
  await phone.fill('555 12');
  await page.getByRole('button', { name: 'Add to the list' }).click();
  await expect(
    page.getByText('Enter the number in international format, e.g. +14155550123.'),
  ).toBeVisible();
  await phone.fill(added.written);
  await page.getByRole('textbox', { name: 'Reason (optional)' }).fill('Asked by email');
  await page.getByRole('button', { name: 'Add to the list' }).click();
  const table = page.getByRole('table', { name: 'Do-not-call numbers' });
  await expect(table.getByRole('row', { name: new RegExp(`\\${added.e164}`) })).toContainText(
    'Asked by email',
  );

  // A CSV: one good number, the one added above again, a bad row.
  const imported = freshNumber();
  const csv = [
    'name,phone',
    `Ann,${imported.written}`,
    `Bob,${added.e164}`,
    'Cy,call me later',
  ].join('\n');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'do-not-call.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  const summary = page.getByRole('region', { name: 'Import result' });
  await expect(summary).toContainText('1 added, 1 already listed or repeated, 1 invalid.');
  await expect(summary.getByRole('list', { name: 'Invalid rows' })).toContainText(
    'Row 4: “call me later” — Enter the number in international format',
  );
  await expect(table).toContainText(imported.e164);
  await expect(table).toContainText('CSV import');
  // A plain user may add but not remove.
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);

  // Search by the digits as written.
  await page.getByRole('searchbox', { name: 'Search' }).fill(imported.written.slice(-8));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(imported.e164);

  expect(await seriousViolations(page)).toEqual([]);
  await shotsAtWidths(page, 'do-not-call');
});
