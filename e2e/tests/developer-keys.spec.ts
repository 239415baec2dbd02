// A user creates an API key on /developers (its value shown once), calls the public API with it as curl would
// (GET /api/v1/assistants with the bearer key: 200 and the key's RateLimit headers), sees its last use in the list,
// revokes it, and the same request is then refused (401) within a second. axe, and screenshots of the form, the
// key's dialog and the list at 390/1280/1920 px.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerViaApi, useSessionIn } from './helpers';
import { seriousViolations, shotsAtWidths } from './helpers-screens';

/** GET /api/v1/assistants with the key, as `curl -H "Authorization: Bearer vpk_..."` sends it. */
const listAssistants = (request: APIRequestContext, key: string) =>
  request.get('/api/v1/assistants', { headers: { Authorization: `Bearer ${key}` } });

test('a user creates an API key, calls the API with it, revokes it, and it is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const session = await registerViaApi(request, 'Key Owner');
  await useSessionIn(page, session);

  // Reached from the user dropdown, beside Profile.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Key Owner' }).click();
  await page.getByRole('link', { name: 'Developers' }).click();
  await expect(page).toHaveURL(/\/developers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No API keys yet' })).toBeVisible();

  // The form: nothing is created without a name and a scope.
  await page.getByRole('button', { name: 'Create API key' }).click();
  const form = page.getByRole('form', { name: 'New API key' });
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(form.getByText('Choose at least one scope.')).toBeVisible();
  await form.getByLabel(/^Name/).fill('Zapier');
  await form.getByRole('checkbox', { name: 'Read and write assistants' }).check();
  await form.getByRole('checkbox', { name: 'Read calls' }).check();
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shotsAtWidths(page, 'keys-form');
  await form.getByRole('button', { name: 'Create key' }).click();

  // The key, this once.
  const dialog = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(dialog.getByText('you will not see it again')).toBeVisible();
  const key = await dialog.getByLabel(/^API key/).inputValue();
  expect(key).toMatch(/^vpk_[0-9A-Za-z]{40}$/);
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shotsAtWidths(page, 'keys-dialog');
  await dialog.getByRole('button', { name: 'I have copied it' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('body')).not.toContainText(key);

  // The API with the key: the owner's assistants, and where the key stands against its limit.
  const listed = await listAssistants(request, key);
  expect(listed.status()).toBe(200);
  expect(Array.isArray((await listed.json()).data)).toBe(true);
  expect(Number(listed.headers()['ratelimit-limit'])).toBeGreaterThan(0);
  expect(listed.headers()['ratelimit-remaining']).toBeDefined();
  // A key is not a session: the account's own routes refuse it.
  const profile = await request.get('/api/user', { headers: { Authorization: `Bearer ${key}` } });
  expect(profile.status()).toBe(403);

  // The list: masked, with its scopes and its last use.
  await page.reload();
  const keys = page.getByRole('list', { name: 'API keys' });
  const row = keys.getByRole('listitem').filter({ hasText: 'Zapier' });
  await expect(row).toContainText(`vpk_…${key.slice(-4)}`);
  await expect(row).toContainText('Assistants: read and write');
  await expect(row).toContainText('Calls: read');
  await expect(row).toContainText('Last used');
  await expect(row).toContainText('Active');
  expect.soft(await seriousViolations(page)).toEqual([]);
  await shotsAtWidths(page, 'keys-list');

  // Revoke, after a confirmation: the same request is refused within a second.
  await row.getByRole('button', { name: 'Revoke Zapier' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke this API key?' })
    .getByRole('button', { name: 'Revoke key' })
    .click();
  await expect(page.getByText('API key “Zapier” revoked.')).toBeVisible();
  await expect(row).toContainText('Revoked');
  const revokedAt = Date.now();
  await expect
    .poll(async () => (await listAssistants(request, key)).status(), {
      timeout: 2_000,
      intervals: [100],
    })
    .toBe(401);
  expect(Date.now() - revokedAt).toBeLessThan(1_500);
});
