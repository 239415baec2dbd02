// Call transfer: a user adds a transfer destination to their assistant (the number's format checked on the field),
// a sandbox test call asks for a person and ends transferred there, and the call log says "Transferred to …" in
// the list and on the call's page. axe on the editor's section and both pages; screenshots at 390/1280/1920 px.
import { expect, test } from '@playwright/test';
import { assistantCreatedInEditor, editorReady, openEditor } from './helpers-assistants';
import { seriousViolations, shotsAtWidths } from './helpers-screens';

const SALES = {
  number: '+14155550123',
  description: 'Sales',
  message: 'Connecting you to our sales team now.',
};
const TRANSFERRED = 'Transferred to +1 415 555 0123 (Sales)';

test('a sandbox test call ends transferred to the destination, shown in the call log', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { assistantName, id } = await assistantCreatedInEditor(
    page,
    request,
    'Transfer Owner',
    ['Transfer Plumbing', 'Home Services', 'repairs'],
    () =>
      expect(page.getByText(/^Save the assistant first: its transfer destinations/)).toBeVisible(),
  );

  // A destination: a number not in international format is refused on its field, then saved.
  await openEditor(page, id);
  const section = page.getByRole('region', { name: 'Call transfer' });
  await expect(section.getByText(/^No destinations yet/)).toBeVisible();
  await section.getByRole('button', { name: 'Add destination' }).click();
  const number = section.getByRole('textbox', { name: /Phone number/ });
  await number.fill('415 555 0123');
  await section.getByRole('textbox', { name: /When to transfer/ }).fill(SALES.description);
  await section.getByRole('textbox', { name: /Message before transferring/ }).fill(SALES.message);
  await section.getByRole('button', { name: 'Save transfer destinations' }).click();
  await expect(
    section.getByText('Enter the number in international format, e.g. +14155550123'),
  ).toBeVisible();
  await number.fill(SALES.number);
  await section.getByRole('button', { name: 'Save transfer destinations' }).click();
  await expect(section.getByText('Transfer destinations saved.')).toBeVisible();
  // Read back after a reload.
  await page.reload();
  await editorReady(page);
  await expect(section.getByRole('textbox', { name: /Phone number/ })).toHaveValue(SALES.number);
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shotsAtWidths(page, 'call-transfer-section', section);

  // A sandbox test call: the caller asks for a person and is transferred.
  await page.goto('/assistants');
  await page.getByRole('button', { name: `Place a test call to ${assistantName}` }).click();
  await expect(page.getByText('Test call placed').first()).toBeVisible();

  // The call log's list says where the call went.
  await page.goto('/call-logs');
  const table = page.getByRole('table', { name: 'Calls' });
  const row = table.getByRole('row').filter({ hasText: assistantName });
  await expect(row).toContainText(TRANSFERRED);
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shotsAtWidths(page, 'call-transfer-list');

  // And the call's page, with the conversation that led there.
  await row.getByRole('link', { name: /^View the call/ }).click();
  await expect(page).toHaveURL(/\/call-logs\/sandbox-call-[0-9a-f-]+$/);
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview).toContainText(TRANSFERRED);
  await expect(overview).toContainText('Assistant forwarded call');
  const conversation = page.getByLabel('Conversation');
  await expect(conversation).toContainText('Can I speak to a person, please?');
  await expect(conversation).toContainText(SALES.message);
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shotsAtWidths(page, 'call-transfer-call');
});
