// A subscribed user creates a demo assistant from the template with a sandbox number, tries it in
// the test chat (sandbox, no model connected), edits it, reads its stats and deletes it; axe on the list,
// the editor (each AI tab) and the modals. Works on any E2E_PORT (relative URLs).
import { expect, test, type Page } from '@playwright/test';
import { useSessionIn } from './helpers';
import {
  aiTab,
  assistantIdByName,
  editorReady,
  field,
  fillCompany,
  newCompany,
  seedCalls,
  subscribedUser,
  SYSTEM_PROMPT,
} from './helpers-assistants';
import { seriousViolations } from './helpers-screens';

async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect.soft(await seriousViolations(page)).toEqual([]);
}

test('a subscribed user creates, tests, edits, reads the stats of and deletes an assistant', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const session = await subscribedUser(request, 'Assistant Owner');
  await useSessionIn(page, session);
  const { company, assistantName } = newCompany(
    'Acme Dental',
    'Healthcare',
    'teeth cleaning and whitening',
  );

  // The list: empty, Create enabled with an active plan.
  await page.goto('/assistants');
  await expect(page.getByRole('heading', { level: 1, name: 'My Voice Assistants' })).toBeVisible();
  const create = page.getByRole('link', { name: 'Create Assistant' });
  await expect(create).toBeVisible();
  await expectNoSeriousViolations(page);
  await create.click();

  // The editor, from the template: the system prompt and messages carry the company placeholders.
  await expect(page).toHaveURL(/\/assistants\/create$/);
  await editorReady(page);
  await expect(field(page, SYSTEM_PROMPT)).toHaveValue(/\{\{company_name\}\}/);
  await expect(field(page, 'firstMessage')).toHaveValue(/\{\{company_name\}\}/);
  await fillCompany(page, company);
  await expect(page.getByText(`Thank you for calling ${company.name}`).first()).toBeVisible();

  // Each AI Configuration tab, with axe.
  await expectNoSeriousViolations(page);
  await aiTab(page, 'Voice').click();
  await expect(aiTab(page, 'Voice')).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousViolations(page);
  await aiTab(page, 'Transcriber').click();
  await expect(aiTab(page, 'Transcriber')).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousViolations(page);
  await aiTab(page, 'Model').click();

  // A sandbox number: search the United States and take the first one offered.
  await page.getByRole('button', { name: 'Search Numbers' }).click();
  const numbers = page.getByRole('group', { name: 'Available phone numbers' });
  const first = numbers.getByRole('radio').first();
  await expect(first).toBeVisible();
  const phoneNumber = await first.inputValue();
  expect(phoneNumber).toMatch(/^\+\d{8,15}$/);
  await first.check();
  await expect(page.getByText(`Selected number: ${phoneNumber}`)).toBeVisible();
  await expectNoSeriousViolations(page);

  // The test chat answers from the assistant's own texts, labelled as the sandbox.
  const chat = page.getByRole('region', { name: 'Test your assistant' });
  const log = chat.getByRole('log', { name: 'Test conversation' });
  await expect(log).toContainText(`Hello! Thank you for calling ${company.name}.`);
  await chat.getByRole('textbox', { name: 'Your message' }).fill('What services do you offer?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(log).toContainText(`At ${company.name} we offer teeth cleaning and whitening.`);
  await expect(chat.getByText('Sandbox reply (no model connected)')).toBeVisible();
  await chat.getByRole('textbox', { name: 'Your message' }).fill('Thanks, goodbye!');
  await chat.getByRole('textbox', { name: 'Your message' }).press('Enter');
  await expect(log).toContainText(`Thank you for calling ${company.name}. Have a great day!`);
  await expectNoSeriousViolations(page);
  await chat.getByRole('button', { name: 'Reset' }).click();
  await expect(log).not.toContainText('What services do you offer?');

  // Save: created, then back to the list after 2 seconds.
  await page.getByRole('button', { name: 'Create Assistant' }).click();
  await expect(page.getByText('Assistant created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/assistants$/, { timeout: 10_000 });
  const card = page.getByRole('listitem').filter({ hasText: assistantName });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Demo');
  await expect(card).toContainText(phoneNumber);
  await expectNoSeriousViolations(page);

  // The saved texts have the company filled in.
  const assistantId = await assistantIdByName(request, session.token, assistantName);
  const saved = await request.get(`/api/assistants/${assistantId}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  const savedData = ((await saved.json()) as { data: { vapi_data: { firstMessage: string } } })
    .data;
  expect(savedData.vapi_data.firstMessage).toBe(
    `Hello! Thank you for calling ${company.name}. How can I help you today?`,
  );

  // Edit: change the services; the editor loads the saved values.
  await page.getByRole('link', { name: `Edit ${assistantName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/assistants/${assistantId}/edit$`));
  await editorReady(page);
  await expect(field(page, 'metadata.company_name')).toHaveValue(company.name);
  await expect(field(page, 'metadata.services_products')).toHaveValue(company.services);
  await field(page, 'metadata.services_products').fill('implants and braces');
  await page.getByRole('button', { name: 'Update Assistant' }).click();
  await expect(page.getByText('Assistant updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/assistants$/, { timeout: 10_000 });
  const updated = await request.get(`/api/assistants/${assistantId}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(
    ((await updated.json()) as { data: { vapi_data: { metadata: { services_products: string } } } })
      .data.vapi_data.metadata.services_products,
  ).toBe('implants and braces');

  // Stats: two calls, one completed, 45 seconds on average.
  seedCalls(assistantId, session.user.id, [
    { status: 'completed', duration: 60 },
    { status: 'failed', duration: 30 },
  ]);
  await page.getByRole('button', { name: `Stats of ${assistantName}` }).click();
  const stats = page.getByRole('dialog', { name: `Statistics: ${assistantName}` });
  await expect(stats).toBeVisible();
  await expect(stats.getByText('Total calls')).toBeVisible();
  await expect(stats.locator('dd').nth(0)).toHaveText('2');
  await expect(stats.locator('dd').nth(1)).toHaveText('1');
  await expect(stats.locator('dd').nth(2)).toHaveText('45 seconds');
  await expectNoSeriousViolations(page);
  await stats.getByRole('button', { name: 'Close' }).click();
  await expect(stats).toBeHidden();

  // Delete, after the confirmation.
  await page.getByRole('button', { name: `Delete ${assistantName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete assistant' });
  await expect(
    confirm.getByText(
      'Are you sure you want to delete this assistant? This action cannot be undone.',
    ),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: assistantName })).toHaveCount(0);
  const gone = await request.get(`/api/assistants/${assistantId}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(gone.status()).toBe(404);
});
