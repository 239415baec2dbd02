// Receipts by email: a payment in the sandbox puts a branded receipt (with a plain-text part) in the outbox, its
// link opens the receipt page (no serious or critical axe violation), which resends it; a custom deal's own price
// is what its receipt says. The outbox preview of a receipt is kept as screenshots at 390 and 1280 px.
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  registerViaApi,
  type Session,
  superAdminToken,
  useSessionIn,
  superAdminSessionIn,
} from './helpers';
import { latestEmail } from './helpers-outbox';
import { customDealLink, payLinkInPage, subscribeAndPayInPage } from './helpers-payments';
import { seriousViolations } from './helpers-screens';

async function receiptsTo(request: APIRequestContext, to: string): Promise<number> {
  const response = await request.get('/api/admin/email-outbox?per_page=100', {
    headers: { Authorization: `Bearer ${await superAdminToken(request)}` },
  });
  const { data } = (await response.json()) as { data: { to: string; subject: string }[] };
  return data.filter((mail) => mail.to === to && mail.subject.startsWith('Your receipt')).length;
}

function receiptPath(text: string): string {
  const match = /View your receipt: (https?:\/\/\S+\/transactions\/\d+)/.exec(text);
  if (!match?.[1]) throw new Error(`no receipt link in:\n${text}`);
  return new URL(match[1]).pathname;
}

test('a customer who pays in the sandbox gets a receipt email, opens it and resends it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const session: Session = await registerViaApi(request, 'Rita Receipt');
  await useSessionIn(page, session);
  await subscribeAndPayInPage(page, request, session, 'Starter');

  const email = await latestEmail(request, session.user.email, 'Your receipt');
  expect(email.text).toContain('Plan: Starter (monthly)');
  expect(email.text).toContain('Billed to: Rita Receipt');
  expect(email.html).toContain('View your receipt');

  await page.goto(receiptPath(email.text));
  const receipt = page.getByRole('article', { name: /^Receipt #\d+$/ });
  await expect(receipt).toContainText('Starter');
  expect(await seriousViolations(page), 'receipt page').toEqual([]);
  await receipt.getByRole('button', { name: 'Resend receipt' }).click();
  await expect(page.getByText('Receipt sent again.')).toBeVisible();
  expect(await seriousViolations(page), 'receipt page after resending').toEqual([]);
  await expect.poll(() => receiptsTo(request, session.user.email)).toBe(2);
  for (const width of [390, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(receipt.getByRole('button', { name: 'Resend receipt' })).toBeVisible();
    await page.screenshot({ path: `test-results/receipt-page-${width}.png`, fullPage: true });
  }

  // The admin's outbox preview of the receipt, looked at on a phone and a laptop.
  const context = await browser.newContext();
  const admin = await context.newPage();
  await superAdminSessionIn(admin, request);
  for (const width of [390, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.goto('/admin/email-outbox');
    await admin
      .getByRole('button', { name: `View email: ${email.subject} to ${session.user.email}` })
      .first()
      .click();
    const dialog = admin.getByRole('dialog', { name: email.subject });
    await expect(dialog).toBeVisible();
    await expect(dialog.frameLocator('iframe').getByText('Total paid: $')).toBeVisible();
    await admin.screenshot({ path: `test-results/receipt-email-${width}.png`, fullPage: true });
  }
  await context.close();
});

test("a custom deal's own price is on its receipt email and page", async ({ page, request }) => {
  test.setTimeout(60_000);
  const session = await registerViaApi(request, 'Carl Custom');
  const link = await customDealLink(request, session.user.id, 'Business', 150);
  await payLinkInPage(page, link);

  const email = await latestEmail(request, session.user.email, 'Your receipt');
  expect(email.subject).toMatch(/: \$150\.00$/);
  expect(email.text).toContain('Total paid: $150.00');
  expect(email.text).not.toContain('$199');

  await useSessionIn(page, session);
  await page.goto(receiptPath(email.text));
  const receipt = page.getByRole('article', { name: /^Receipt #\d+$/ });
  await expect(receipt).toContainText('$150');
  await expect(receipt).not.toContainText('$199');
  expect(await seriousViolations(page), 'custom deal receipt').toEqual([]);
});
