// Paying in the sandbox (PAYMENT_PROVIDER=sandbox): its test cards, its hosted checkout page, plans bought
// through the API, and custom subscriptions' payment links (/pay/{token}) set up through the admin's API.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { superAdminToken, type Session } from './helpers';
import { latestEmail, payLinkOf } from './helpers-outbox';

/** The sandbox's test cards (README.md, payments). */
export const PAID_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The id of the platform plan with this name (GET /api/subscriptions/packages). */
export async function planId(request: APIRequestContext, name: string): Promise<number> {
  const reply = await request.get('/api/subscriptions/packages');
  expect(reply.ok(), await reply.text()).toBe(true);
  const plans = ((await reply.json()) as { data: { id: number; name: string }[] }).data;
  const plan = plans.find((candidate) => candidate.name === name);
  if (!plan) throw new Error(`no plan named ${name}`);
  return plan.id;
}

/** On the sandbox's hosted checkout page: pays with a card. */
export async function payOnCheckout(page: Page, card: string): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sandbox_[\w-]+$/);
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** Pays a sandbox checkout without a browser, as its form would (where the payment is not under test). */
export async function payCheckoutViaApi(
  request: APIRequestContext,
  checkoutUrl: string,
): Promise<void> {
  const paid = await request.post(checkoutUrl, {
    form: { card_number: PAID_CARD },
    maxRedirects: 0,
  });
  expect(paid.status(), `sandbox payment of ${checkoutUrl}`).toBe(303);
}

/**
 * The user subscribes to a plan through the API and pays its checkout in the page with the paid card, as the
 * plan's buyer would (the receipt, the period and the transaction follow from a real sandbox payment): the
 * subscription's id, once the checkout says the payment succeeded.
 */
export async function subscribeAndPayInPage(
  page: Page,
  request: APIRequestContext,
  session: Session,
  plan: string,
): Promise<number> {
  const reply = await request.post('/api/subscriptions/subscribe', {
    headers: bearer(session.token),
    data: { package_id: await planId(request, plan) },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  const { subscription, checkout_url: checkoutUrl } = (
    (await reply.json()) as { data: { subscription: { id: number }; checkout_url: string } }
  ).data;
  await page.goto(checkoutUrl);
  await payOnCheckout(page, PAID_CARD);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  return subscription.id;
}

/** Opens a custom deal's payment link (its path on the suite's base URL) and pays it with the paid card. */
export async function payLinkInPage(page: Page, link: string): Promise<void> {
  await page.goto(new URL(link).pathname);
  await payOnCheckout(page, PAID_CARD);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
}

export interface CustomSubscriptionLink {
  subscriptionId: number;
  /** The link as emailed: http://localhost:<port>/pay/<43 characters>. */
  link: string;
  /** Its path (/pay/<token>), to open on the suite's base URL. */
  path: string;
}

async function adminPost(
  request: APIRequestContext,
  path: string,
  data: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const response = await request.post(path, {
    headers: { Authorization: `Bearer ${await superAdminToken(request)}` },
    data,
  });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * The super admin creates a custom subscription for a user through the API (the manager's screen is under
 * test in custom-subscription.spec.ts); the link is read from the user's email, as the user gets it.
 */
export async function createCustomSubscriptionViaApi(
  request: APIRequestContext,
  user: { id: number; email: string },
  amount = 19.99,
): Promise<CustomSubscriptionLink> {
  const token = await superAdminToken(request);
  const packages = await request.get('/api/admin/subscriptions/packages', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(packages.ok(), await packages.text()).toBe(true);
  const { data } = (await packages.json()) as {
    data: { id: number; reseller_id: number | null }[];
  };
  const plan = data.find((item) => item.reseller_id === null);
  if (!plan) throw new Error('no platform plan to bill');
  const reply = (await adminPost(request, '/api/admin/subscriptions/custom/create', {
    user_id: user.id,
    package_id: plan.id,
    custom_amount: amount,
    billing_interval: 'monthly',
    duration_months: 3,
  })) as { data: { payment_link: string; subscription: { id: number } } };
  const email = await latestEmail(request, user.email, 'complete your payment');
  const link = payLinkOf(email.text);
  expect(link).toBe(reply.data.payment_link);
  return { subscriptionId: reply.data.subscription.id, link, path: new URL(link).pathname };
}

/** The super admin makes a user a custom deal on a named plan (monthly, 12 months) through the API: its payment link. */
export async function customDealLink(
  request: APIRequestContext,
  userId: number,
  plan: string,
  amount: number,
): Promise<string> {
  const reply = (await adminPost(request, '/api/admin/subscriptions/custom/create', {
    user_id: userId,
    package_id: await planId(request, plan),
    custom_amount: amount,
    billing_interval: 'monthly',
    duration_months: 12,
  })) as { data: { payment_link: string } };
  return reply.data.payment_link;
}
