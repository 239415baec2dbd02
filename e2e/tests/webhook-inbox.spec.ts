// A new assistant's webhook URL is preset to the user's demo receiver: a sandbox test call's end-of-call report,
// forwarded by the platform, shows up on /webhook-inbox with a verified signature. axe, screenshots at
// 390/1280/1920 px.
import { expect, test } from '@playwright/test';
import { useSessionIn } from './helpers';
import { editorReady, fillCompany, newCompany, subscribedUser } from './helpers-assistants';
import { seriousViolations } from './helpers-screens';

const WIDTHS = [390, 1280, 1920] as const;

test('a sandbox test call of a new assistant shows up in the demo webhook inbox', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const session = await subscribedUser(request, 'Inbox Owner');
  await useSessionIn(page, session);

  // Before any call: the empty state says what the URL is and how to use one's own.
  await page.goto('/webhook-inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Webhook Deliveries' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No deliveries yet' })).toBeVisible();
  const url = (await page.locator('code').first().textContent()) ?? '';
  expect(url).toMatch(/\/api\/webhook-inbox\/[\w-]{43}$/);
  expect.soft(await seriousViolations(page)).toEqual([]);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`inbox-empty-${width}.png`) });
  }

  // The create form starts with that URL as the webhook URL.
  const { company, assistantName } = newCompany('Inbox Plumbing', 'Plumbing', 'pipes');
  await page.goto('/assistants/create');
  await editorReady(page);
  await expect(page.getByLabel(/^Webhook URL/)).toHaveValue(url);
  await expect(page.getByRole('link', { name: 'View deliveries' })).toHaveAttribute(
    'href',
    '/webhook-inbox',
  );
  await fillCompany(page, company);
  await page.getByRole('button', { name: 'Create Assistant' }).click();
  await expect(page).toHaveURL(/\/assistants$/, { timeout: 15_000 });

  await page.getByRole('button', { name: `Place a test call to ${assistantName}` }).click();
  await expect(page.getByText('Test call placed').first()).toBeVisible();

  // The report arrives (Refresh until it does), signed with the assistant's secret.
  await page.goto('/webhook-inbox');
  const deliveries = page.getByRole('list', { name: 'Deliveries' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(deliveries.getByRole('article')).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const delivery = deliveries.getByRole('article').first();
  await expect(delivery.getByRole('heading', { name: 'end-of-call-report' })).toBeVisible();
  await expect(delivery.getByText('Signature verified: yes')).toBeVisible();
  await delivery.getByText('Body').click();
  await expect(delivery.locator('pre')).toContainText('"type": "end-of-call-report"');
  await expect(delivery.locator('pre')).toContainText(company.name);
  expect.soft(await seriousViolations(page)).toEqual([]);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`inbox-${width}.png`) });
  }
});
