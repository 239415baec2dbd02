// A custom subscription's payment link that can no longer be paid: the admin's Resend Link in the Custom
// Subscription Manager issues a new one (the old one then says so), the user reads it from the outbox and pays it
// with the sandbox card (a declined card first leaves it pending), and the manager shows the subscription active.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerViaApi, superAdminToken, superAdminSessionIn } from './helpers';
import { latestEmail, payLinkOf } from './helpers-outbox';
import {
  createCustomSubscriptionViaApi,
  DECLINED_CARD,
  PAID_CARD,
  payOnCheckout,
} from './helpers-payments';
import { seriousViolations } from './helpers-screens';

function manager(page: Page) {
  return page.getByRole('region', { name: 'Custom Subscription Manager' });
}

/** The number on the manager's 'Expired Links' tile. */
async function expiredLinks(page: Page): Promise<number> {
  const tile = manager(page).getByText('Expired Links', { exact: true }).locator('..');
  return Number((await tile.innerText()).replace(/\D/g, ''));
}

/** The newest payment link emailed to `to` once it differs from `previous` (a resend sends a new email). */
async function newerLink(
  request: APIRequestContext,
  to: string,
  previous: string,
): Promise<string> {
  let link = previous;
  await expect
    .poll(
      async () => {
        link = payLinkOf((await latestEmail(request, to, 'complete your payment')).text);
        return link;
      },
      { message: `a new payment link for ${to}` },
    )
    .not.toBe(previous);
  return link;
}

/** The user (another browser, not signed in) follows a link and pays it: declined first, then paid. */
async function payLinkAsUser(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await payOnCheckout(page, DECLINED_CARD);
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await page.goto(path);
  await payOnCheckout(page, PAID_CARD);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
}

test('the admin resends a payment link: the old one is replaced, the new one from the outbox pays', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const name = `Rhea Resend ${Date.now().toString(36)}`;
  const client = await registerViaApi(request, name);
  const first = await createCustomSubscriptionViaApi(request, client.user, 24.5);

  await superAdminSessionIn(page, request);
  await page.goto('/admin');
  const row = manager(page).getByRole('row', { name: new RegExp(client.user.email) });
  await expect(row).toContainText('Pending');
  await expect(row.getByRole('link', { name: 'Open Link' })).toHaveAttribute('href', first.link);

  await row.getByRole('button', { name: `Resend Link to ${name}` }).click();
  await expect(page.getByText('Payment link resent successfully!').first()).toBeVisible();
  const second = await newerLink(request, client.user.email, first.link);
  await expect(row.getByRole('link', { name: 'Open Link' })).toHaveAttribute('href', second);

  const userContext = await browser.newContext({ baseURL });
  const userPage = await userContext.newPage();
  // The old link is spent: a page says why (410), no checkout.
  const old = await userPage.goto(first.path);
  expect(old?.status()).toBe(410);
  await expect(
    userPage.getByRole('heading', { level: 1, name: 'This payment link has been replaced' }),
  ).toBeVisible();

  await payLinkAsUser(userPage, new URL(second).pathname);
  await userContext.close();

  await page.reload();
  await expect(row).toContainText('Active');
  await expect(row).toContainText('No payment link');
  await expect(row).toContainText('$24.50');
});

/**
 * Spec 000 §9 ("an expired link after the clock -> resend -> pays"). The sandbox clock
 * (POST /api/sandbox/subscriptions/{id}/advance-clock), driven by API like a Stripe test clock, moves a pending
 * custom subscription past its live link's 7-day validity.
 */
test('after the sandbox clock the link has expired; Resend sends one that pays', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const name = `Eli Expired ${Date.now().toString(36)}`;
  const client = await registerViaApi(request, name);
  const first = await createCustomSubscriptionViaApi(request, client.user, 31);

  const clock = await request.post(
    `/api/sandbox/subscriptions/${first.subscriptionId}/advance-clock`,
    { headers: { Authorization: `Bearer ${await superAdminToken(request)}` } },
  );
  expect(clock.ok(), await clock.text()).toBe(true);

  const userContext = await browser.newContext({ baseURL });
  const userPage = await userContext.newPage();
  const expired = await userPage.goto(first.path);
  expect(expired?.status()).toBe(410);
  await expect(
    userPage.getByRole('heading', { level: 1, name: 'This payment link has expired' }),
  ).toBeVisible();
  await expect(
    userPage.getByText(
      'Payment links are valid for 7 days. Ask the sender for a new payment link.',
    ),
  ).toBeVisible();
  expect(await seriousViolations(userPage), 'expired link').toEqual([]);

  await superAdminSessionIn(page, request);
  await page.goto('/admin');
  const row = manager(page).getByRole('row', { name: new RegExp(client.user.email) });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('No payment link');
  const expiredBefore = await expiredLinks(page);
  expect(expiredBefore).toBeGreaterThan(0);

  await row.getByRole('button', { name: `Resend Link to ${name}` }).click();
  await expect(page.getByText('Payment link resent successfully!').first()).toBeVisible();
  const second = await newerLink(request, client.user.email, first.link);
  await expect(row.getByRole('link', { name: 'Open Link' })).toHaveAttribute('href', second);
  await expect.poll(() => expiredLinks(page)).toBe(expiredBefore - 1);

  await payLinkAsUser(userPage, new URL(second).pathname);
  await userContext.close();

  await page.reload();
  await expect(row).toContainText('Active');
});
