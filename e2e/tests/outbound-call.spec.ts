// Outbound calls: a user's assistant with a number calls a number from the assistant list ("Call a number"): the
// number's format is checked in the dialog, the {{first_name}} of the first message is offered as a variable, the
// sandbox places the call through the voice webhook, and the call log shows it as outbound with the name filled
// in. axe on the dialog; screenshots at 390/1280/1920 px.
import { expect, test } from '@playwright/test';
import { assistantCreatedInEditor, field, openEditor } from './helpers-assistants';
import { seriousViolations, shotsAtWidths } from './helpers-screens';
import { withSuiteDatabase } from './helpers-suite-db';

/** The assistant's number (set in the database: the suite buys no numbers). */
const ASSISTANT_NUMBER = '+12125550177';
/** A number the sandbox answers (its outcome is seeded by the number). */
const CALLEE = '+14155550142';

test('a user calls a number from the assistant list and sees the outbound call in the call log', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { assistantName, id } = await assistantCreatedInEditor(page, request, 'Outbound Owner', [
    'Outbound Dental',
    'Health',
    'check-ups',
  ]);
  // A first message with a variable, saved in the editor.
  await openEditor(page, id);
  await field(page, 'firstMessage').fill('Hi {{first_name}}, this is Outbound Dental calling.');
  await page.getByRole('button', { name: 'Update Assistant' }).click();
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 15_000 });
  withSuiteDatabase((db) =>
    db.prepare('UPDATE assistants SET phone_number = ? WHERE id = ?').run(ASSISTANT_NUMBER, id),
  );

  await page.goto('/assistants');
  await page.getByRole('button', { name: `Call a number with ${assistantName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Call a number with ${assistantName}` });
  await expect(dialog).toContainText(ASSISTANT_NUMBER);
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('first_name');
  await dialog.getByRole('textbox', { name: 'Value' }).fill('Ada');

  // Not in international form: refused in the dialog.
  const number = dialog.getByRole('textbox', { name: /Number to call/ });
  await number.fill('415 555 0142');
  await dialog.getByRole('button', { name: 'Call', exact: true }).click();
  await expect(dialog.getByText(/Enter the number in international form/)).toBeVisible();
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shotsAtWidths(page, 'outbound-call-dialog');

  await number.fill(CALLEE);
  await dialog.getByRole('button', { name: 'Call', exact: true }).click();
  await expect(dialog.getByText('Call placed.')).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText('The call was answered.')).toBeVisible();
  await shotsAtWidths(page, 'outbound-call-placed');
  await dialog.getByRole('link', { name: 'View the call log' }).click();

  await expect(page).toHaveURL(/\/call-logs\/sandbox-call-[0-9a-f-]+$/);
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview).toContainText('Outbound');
  await expect(page.getByLabel('Conversation')).toContainText(
    'Hi Ada, this is Outbound Dental calling.',
  );

  await page.goto('/call-logs');
  const row = page
    .getByRole('table', { name: 'Calls' })
    .getByRole('row')
    .filter({ hasText: assistantName });
  await expect(row).toContainText('Outbound');
  await expect(row).toContainText(CALLEE);
  await shotsAtWidths(page, 'outbound-call-log');
});
