// Custom tools of an assistant: a user adds a function tool in the editor's Custom tools section (its parameters
// as a JSON schema), sees the contracts' messages for a bad name and bad JSON, the server's for a plain http URL,
// edits and deletes it. axe on the section with its form open; screenshots of the opened section at
// 390/1280/1920 px.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { assistantCreatedInEditor, openEditor } from './helpers-assistants';
import { seriousViolations } from './helpers-screens';

const WIDTHS = [390, 1280, 1920] as const;
const PARAMETERS = JSON.stringify(
  {
    type: 'object',
    properties: { order_number: { type: 'string', description: 'The order number.' } },
    required: ['order_number'],
  },
  null,
  2,
);

/** The section at each width, from a full-page picture (so that the sticky header does not cover it). */
async function sectionShots(page: Page, section: Locator, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await section.boundingBox();
    if (!box) throw new Error('the section is not on the page');
    await page.screenshot({
      path: test.info().outputPath(`${name}-${width}.png`),
      fullPage: true,
      clip: box,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a user adds, edits and deletes a custom tool of an assistant', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { id } = await assistantCreatedInEditor(
    page,
    request,
    'Tools Owner',
    ['Tools Shop', 'Retail', 'orders'],
    () => expect(page.getByText(/^Save the assistant first: its custom tools/)).toBeVisible(),
  );

  await openEditor(page, id);
  const section = page.getByRole('region', { name: 'Custom tools' });
  await expect(section.getByText('No custom tools yet')).toBeVisible();
  await section.getByRole('button', { name: 'Add custom tool' }).click();
  const form = section.getByRole('form', { name: 'New custom tool' });

  // Checked before sending: the name's rule and the JSON.
  await form.getByLabel('Name').fill('check order');
  await form.getByLabel('Parameters (JSON schema)').fill('{"type": "object"');
  await form.getByRole('button', { name: 'Save tool' }).click();
  await expect(form.getByText(/^The name may have only letters, digits/)).toBeVisible();
  await expect(form.getByText('The parameters must be valid JSON.')).toBeVisible();

  // The server asks for https.
  await form.getByLabel('Name').fill('check_order');
  await form.getByLabel('Description').fill('Looks up the status of an order by its number.');
  await form.getByLabel('URL').fill('http://shop.example.com/tools/order');
  await form.getByLabel('Parameters (JSON schema)').fill(PARAMETERS);
  await form.getByRole('button', { name: 'Save tool' }).click();
  await expect(form.getByText('The URL must start with https://.')).toBeVisible();
  expect.soft(await seriousViolations(page)).toEqual([]);
  await sectionShots(page, section, 'custom-tools-form');

  await form.getByLabel('URL').fill('https://shop.example.com/tools/order');
  await form.getByRole('button', { name: 'Save tool' }).click();
  await expect(page.getByText('Tool check_order saved.')).toBeVisible();
  const list = section.getByRole('list', { name: 'Custom tools' });
  await expect(list).toContainText('check_order');
  await expect(list).toContainText(
    'https://shop.example.com/tools/order · Timeout 10 s · Parameters: order_number',
  );

  // Edit: the saved values are in the form.
  await section.getByRole('button', { name: 'Edit check_order' }).click();
  const edit = section.getByRole('form', { name: 'Edit check_order' });
  await expect(edit.getByLabel('Timeout (seconds)')).toHaveValue('10');
  await edit.getByLabel('Timeout (seconds)').fill('5');
  expect.soft(await seriousViolations(page)).toEqual([]);
  await sectionShots(page, section, 'custom-tools-edit');
  await edit.getByRole('button', { name: 'Save tool' }).click();
  await expect(list).toContainText('Timeout 5 s');

  // Delete after a confirm.
  await section.getByRole('button', { name: 'Delete check_order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this tool?' });
  await expect(dialog).toContainText('The assistant can no longer call check_order.');
  expect.soft(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Delete tool' }).click();
  await expect(section.getByText('No custom tools yet')).toBeVisible();
});

test("the call's page lists the tools the assistant called: the booking tools of a sandbox test call", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { session, assistantName, id } = await assistantCreatedInEditor(
    page,
    request,
    'Tool Calls Owner',
    ['Tool Calls Clinic', 'Dental', 'cleanings'],
  );

  // A calendar open all day every day (UTC): the test call checks availability and books the first free slot.
  const calendar = await request.put(`/api/assistants/${id}/booking-calendar`, {
    headers: { authorization: `Bearer ${session.token}` },
    data: {
      enabled: true,
      time_zone: 'UTC',
      slot_minutes: 30,
      buffer_minutes: 0,
      days_ahead: 14,
      hours: Object.fromEntries(
        ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [
          day,
          [{ start: '00:00', end: '24:00' }],
        ]),
      ),
      blocked_dates: [],
      notify_email: null,
    },
  });
  expect(calendar.status()).toBe(200);
  await page.getByRole('button', { name: `Place a test call to ${assistantName}` }).click();
  await expect(page.getByText('Test call placed').first()).toBeVisible();

  await page.goto('/call-logs');
  const row = page
    .getByRole('table', { name: 'Calls' })
    .getByRole('row')
    .filter({ hasText: assistantName });
  await row.getByRole('link', { name: /^View the call/ }).click();
  await expect(page).toHaveURL(/\/call-logs\/sandbox-call-[0-9a-f-]+$/);
  const section = page.getByRole('region', { name: 'Tool calls' });
  const calls = section.getByRole('article');
  await expect(calls).toHaveCount(2);
  await expect(calls.nth(0).getByRole('heading')).toHaveText('1. check_availabilityOK');
  await expect(calls.nth(1).getByRole('heading')).toHaveText('2. book_appointmentOK');
  await expect(calls.nth(1)).toContainText(/Took \d[\d,]* ms/);
  await calls.nth(1).getByText('Arguments').click();
  await expect(calls.nth(1)).toContainText('"name": "Sandbox Caller"');
  await calls.nth(1).getByText('Result').click();
  await expect(calls.nth(1)).toContainText(/Booked for .+ at \d\d:\d\d\./);
  expect.soft(await seriousViolations(page)).toEqual([]);
  await sectionShots(page, section, 'call-tool-calls');
});
