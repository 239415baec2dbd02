// A sandbox test call travels like a real one (signed webhooks → call_logs → totals) and shows on the
// dashboard, in /call-logs (with its CSV) and on its page with transcript and player; the platform admin finds it
// in /admin/call-logs. axe on every page of the flow.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { useSessionIn, superAdminSessionIn } from './helpers';
import { editorReady, fillCompany, newCompany, subscribedUser } from './helpers-assistants';
import { seriousViolations } from './helpers-screens';

async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect.soft(await seriousViolations(page)).toEqual([]);
}

test('a sandbox test call shows on the dashboard, in the call logs, their CSV and its page', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const session = await subscribedUser(request, 'Call Owner');
  await useSessionIn(page, session);
  const { company, assistantName } = newCompany('Bright Smiles', 'Healthcare', 'dental check-ups');

  // An assistant with a sandbox number.
  await page.goto('/assistants/create');
  await editorReady(page);
  await fillCompany(page, company);
  await page.getByRole('button', { name: 'Search Numbers' }).click();
  const first = page
    .getByRole('group', { name: 'Available phone numbers' })
    .getByRole('radio')
    .first();
  await expect(first).toBeVisible();
  await first.check();
  await page.getByRole('button', { name: 'Create Assistant' }).click();
  await expect(page.getByText('Assistant created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/assistants$/, { timeout: 10_000 });

  // Place a test call from the list.
  await page.getByRole('button', { name: `Place a test call to ${assistantName}` }).click();
  await expect(page.getByText('Test call placed').first()).toBeVisible();
  const view = page.getByRole('link', { name: `View call (test call of ${assistantName})` });
  await expect(view).toBeVisible();
  await view.click();

  // The call's page: transcript from the assistant's own texts, the player, the analysis.
  await expect(page).toHaveURL(/\/call-logs\/sandbox-call-[0-9a-f-]+$/);
  const callId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() as string);
  await expect(page.getByRole('heading', { level: 1, name: 'Call Details' })).toBeVisible();
  const conversation = page.getByLabel('Conversation');
  await expect(conversation).toContainText(`Thank you for calling ${company.name}`);
  await expect(conversation).toContainText('Hi, this is a test call. What do you do?');
  await expect(conversation).toContainText('dental check-ups');
  const player = page.getByLabel('Call recording');
  await expect(player).toHaveAttribute(
    'src',
    new RegExp(`/api/sandbox/recordings/${callId}\\.wav$`),
  );
  await expect(page.getByText(`A sandbox test call to ${assistantName}.`)).toBeVisible();
  // The recording is served (and allowed by the page's CSP: media-src).
  const recording = await request.get(`/api/sandbox/recordings/${callId}.wav`);
  expect(recording.ok()).toBe(true);
  expect(recording.headers()['content-type']).toBe('audio/wav');
  await expectNoSeriousViolations(page);

  // The dashboard: the call among the latest, today in the chart.
  await page.goto('/dashboard');
  const latest = page.getByRole('region', { name: 'Latest Calls (Last 10)' });
  await expect(latest).toContainText(assistantName);
  await expect(latest.locator(`a[href$="/call-logs/${callId}"]`)).toBeVisible();
  await expect(page.getByRole('img', { name: /1 call/ }).first()).toBeVisible();
  await expectNoSeriousViolations(page);

  // The list, filtered, and its CSV.
  await page.goto('/call-logs?status=completed');
  await expect(page.getByRole('heading', { level: 1, name: 'Call Logs' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Calls' });
  await expect(table).toContainText(assistantName);
  await expectNoSeriousViolations(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^call-logs-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) as string, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(callId);
  expect(lines[1]).toContain(assistantName);
  // No calls in another status.
  await page.goto('/call-logs?status=failed');
  await expect(page.getByRole('heading', { name: 'No calls found' })).toBeVisible();

  // The platform admin finds it in /admin/call-logs with its owner, and opens it.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await superAdminSessionIn(adminPage, request);
  await adminPage.goto('/admin/call-logs');
  const adminTable = adminPage.getByRole('table', { name: 'Calls' });
  await expect(adminTable).toContainText(assistantName);
  await expect(adminTable).toContainText('Call Owner');
  await expectNoSeriousViolations(adminPage);
  await adminPage.goto(`/admin/call-logs/${encodeURIComponent(callId)}`);
  await expect(adminPage.getByLabel('Conversation')).toContainText(company.name);
  await expectNoSeriousViolations(adminPage);
  await adminContext.close();

  // Another user never sees it.
  const stranger = await subscribedUser(request, 'Stranger');
  const denied = await request.get(`/api/call-logs/${encodeURIComponent(callId)}`, {
    headers: { Authorization: `Bearer ${stranger.token}` },
  });
  expect(denied.status()).toBe(404);
});
