// Who may create assistants and the editor's checks. An unsubscribed user is refused with the
// spec's text (Create disabled on the list, the server's refusal on save); the required-field messages of
// spec 001 §5 appear on their fields, the AI Configuration switching to the failing field's tab; a super
// admin assigns an assistant to a user. Works on any E2E_PORT (relative URLs).
import { expect, test } from '@playwright/test';
import { loginViaApi, registerViaApi, SUPER_ADMIN, useSessionIn } from './helpers';
import {
  aiTab,
  assistantIdByName,
  editorReady,
  field,
  fieldError,
  fillCompany,
  newCompany,
  NO_SUBSCRIPTION_TEXT,
  subscribedUser,
  SYSTEM_PROMPT,
} from './helpers-assistants';
import { seriousViolations } from './helpers-screens';

test('a user without a subscription cannot create an assistant', async ({ page, request }) => {
  test.setTimeout(90_000);
  const session = await registerViaApi(request, 'No Plan User');
  await useSessionIn(page, session);

  await page.goto('/assistants');
  await expect(page.getByRole('heading', { level: 1, name: 'My Voice Assistants' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Assistant' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Create Assistant' })).toHaveCount(0);
  expect.soft(await seriousViolations(page)).toEqual([]);

  // The editor reached by its URL: the server refuses the save with the spec's text.
  await page.goto('/assistants/create');
  await editorReady(page);
  await fillCompany(page, {
    name: 'Unpaid Bakery',
    industry: 'Food',
    services: 'bread and cakes',
  });
  await page.getByRole('button', { name: 'Create Assistant' }).click();
  await expect(page.getByText(NO_SUBSCRIPTION_TEXT, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/assistants\/create$/);
  const mine = await request.get('/api/assistants', {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(((await mine.json()) as { data: unknown[] }).data).toEqual([]);
});

test('the required fields of §5 show their messages, the AI tab switching to the failing field', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await useSessionIn(page, await subscribedUser(request, 'Careless User'));
  await page.goto('/assistants/create');
  await editorReady(page);

  // Everything empty: each required field says so, and the first one (Company Name) has the focus.
  await field(page, 'metadata.company_name').fill('Someone');
  await field(page, 'metadata.company_name').fill('');
  await field(page, 'metadata.industry').fill('');
  await field(page, 'metadata.services_products').fill('');
  await field(page, 'name').fill('');
  await field(page, SYSTEM_PROMPT).fill('');
  await field(page, 'firstMessage').fill('');
  await page.getByRole('button', { name: 'Create Assistant' }).click();

  const expected: [string, string][] = [
    ['metadata.company_name', 'Company Name is required'],
    ['metadata.industry', 'Industry is required'],
    ['metadata.services_products', 'Services/Products is required'],
    ['name', 'Agent Name is required'],
    [SYSTEM_PROMPT, 'System Prompt is required'],
    ['firstMessage', 'First Message is required'],
  ];
  for (const [path, message] of expected) {
    await expect(fieldError(page, path), path).toHaveText(message);
  }
  await expect(field(page, 'metadata.company_name')).toBeFocused();
  expect.soft(await seriousViolations(page)).toEqual([]);

  // Only the system prompt missing, with the Voice tab open: the Model tab comes back, the prompt focused.
  await fillCompany(page, { name: 'Tidy Co', industry: 'Cleaning', services: 'office cleaning' });
  await field(page, 'firstMessage').fill('Hello from {{company_name}}!');
  await aiTab(page, 'Voice').click();
  await expect(aiTab(page, 'Voice')).toHaveAttribute('aria-selected', 'true');
  await expect(field(page, SYSTEM_PROMPT)).toBeHidden();
  await page.getByRole('button', { name: 'Create Assistant' }).click();
  await expect(aiTab(page, 'Model')).toHaveAttribute('aria-selected', 'true');
  await expect(field(page, SYSTEM_PROMPT)).toBeFocused();
  await expect(fieldError(page, SYSTEM_PROMPT)).toHaveText('System Prompt is required');
  // Nothing was sent.
  await expect(page).toHaveURL(/\/assistants\/create$/);
});

test('a super admin assigns a new assistant to a user', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  const owner = await registerViaApi(request, `Assigned Owner ${Date.now().toString(36)}`);
  const admin = await loginViaApi(request, SUPER_ADMIN.email, SUPER_ADMIN.password);
  await useSessionIn(page, admin);
  const { company, assistantName } = newCompany('Assigned Co', 'Retail', 'shoes');

  await page.goto('/super-admin/assistants/create');
  await editorReady(page);
  await fillCompany(page, company);
  // No one assigned: the §5 message on the user field.
  await field(page, 'user_id').selectOption('');
  await page.getByRole('button', { name: 'Create Assistant' }).click();
  await expect(fieldError(page, 'user_id')).toHaveText(
    'Please select a user to assign this assistant to',
  );
  await expect(field(page, 'user_id')).toBeFocused();

  // Search the user by email and assign.
  await page.getByLabel('Search Users').fill(owner.user.email);
  const option = field(page, 'user_id').locator(`option[value="${owner.user.id}"]`);
  await expect(option).toHaveCount(1);
  await field(page, 'user_id').selectOption(String(owner.user.id));
  expect.soft(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create Assistant' }).click();
  await expect(page.getByText('Assistant created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/super-admin\/assistants$/, { timeout: 10_000 });

  // The user owns it: it is in their list, with them as the owner.
  const id = await assistantIdByName(request, owner.token, assistantName);
  expect(id).toBeGreaterThan(0);
  const ownerPage = await (await browser.newContext()).newPage();
  await useSessionIn(ownerPage, owner);
  await ownerPage.goto('/assistants');
  const card = ownerPage.getByRole('listitem').filter({ hasText: assistantName });
  await expect(card).toBeVisible();
  await expect(card).toContainText(owner.user.name);
  expect.soft(await seriousViolations(ownerPage)).toEqual([]);
});
