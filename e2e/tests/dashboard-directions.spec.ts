// Inbound and outbound calls on the dashboards: a user's assistant takes a sandbox test call (inbound, through the
// voice webhook) and places two outbound calls (the sandbox dials them through the same webhook); the user's
// dashboard shows each direction's calls apart, and the platform admin's dashboard and the /super-admin overview
// have the same card. axe on each; screenshots at 390/1280/1920 px.
import { expect, test } from '@playwright/test';
import { superAdminSessionIn } from './helpers';
import { assistantCreatedInEditor } from './helpers-assistants';
import { seriousViolations, shotsAtWidths } from './helpers-screens';
import { withSuiteDatabase } from './helpers-suite-db';

/** The assistant's number (set in the database: the suite buys no numbers). */
const ASSISTANT_NUMBER = '+12125550178';

test("a user's dashboard shows inbound and outbound calls apart, and so does the admin's", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { session, id } = await assistantCreatedInEditor(page, request, 'Directions Owner', [
    'Directions Dental',
    'Health',
    'check-ups',
  ]);
  withSuiteDatabase((db) =>
    db.prepare('UPDATE assistants SET phone_number = ? WHERE id = ?').run(ASSISTANT_NUMBER, id),
  );
  const headers = { Authorization: `Bearer ${session.token}` };
  const testCall = await request.post(`/api/assistants/${id}/test-call`, { headers });
  expect(testCall.ok(), await testCall.text()).toBe(true);
  for (const to of ['+14155550142', '+14155550143']) {
    const placed = await request.post(`/api/assistants/${id}/calls`, { headers, data: { to } });
    expect(placed.ok(), await placed.text()).toBe(true);
  }

  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Inbound and outbound calls' });
  await expect(card.getByRole('group', { name: 'Inbound' })).toContainText('1 call');
  await expect(card.getByRole('group', { name: 'Outbound' })).toContainText('2 calls');
  await expect(card).toContainText('Last 30 days: 1 inbound (33%) and 2 outbound (67%)');
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shotsAtWidths(page, 'dashboard-directions-user');

  // The platform admin's dashboard (every tenant's calls: at least this user's).
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await superAdminSessionIn(adminPage, request);
  await adminPage.goto('/admin');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const adminCard = adminPage.getByRole('region', { name: 'Inbound and outbound calls' });
  await expect(adminCard.getByRole('group', { name: 'Outbound' })).toContainText(/\d+ calls/);
  await expect(adminCard).toContainText(/Last 30 days: \d+ inbound \(\d+%\) and \d+ outbound/);
  expect.soft(await seriousViolations(adminPage)).toEqual([]);
  await shotsAtWidths(adminPage, 'dashboard-directions-admin');

  // The platform overview of /super-admin: the same card for every tenant's calls.
  await adminPage.goto('/super-admin');
  const overviewCard = adminPage.getByRole('region', { name: 'Inbound and outbound calls' });
  await expect(overviewCard.getByRole('group', { name: 'Inbound' })).toContainText(/\d+ calls?/);
  expect.soft(await seriousViolations(adminPage)).toEqual([]);
  await shotsAtWidths(adminPage, 'dashboard-directions-super-admin');
  await adminContext.close();
});
