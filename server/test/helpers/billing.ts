import { expect } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../src/config';
import type { DB, NewSubscription } from '../../src/db/schema';
import { signSandboxPayload } from '../../src/domains/billing/payments/sandbox/signature';
import { insertUser, login, type UserFixture } from './fixtures';
import { createTestContext, request, testConfig, type TestContext } from './test-app';

/** The shared setup of the billing tests: hosts, sandbox cards, plans, paying through the sandbox checkout. */

export const MAIN = 'localhost:3000';
export const ALPHA = 'alpha.localhost:3000';
export const BETA = 'beta.localhost:3000';
/** The sandbox's card that pays (as Stripe's 4242 4242 4242 4242). */
export const VISA = '4242 4242 4242 4242';
/** The sandbox's card that is declined (as Stripe's 4000 0000 0000 0002). */
export const DECLINED = '4000 0000 0000 0002';
export const DAY = 24 * 3600_000;

/** A test app whose payments go through the sandbox provider. */
export function createSandboxContext(
  dialect: TestContext['dialect'],
  config: Partial<AppConfig> = {},
): Promise<TestContext> {
  return createTestContext(dialect, {
    config: { ...config, payments: { ...testConfig().payments, provider: 'sandbox' } },
  });
}

export interface PlanValues {
  name?: string;
  description?: string;
  price: number;
  yearly_price?: number;
  reseller_id?: number | null;
  minutes?: number;
  agents?: number;
  extra?: number;
  is_active?: number;
  support_level?: string;
  features?: string[];
}

let seq = 0;

/** A user plan (a row of packages) of the platform (reseller_id null) or of a reseller: its id. */
export async function insertPlan(db: Kysely<DB>, values: PlanValues): Promise<number> {
  const now = new Date().toISOString();
  seq += 1;
  const row = await db
    .insertInto('packages')
    .values({
      name: values.name ?? `Plan ${seq}`,
      description: values.description ?? 'A plan',
      price: values.price,
      yearly_price: values.yearly_price ?? values.price * 10,
      features: JSON.stringify(values.features ?? ['calls']),
      monthly_minutes_limit: values.minutes ?? 100,
      voice_agents_limit: values.agents ?? 2,
      analytics_level: 'basic',
      support_level: values.support_level ?? 'Email',
      monthly_payment_link: null,
      yearly_payment_link: null,
      extra_per_minute_charge: values.extra ?? 0.1,
      is_active: values.is_active ?? 1,
      sort_order: seq,
      reseller_id: values.reseller_id ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A request as the signed-in `token` on `host`; POST and PUT send `payload` ({} when none). */
export function callAs(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string,
  host: string,
  payload?: object,
) {
  return request(app, {
    method,
    url,
    host,
    token,
    ...(method === 'GET' ? {} : { payload: payload ?? {} }),
  });
}

/** Submits the sandbox checkout page of `checkoutUrl` with `card`. */
export function payWith(app: FastifyInstance, checkoutUrl: string, card: string) {
  return request(app, {
    method: 'POST',
    url: new URL(checkoutUrl).pathname,
    host: MAIN,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ card_number: card }).toString(),
  });
}

/** POST /api/subscriptions/<action> for the package, as the signed-in `token` of `host`. */
export function postSubscription(
  app: FastifyInstance,
  action: 'subscribe' | 'checkout' | 'upgrade',
  host: string,
  token: string,
  packageId: number,
) {
  return request(app, {
    method: 'POST',
    url: `/api/subscriptions/${action}`,
    host,
    token,
    payload: { package_id: packageId },
  });
}

/** A user's subscription row (active, monthly, in USD, created now unless given): its id. */
export async function insertSubscription(
  db: Kysely<DB>,
  values: Omit<NewSubscription, 'created_at' | 'updated_at'> &
    Partial<Pick<NewSubscription, 'created_at' | 'updated_at'>>,
): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('subscriptions')
    .values({
      status: 'active',
      billing_interval: 'monthly',
      currency: 'USD',
      created_at: now,
      updated_at: now,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface PaidPlan {
  user: UserFixture;
  token: string;
  /** The subscription's id. */
  id: number;
}

/** A new user of `host` subscribes to `plan` and pays the checkout with `card` (paid: 303). */
export async function buyPlan(
  app: FastifyInstance,
  db: Kysely<DB>,
  plan: { host: string; resellerId: number | null; packageId: number; card?: string },
): Promise<PaidPlan> {
  const user = await insertUser(db, { reseller_id: plan.resellerId });
  const token = await login(app, user, plan.host);
  const res = await postSubscription(app, 'subscribe', plan.host, token, plan.packageId);
  expect(res.statusCode).toBe(200);
  const { subscription, checkout_url: checkoutUrl } = res.json().data;
  expect((await payWith(app, checkoutUrl, plan.card ?? VISA)).statusCode).toBe(303);
  return { user, token, id: subscription.id as number };
}

/**
 * A reseller's monthly subscription to a reseller package (99 USD unless `amount`): its id. An active one's period
 * started `startedDaysAgo` days ago (20) and ends in `endsInDays` days (10); a pending one has no period yet.
 */
export async function insertResellerSubscription(
  db: Kysely<DB>,
  resellerId: number,
  values: {
    packageId: number;
    status?: 'pending' | 'active';
    provider?: string;
    providerSubscriptionId?: string | null;
    amount?: number;
    startedDaysAgo?: number;
    endsInDays?: number;
  },
): Promise<number> {
  const now = Date.now();
  const active = (values.status ?? 'active') === 'active';
  const row = await db
    .insertInto('reseller_subscriptions')
    .values({
      reseller_id: resellerId,
      reseller_package_id: values.packageId,
      billing_interval: 'monthly',
      amount: values.amount ?? 99,
      currency: 'USD',
      status: values.status ?? 'active',
      reference: `rr_${resellerId}_${now}`,
      provider: values.provider ?? 'sandbox',
      provider_checkout_id: null,
      provider_subscription_id: values.providerSubscriptionId ?? null,
      last_payment_error: null,
      current_period_start: active
        ? new Date(now - (values.startedDaysAgo ?? 20) * DAY).toISOString()
        : null,
      current_period_end: active
        ? new Date(now + (values.endsInDays ?? 10) * DAY).toISOString()
        : null,
      created_at: new Date(now).toISOString(),
      updated_at: new Date(now).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The transactions of a user, a subscription or a reseller, oldest first (completed ones unless `status`). */
export function transactionsBy(
  db: Kysely<DB>,
  column: 'user_id' | 'subscription_id' | 'reseller_id',
  id: number,
  status?: 'completed' | 'failed',
) {
  let query = db.selectFrom('transactions').selectAll().where(column, '=', id);
  if (status) query = query.where('status', '=', status);
  return query.orderBy('id').execute();
}

/**
 * Delivers the sandbox's `checkout.completed` event of a checkout session twice (as a provider retrying a webhook
 * does): each delivery is answered 200.
 */
export async function deliverCheckoutCompletedTwice(
  ctx: TestContext,
  sessionId: string,
  eventId: string,
): Promise<void> {
  const session = await ctx.db
    .selectFrom('sandbox_checkout_sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .executeTakeFirstOrThrow();
  const { reference, amount, currency, customer_email, metadata } = session;
  const data = { session_id: session.id, reference, amount, currency, customer_email, metadata };
  const created = Math.floor(Date.now() / 1000);
  const payload = JSON.stringify({ id: eventId, type: 'checkout.completed', created, data });
  for (let i = 0; i < 2; i += 1) {
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/webhooks/sandbox',
      headers: {
        'content-type': 'application/json',
        'sandbox-signature': signSandboxPayload(ctx.config.payments.sandboxWebhookSecret, payload),
      },
      payload,
    });
    expect(res.statusCode).toBe(200);
  }
}
