// Outbound campaigns, end to end on the sandbox: a subscribed user (Professional: campaigns on) whose assistant has a
// number creates a campaign from the menu (the form's messages first), uploads a CSV with a bad row and a number of
// the do-not-call list and sees both flagged with their line, imports the rest, starts the campaign, watches the
// progress move, pauses and resumes it, waits for it to complete, opens a contact's call log and exports the
// outcomes (the file's content checked). The dialling engine runs in the suite's server (sandbox calls of
// SANDBOX_CALL_MS). axe on each screen; screenshots at 390/1280/1920 px.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { assistantCreatedInEditor } from './helpers-assistants';
import { seriousViolations, shotsAtWidths } from './helpers-screens';
import { withSuiteDatabase } from './helpers-suite-db';

/** The assistant's numbers (set in the database: the suite buys no numbers); the campaign calls from the second. */
const ASSISTANT_NUMBER = '+12125550178';
const SECOND_NUMBER = '+12125550179';

/** The sandbox's outcome bucket of a number (voice/outbound/sandbox-call.ts): 0–5 answered. */
const bucketOf = (e164: string) => createHash('sha256').update(e164).digest().readUInt32BE(0) % 10;

/** Fresh US numbers of the 555 range (the platform's do-not-call list is shared by the suite's users). */
function freshNumbers(count: number, answered: number): string[] {
  const numbers = new Set<string>();
  let taken = 0;
  while (numbers.size < count) {
    const e164 = `+1415555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    // Some answered (a call log with a conversation), and none of the bucket that asks not to be called again.
    const bucket = bucketOf(e164);
    if (bucket === 5 || numbers.has(e164)) continue;
    if (taken < answered && bucket >= 5) continue;
    if (bucket < 5) taken += 1;
    numbers.add(e164);
  }
  return [...numbers];
}

const legendCount = (page: Page, status: string) =>
  page
    .getByRole('list', { name: 'Contacts by status' })
    .getByRole('listitem')
    .filter({ hasText: status })
    .locator('strong');

test('a user runs a campaign: flagged rows, import, start, pause, resume, call log, export', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const { session, assistantName, id } = await assistantCreatedInEditor(
    page,
    request,
    'Campaign Owner',
    ['Campaign Dental', 'Health', 'check-ups'],
  );
  withSuiteDatabase((db) => {
    db.prepare('UPDATE assistants SET phone_number = ? WHERE id = ?').run(ASSISTANT_NUMBER, id);
    const now = new Date().toISOString();
    const insert = db.prepare(
      `INSERT INTO phone_numbers (phone_number, country, provider, assistant_id, user_id, created_at, updated_at)
       VALUES (?, 'US', 'sandbox', ?, ?, ?, ?)`,
    );
    for (const number of [ASSISTANT_NUMBER, SECOND_NUMBER])
      insert.run(number, id, session.user.id, now, now);
  });
  const [listed, ...good] = freshNumbers(6, 3) as [string, ...string[]];
  const added = await request.post('/api/do-not-call', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { phone: listed, reason: 'Asked by letter' },
  });
  expect(added.ok(), await added.text()).toBe(true);

  // The menu leads to the list, empty at first, with its call to action.
  await page.goto('/dashboard');
  await page.getByRole('navigation').getByRole('button', { name: 'Outbound' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Campaigns' }).first().click();
  await expect(page).toHaveURL(/\/campaigns$/);
  await expect(page.getByRole('heading', { name: 'No campaigns yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Create your first campaign' }).click();
  await expect(page).toHaveURL(/\/campaigns\/new$/);

  // The form: the contracts' messages, then a campaign that may call at any hour (UTC), one call at a time.
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByText('Enter a name for the campaign.')).toBeVisible();
  await expect(
    page.getByText('Confirm that every contact agreed to be called.', { exact: true }),
  ).toBeVisible();
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shotsAtWidths(page, 'campaign-form');
  await page.getByLabel(/^Name/).fill('Check-up reminders');
  await page.getByLabel(/^Assistant/).selectOption({ label: assistantName });
  const callerNumber = page.getByLabel(/^Caller number/);
  await expect(callerNumber).toContainText(ASSISTANT_NUMBER);
  await expect(callerNumber.getByRole('option', { name: SECOND_NUMBER })).toBeAttached();
  await callerNumber.selectOption({ label: SECOND_NUMBER });
  await page.getByLabel(/^Time zone/).fill('UTC');
  for (const day of [
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
    'Sunday',
  ]) {
    const row = page.getByRole('group', { name: day });
    await row.getByRole('checkbox', { name: day }).check();
    await row.getByLabel(`${day} from`).fill('00:00');
    await row.getByLabel(`${day} to`).fill('23:59');
  }
  // The plan's cap is shown by the field and held before anything is sent.
  const cap = page.getByText(/^Your plan allows \d+ calls? at once per campaign\.$/).first();
  await expect(cap).toBeVisible();
  const capText = (await cap.textContent()) ?? '';
  await page.getByLabel(/^Calls at once/).fill(String(Number(/\d+/.exec(capText)?.[0]) + 1));
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.locator('#campaign-concurrent-error')).toHaveText(capText);
  await expect(page).toHaveURL(/\/campaigns\/new$/);
  await page.getByLabel(/^Calls at once/).fill('1');
  await page.getByLabel(/^Retries per contact/).fill('0');
  await page
    .getByRole('checkbox', { name: 'I confirm that every contact agreed to be called.' })
    .check();
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page).toHaveURL(/\/campaigns\/\d+$/);
  const campaignUrl = page.url();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Check-up reminders');
  await expect(heading).toContainText('Draft');

  // A CSV: five good numbers, a bad row (line 7) and the do-not-call list's number (line 8).
  const csv = [
    'phone,name,first_name',
    ...good.map((phone, i) => `${phone},Patient ${i + 1},P${i + 1}`),
    'not a number,Bad Row,Bad',
    `${listed},Listed Person,Listed`,
  ].join('\n');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'contacts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  const flagged = page.getByRole('table', { name: 'Flagged rows' });
  await expect(flagged.getByRole('row', { name: /not a number/ })).toContainText(
    'Invalid phone number',
  );
  await expect(flagged.getByRole('row', { name: new RegExp(`\\${listed}`) })).toContainText(
    'On the do-not-call list',
  );
  await expect(flagged.getByRole('row').nth(1)).toContainText('7');
  const counts = page.getByRole('list', { name: 'Counts' });
  await expect(counts).toContainText('7 rows');
  await expect(counts).toContainText('5 ready to import');
  await expect(counts).toContainText('2 flagged');
  await expect(page.getByLabel(/^Number/)).toHaveValue('phone');
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shotsAtWidths(page, 'campaign-preview');
  await page.getByRole('button', { name: 'Import 5 contacts' }).click();
  await expect(page.getByText('5 contacts imported.')).toBeVisible();
  const contacts = page.getByRole('table', { name: 'Contacts' });
  await expect(contacts.getByRole('row')).toHaveCount(6);
  await expect(legendCount(page, 'Queued')).toHaveText('5');

  // Start: the engine calls one contact at a time; the page follows by itself.
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(heading).toContainText('Running');
  await expect
    .poll(async () => Number(await legendCount(page, 'Queued').textContent()), { timeout: 60_000 })
    .toBeLessThan(5);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(heading).toContainText('Paused');
  await expect(
    page.getByText('Paused. No new calls are placed until you resume it.'),
  ).toBeVisible();
  // Paused: no new call starts (the one in progress may finish).
  await expect(legendCount(page, 'Calling')).toHaveText('0', { timeout: 30_000 });
  const queuedWhilePaused = await legendCount(page, 'Queued').textContent();
  expect(Number(queuedWhilePaused)).toBeGreaterThan(0);
  await page.waitForTimeout(5_000);
  await expect(legendCount(page, 'Queued')).toHaveText(queuedWhilePaused ?? '');
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(heading).toContainText('Running');
  await expect(page.getByRole('progressbar', { name: 'Campaign progress' })).toBeVisible();
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shotsAtWidths(page, 'campaign-running');
  await expect(heading).toContainText('Completed', { timeout: 120_000 });
  await expect(legendCount(page, 'Queued')).toHaveText('0');
  await expect(page.getByText('Answer rate')).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^Outcomes, Completed to Not called: 5 in total/ }),
  ).toBeVisible();
  await shotsAtWidths(page, 'campaign-completed');

  // Export: every contact with its outcome and call id.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export outcomes (CSV)' }).click();
  const download = await downloading;
  const exported = readFileSync(await download.path(), 'utf8');
  const [header, ...lines] = exported.trim().split(/\r?\n/);
  expect(header).toContain('Call id');
  expect(lines).toHaveLength(5);
  for (const phone of good) expect(exported).toContain(phone);
  expect(exported).not.toContain(listed);
  expect(exported).toMatch(/sandbox-call-campaign-[\w-]+/);

  // A contact's call log: the call the campaign placed, outbound.
  const answered = contacts.getByRole('row').filter({ hasText: 'Completed' }).first();
  await answered.getByRole('link', { name: /^Call log of / }).click();
  await expect(page).toHaveURL(/\/call-logs\/sandbox-call-campaign-[\w-]+$/);
  await expect(page.getByRole('region', { name: 'Overview' })).toContainText('Outbound');

  // The list shows the campaign completed, all five done.
  await page.goto('/campaigns');
  const row = page.getByRole('table', { name: 'Campaigns' }).getByRole('row', {
    name: /Check-up reminders/,
  });
  await expect(row).toContainText('Completed');
  await expect(row).toContainText('5 / 5');
  await expect(row.getByRole('link', { name: 'Check-up reminders' })).toHaveAttribute(
    'href',
    new URL(campaignUrl).pathname,
  );
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shotsAtWidths(page, 'campaigns-list');
});
