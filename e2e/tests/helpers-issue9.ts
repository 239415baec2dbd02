// Helpers of the issue 9 specs (profile, demo requests) and of the issue 7 close-out specs (payment links).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { latestEmail, superAdminToken } from './helpers-issue3';

/** The password registerViaApi gives every new user. */
export const USER_PASSWORD = 'Password123!';
/** The sandbox's test cards (README.md, payments). */
export const PAID_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** Bytes of an HTML page: what a renamed "picture" holding a script would be. */
export const HTML_BYTES = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);

/** The API's answer to a sign-in attempt: its status (200 signed in, 401/422 refused). */
export async function signInStatus(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<number> {
  const response = await request.post('/api/login', { data: { email, password, remember: false } });
  return response.status();
}

/** GET /api/user with a token: 200 while the session lives, 401 once it is revoked. */
export async function sessionStatus(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/user', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response.status();
}

// ---------------------------------------------------------------------------------------------
// Custom subscriptions and their payment links (/pay/{token}), set up through the admin's API
// ---------------------------------------------------------------------------------------------

export interface CustomSubscriptionLink {
  subscriptionId: number;
  /** The link as emailed: http://localhost:<port>/pay/<43 characters>. */
  link: string;
  /** Its path (/pay/<token>), to open on the suite's base URL. */
  path: string;
}

/** The /pay/{token} URL in an email's text part. */
export function payLinkOf(text: string): string {
  const match = /https?:\/\/\S+\/pay\/[\w-]{43}/.exec(text);
  if (!match) throw new Error(`no payment link in:\n${text}`);
  return match[0];
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

/** On the sandbox's hosted checkout page: pays with a card. */
export async function payOnCheckout(page: Page, card: string): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sandbox_[\w-]+$/);
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: /^Pay / }).click();
}
