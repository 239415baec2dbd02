import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema';
import { mailerFor } from '../src/domains/platform/deps';
import { RENEWAL_DECLINED_MESSAGE } from '../src/domains/billing/payments/sandbox/provider';
import {
  CLOCK_ADVANCED,
  SUBSCRIPTION_NOT_FOUND,
} from '../src/domains/billing/sandbox-clock/schemas';
import { ALREADY_SUBSCRIBED } from '../src/domains/billing/subscriptions/messages';
import { quotaFor } from '../src/domains/billing/subscriptions/quota';
import { RENEWAL_GRACE_DAYS, runRenewals } from '../src/domains/billing/subscriptions/renewal';
import {
  ALPHA,
  buyPlan,
  createSandboxContext,
  DAY,
  insertPlan,
  insertSubscription,
  MAIN,
  payWith,
  postSubscription,
  transactionsBy,
  VISA,
} from './helpers/billing';
import { insertCall, insertReseller, insertUser, login } from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';
import {
  deliveredTwice,
  paidRenewalInvoice,
  postStripeWebhook,
  stripeEventSender,
  stripePayments,
} from './helpers/stripe-webhooks';

/** Pays the checkout; its renewals are declined (as Stripe's 4000 0000 0000 0341). */
const RENEWAL_DECLINES = '4000 0000 0000 0341';

const subscriptionRow = (db: Kysely<DB>, id: number) =>
  db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The i-th item, which the test expects to exist. */
function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

const lineItems = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

describe.each(databases)('sandbox renewals on %s', (dialect) => {
  let alpha: number;
  let plan: number;
  let admin: { token: string };

  const ctx = useTestContext(() => createSandboxContext(dialect));
  beforeAll(async () => {
    alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
    plan = await insertPlan(ctx.db, { price: 19, reseller_id: alpha, minutes: 10, extra: 0.25 });
    const platformAdmin = await insertUser(ctx.db, { role: 'admin' });
    admin = { token: await login(ctx.app, platformAdmin, MAIN) };
  });

  const deps = () => ({
    db: ctx.db,
    config: ctx.config,
    mailer: mailerFor(ctx.app),
    log: ctx.app.log,
  });

  /** A user of alpha with the plan paid by `card`: its token and subscription id. */
  async function subscribed(card: string) {
    const paid = await buyPlan(ctx.app, ctx.db, {
      host: ALPHA,
      resellerId: alpha,
      packageId: plan,
      card,
    });
    expect((await subscriptionRow(ctx.db, paid.id)).status).toBe('active');
    return paid;
  }

  const advance = (id: number | string, token = admin.token, host = MAIN) =>
    request(ctx.app, {
      method: 'POST',
      url: `/api/sandbox/subscriptions/${id}/advance-clock`,
      host,
      token,
      payload: {},
    });

  it('keeps the saved test card of the checkout', async () => {
    const { id } = await subscribed(VISA);
    expect((await subscriptionRow(ctx.db, id)).provider_customer_id).toBe('cus_sandbox_4242');
  });

  it('renews at period end with the overage of the ended period as one transaction', async () => {
    const { user, id } = await subscribed(VISA);
    const before = await subscriptionRow(ctx.db, id);
    const now = Date.now();
    // After the clock moves, the ended period is the month before now: 13 minutes in it (3 over the limit).
    await insertCall(ctx.db, {
      user_id: user.id,
      start_time: new Date(now - 2 * DAY).toISOString(),
      duration: 600,
    });
    await insertCall(ctx.db, {
      user_id: user.id,
      start_time: new Date(now - 3 * DAY).toISOString(),
      duration: 121,
    });
    // Before the ended period: not counted.
    await insertCall(ctx.db, {
      user_id: user.id,
      start_time: new Date(now - 45 * DAY).toISOString(),
      duration: 6000,
    });

    const res = await advance(id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(CLOCK_ADVANCED);
    expect(body.data.outcome).toMatchObject({ renewed: 1, failed: 0 });
    expect(body.data.subscription.status).toBe('active');
    expect(body.data.moved_by_seconds).toBeGreaterThan(27 * 24 * 3600);

    const after = await subscriptionRow(ctx.db, id);
    // The next period starts where the ended one ended (now) and lasts one month.
    expect(Math.abs(Date.parse(after.current_period_start as string) - now)).toBeLessThan(60_000);
    expect(Date.parse(after.current_period_end as string)).toBeGreaterThan(now + 27 * DAY);
    expect(after.current_period_end).not.toBe(before.current_period_end);

    const txs = await transactionsBy(ctx.db, 'subscription_id', id);
    expect(txs.map((t) => t.kind)).toEqual(['subscription', 'renewal']);
    const renewal = at(txs, 1);
    expect(renewal).toMatchObject({
      status: 'completed',
      provider: 'sandbox',
      earner_reseller_id: alpha,
      reseller_id: alpha,
      user_id: user.id,
      currency: 'USD',
    });
    expect(Number(renewal.amount)).toBeCloseTo(19.75, 2);
    const lines = lineItems(renewal.line_items) as { description: string; amount: number }[];
    expect(lines).toHaveLength(2);
    expect(at(lines, 0).amount).toBe(19);
    expect(at(lines, 1).description).toMatch(/^3 overage minutes/);
    expect(at(lines, 1).amount).toBeCloseTo(0.75, 2);
  });

  it('a second (or concurrent) run renews nothing more', async () => {
    const { id } = await subscribed(VISA);
    const past = new Date(Date.now() - 60_000).toISOString();
    await ctx.db
      .updateTable('subscriptions')
      .set({ current_period_end: past })
      .where('id', '=', id)
      .execute();
    const outcomes = await Promise.all([
      runRenewals(deps(), new Date(), id),
      runRenewals(deps(), new Date(), id),
    ]);
    expect(outcomes[0].renewed + outcomes[1].renewed).toBe(1);
    expect((await runRenewals(deps(), new Date(), id)).renewed).toBe(0);
    const txs = await transactionsBy(ctx.db, 'subscription_id', id);
    expect(txs.filter((t) => t.kind === 'renewal')).toHaveLength(1);
  });

  it('a declined renewal is past_due with an email, usable until the grace ends, then expired', async () => {
    const { user, id, token } = await subscribed(RENEWAL_DECLINES);
    expect((await subscriptionRow(ctx.db, id)).provider_customer_id).toBe('cus_sandbox_0341');
    const res = await advance(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.outcome).toMatchObject({ renewed: 0, failed: 1 });
    const row = await subscriptionRow(ctx.db, id);
    expect(row.status).toBe('past_due');
    expect(row.last_payment_error).toBe(RENEWAL_DECLINED_MESSAGE);
    const grace = Date.parse(row.grace_until as string) - Date.now();
    expect(Math.abs(grace - RENEWAL_GRACE_DAYS * DAY)).toBeLessThan(60_000);
    // The user's page learns why and until when (GET /api/subscriptions/current).
    const current = await request(ctx.app, {
      method: 'GET',
      url: '/api/subscriptions/current',
      token,
      host: ALPHA,
    });
    expect(current.json().data).toMatchObject({
      status: 'past_due',
      grace_until: row.grace_until,
      last_payment_error: RENEWAL_DECLINED_MESSAGE,
    });

    const txs = await transactionsBy(ctx.db, 'subscription_id', id);
    expect(txs.map((t) => [t.kind, t.status])).toEqual([
      ['subscription', 'completed'],
      ['renewal', 'failed'],
    ]);

    const mails = await ctx.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to', '=', user.email)
      // Receipts of the payments are other emails (account-emails).
      .where('subject', 'not like', 'Your receipt%')
      .execute();
    expect(mails).toHaveLength(1);
    const mail = at(mails, 0);
    expect(mail.reseller_id).toBe(alpha);
    expect(mail.subject).toContain('could not be renewed');
    expect(mail.text).toContain(RENEWAL_DECLINED_MESSAGE);
    expect(mail.text).toContain(
      `http://alpha.localhost:3000/payment?package_id=${plan}&interval=monthly`,
    );

    // Usable during the grace period.
    const during = await quotaFor(ctx.db, { id: user.id, role: 'user' });
    expect(during).toMatchObject({ hasActiveSubscription: true, status: 'past_due' });
    // The job does not charge a past_due plan again.
    expect((await runRenewals(deps(), new Date(), id)).failed).toBe(0);

    // The clock moves to the end of the grace: expired, no longer usable.
    const end = await advance(id);
    expect(end.statusCode).toBe(200);
    expect(end.json().data.outcome.expired).toBe(1);
    expect((await subscriptionRow(ctx.db, id)).status).toBe('expired');
    const afterwards = await quotaFor(ctx.db, { id: user.id, role: 'user' });
    expect(afterwards).toMatchObject({ hasActiveSubscription: false, status: null });
    // Only one email was sent.
    const count = await ctx.db
      .selectFrom('email_outbox')
      .select('id')
      .where('to', '=', user.email)
      .where('subject', 'not like', 'Your receipt%')
      .execute();
    expect(count).toHaveLength(1);
  });

  it('reads of the subscription expire a lapsed grace at once (before the job runs)', async () => {
    const { token, id } = await subscribed(RENEWAL_DECLINES);
    await advance(id);
    await ctx.db
      .updateTable('subscriptions')
      .set({ grace_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const current = await request(ctx.app, {
      method: 'GET',
      url: '/api/subscriptions/current',
      host: ALPHA,
      token,
    });
    expect(current.statusCode).toBe(200);
    expect(current.json().data).toBeNull();
    expect((await subscriptionRow(ctx.db, id)).status).toBe('expired');
  });

  it('paying during the grace period re-activates the plan', async () => {
    const { token, id } = await subscribed(RENEWAL_DECLINES);
    await advance(id);
    expect((await subscriptionRow(ctx.db, id)).status).toBe('past_due');

    const refused = await postSubscription(ctx.app, 'subscribe', ALPHA, token, plan);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(ALREADY_SUBSCRIBED);

    const checkout = await postSubscription(ctx.app, 'checkout', ALPHA, token, plan);
    expect(checkout.statusCode).toBe(200);
    const url = checkout.json().data.checkout_url as string;
    expect(url).toMatch(/\/sandbox\/checkout\/cs_/);
    expect((await payWith(ctx.app, url, VISA)).statusCode).toBe(303);

    const row = await subscriptionRow(ctx.db, id);
    expect(row).toMatchObject({
      status: 'active',
      grace_until: null,
      last_payment_error: null,
      provider_customer_id: 'cus_sandbox_4242',
    });
    const txs = await transactionsBy(ctx.db, 'subscription_id', id);
    expect(txs.map((t) => [t.kind, t.status])).toEqual([
      ['subscription', 'completed'],
      ['renewal', 'failed'],
      ['renewal', 'completed'],
    ]);
  });

  it('a plan cancelled at period end ends instead of renewing', async () => {
    const { token, id } = await subscribed(VISA);
    const cancel = await request(ctx.app, {
      method: 'POST',
      url: '/api/subscriptions/cancel',
      host: ALPHA,
      token,
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    const res = await advance(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.outcome).toMatchObject({ renewed: 0, cancelled: 1 });
    expect((await subscriptionRow(ctx.db, id)).status).toBe('cancelled');
    expect((await transactionsBy(ctx.db, 'subscription_id', id)).map((t) => t.kind)).toEqual([
      'subscription',
    ]);
  });

  it('a custom subscription renews until its last day, then expires', async () => {
    const user = await insertUser(ctx.db, { reseller_id: alpha });
    const start = new Date();
    const plus = (months: number) => {
      const d = new Date(start.getTime());
      d.setUTCMonth(d.getUTCMonth() + months);
      return d.toISOString();
    };
    const id = await insertSubscription(ctx.db, {
      user_id: user.id,
      reseller_id: alpha,
      package_id: plan,
      amount: 12.5,
      custom_amount: 12.5,
      is_custom: 1,
      duration_months: 2,
      current_period_start: start.toISOString(),
      current_period_end: plus(1),
      ends_at: plus(2),
      reference: `cust_renewal_${user.id}`,
      provider: 'sandbox',
      provider_customer_id: 'cus_sandbox_4242',
    });

    const first = await advance(id);
    expect(first.json().data.outcome).toMatchObject({ renewed: 1, ended: 0 });
    const renewed = await subscriptionRow(ctx.db, id);
    // The second (last) period ends on the subscription's last day.
    expect(renewed.current_period_end).toBe(renewed.ends_at);

    const second = await advance(id);
    expect(second.json().data.outcome).toMatchObject({ renewed: 0, ended: 1 });
    expect((await subscriptionRow(ctx.db, id)).status).toBe('expired');
    const txs = await transactionsBy(ctx.db, 'subscription_id', id);
    expect(txs).toHaveLength(1);
    expect(Number(at(txs, 0).amount)).toBeCloseTo(12.5, 2);
  });

  it('the clock answers 404 for an unknown subscription and 422 for a bad id', async () => {
    const missing = await advance(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(SUBSCRIPTION_NOT_FOUND);
    const bad = await advance('abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.id).toEqual([SUBSCRIPTION_NOT_FOUND]);
  });

  it('the clock is for platform admins only', async () => {
    const { token, id } = await subscribed(VISA);
    expect((await advance(id, token, ALPHA)).statusCode).toBe(403);
  });
});

describe.each(databases)('Stripe renewal webhooks on %s', (dialect) => {
  let alpha: number;
  let plan: number;
  let admin: { token: string };

  const ctx = useTestContext(() =>
    createTestContext(dialect, { config: { payments: stripePayments() } }),
  );
  beforeAll(async () => {
    alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
    plan = await insertPlan(ctx.db, { price: 29, reseller_id: alpha, minutes: 10, extra: 0.25 });
    const platformAdmin = await insertUser(ctx.db, { role: 'admin' });
    admin = { token: await login(ctx.app, platformAdmin, MAIN) };
  });

  const T0 = Math.floor(Date.now() / 1000);

  const send = stripeEventSender(ctx, 'renewal');

  async function stripeSubscription(providerId: string) {
    const user = await insertUser(ctx.db, { reseller_id: alpha });
    const start = new Date();
    const end = new Date(start.getTime() + 30 * DAY);
    const id = await insertSubscription(ctx.db, {
      user_id: user.id,
      reseller_id: alpha,
      package_id: plan,
      amount: 29,
      current_period_start: start.toISOString(),
      current_period_end: end.toISOString(),
      reference: `sub_ref_${providerId}`,
      provider: 'stripe',
      provider_subscription_id: providerId,
      provider_customer_id: 'cus_test_1',
    });
    return { user, id, end };
  }

  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

  it('invoice.paid (2023-08-16 shape) records the renewal once and moves the period', async () => {
    const { id, end } = await stripeSubscription('sub_paid_1');
    const nextEnd = new Date(end.getTime() + 30 * DAY);
    const invoice = paidRenewalInvoice({
      id: 'in_paid_1',
      subscription: 'sub_paid_1',
      amountCents: 3450,
      periodEnd: seconds(end),
      nextPeriodEnd: seconds(nextEnd),
    });
    const announced = await deliveredTwice(ctx.app, () => send('invoice.paid', invoice, T0 + 10));
    const txs = await transactionsBy(ctx.db, 'subscription_id', id);
    expect(txs).toHaveLength(1);
    // Announced once (receipts hang on it), though the invoice came twice.
    expect(announced).toEqual([at(txs, 0).id]);
    expect(at(txs, 0)).toMatchObject({
      kind: 'renewal',
      status: 'completed',
      provider: 'stripe',
      provider_ref: 'in_paid_1',
      earner_reseller_id: alpha,
    });
    expect(Number(at(txs, 0).amount)).toBeCloseTo(34.5, 2);
    const row = await subscriptionRow(ctx.db, id);
    expect(row.status).toBe('active');
    expect(row.current_period_end).toBe(nextEnd.toISOString().replace(/\.\d{3}Z$/, '.000Z'));
  });

  it('the first invoice (subscription_create) is not recorded twice', async () => {
    const { id } = await stripeSubscription('sub_create_1');
    const res = await send(
      'invoice.paid',
      {
        id: 'in_create_1',
        object: 'invoice',
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: 'sub_create_1' },
        },
        amount_paid: 2900,
        currency: 'usd',
        billing_reason: 'subscription_create',
        lines: { object: 'list', data: [] },
      },
      T0 + 10,
    );
    expect(res.statusCode).toBe(200);
    expect(await transactionsBy(ctx.db, 'subscription_id', id)).toHaveLength(0);
  });

  it('invoice.payment_failed (current shape) is past_due with an email; replays change nothing', async () => {
    const { user, id } = await stripeSubscription('sub_failed_1');
    const invoice = {
      id: 'in_failed_1',
      object: 'invoice',
      status: 'open',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: 'sub_failed_1' },
      },
      amount_paid: 0,
      amount_due: 2900,
      currency: 'usd',
      billing_reason: 'subscription_cycle',
    };
    const payload = JSON.stringify({
      id: `evt_failed_fixed`,
      object: 'event',
      created: T0 + 20,
      data: { object: invoice },
      livemode: false,
      type: 'invoice.payment_failed',
    });
    for (let i = 0; i < 2; i += 1) {
      expect((await postStripeWebhook(ctx.app, payload)).statusCode).toBe(200);
    }
    const row = await subscriptionRow(ctx.db, id);
    expect(row.status).toBe('past_due');
    expect(row.grace_until).not.toBeNull();
    expect(row.last_payment_error).toBe('The renewal payment failed.');
    const txs = await transactionsBy(ctx.db, 'subscription_id', id);
    expect(txs.map((t) => [t.kind, t.status])).toEqual([['renewal', 'failed']]);
    const mails = await ctx.db
      .selectFrom('email_outbox')
      .select('text')
      .where('to', '=', user.email)
      .execute();
    expect(mails).toHaveLength(1);
    expect(at(mails, 0).text).toContain(`/payment?package_id=${plan}`);
  });

  it('customer.subscription.updated and deleted, in order and out of order', async () => {
    const { id, end } = await stripeSubscription('sub_upd_1');
    const nextEnd = new Date(end.getTime() + 30 * DAY);
    // Current API shape: the period is on the items.
    const current = {
      id: 'sub_upd_1',
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: true,
      items: {
        object: 'list',
        data: [
          {
            id: 'si_1',
            current_period_start: seconds(end),
            current_period_end: seconds(nextEnd),
          },
        ],
      },
    };
    expect((await send('customer.subscription.updated', current, T0 + 30)).statusCode).toBe(200);
    let row = await subscriptionRow(ctx.db, id);
    expect(row.status).toBe('active');
    expect(Number(row.cancel_at_period_end)).toBe(1);
    expect(Date.parse(row.current_period_end as string)).toBe(seconds(nextEnd) * 1000);

    // An older event (2023-08-16 shape: period on the subscription) arrives late: ignored.
    const older = {
      id: 'sub_upd_1',
      object: 'subscription',
      status: 'past_due',
      cancel_at_period_end: false,
      current_period_start: seconds(end) - 30 * 86400,
      current_period_end: seconds(end),
    };
    expect((await send('customer.subscription.updated', older, T0 + 5)).statusCode).toBe(200);
    row = await subscriptionRow(ctx.db, id);
    expect(row.status).toBe('active');
    expect(Number(row.cancel_at_period_end)).toBe(1);
    expect(Date.parse(row.current_period_end as string)).toBe(seconds(nextEnd) * 1000);

    // A newer past_due state applies.
    const pastDue = { ...current, status: 'past_due', cancel_at_period_end: false };
    expect((await send('customer.subscription.updated', pastDue, T0 + 40)).statusCode).toBe(200);
    row = await subscriptionRow(ctx.db, id);
    expect(row.status).toBe('past_due');
    expect(row.grace_until).not.toBeNull();
    expect(Number(row.cancel_at_period_end)).toBe(0);

    // deleted ends it; an older "active" update delivered afterwards does not revive it.
    const deleted = {
      ...current,
      status: 'canceled',
      cancellation_details: { reason: 'cancellation_requested' },
    };
    expect((await send('customer.subscription.deleted', deleted, T0 + 50)).statusCode).toBe(200);
    expect((await subscriptionRow(ctx.db, id)).status).toBe('cancelled');
    expect((await send('customer.subscription.updated', current, T0 + 45)).statusCode).toBe(200);
    expect((await subscriptionRow(ctx.db, id)).status).toBe('cancelled');
  });

  it('a past_due Stripe plan is left to Stripe after the grace; unpaid (retries exhausted) expires it', async () => {
    const { user, id } = await stripeSubscription('sub_unpaid_1');
    await ctx.db
      .updateTable('subscriptions')
      .set({ status: 'past_due', grace_until: new Date(Date.now() - DAY).toISOString() })
      .where('id', '=', id)
      .execute();
    const quota = await quotaFor(ctx.db, { id: user.id, role: 'user' });
    expect(quota).toMatchObject({ hasActiveSubscription: true, status: 'past_due' });
    const unpaid = {
      id: 'sub_unpaid_1',
      object: 'subscription',
      status: 'unpaid',
      cancel_at_period_end: false,
    };
    expect((await send('customer.subscription.updated', unpaid, T0 + 70)).statusCode).toBe(200);
    expect((await subscriptionRow(ctx.db, id)).status).toBe('expired');
  });

  it('a subscription deleted after failed payments expires', async () => {
    const { id } = await stripeSubscription('sub_del_2');
    const deleted = {
      id: 'sub_del_2',
      object: 'subscription',
      status: 'canceled',
      cancel_at_period_end: false,
      cancellation_details: { reason: 'payment_failed' },
    };
    expect((await send('customer.subscription.deleted', deleted, T0 + 60)).statusCode).toBe(200);
    expect((await subscriptionRow(ctx.db, id)).status).toBe('expired');
  });

  it('ignores events of an unknown subscription', async () => {
    const res = await send(
      'invoice.paid',
      {
        id: 'in_unknown',
        object: 'invoice',
        subscription: 'sub_unknown',
        amount_paid: 100,
        currency: 'usd',
      },
      T0,
    );
    expect(res.statusCode).toBe(200);
    const rows = await ctx.db
      .selectFrom('transactions')
      .select('id')
      .where('provider_ref', '=', 'in_unknown')
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('the sandbox clock is absent (404) with another provider', async () => {
    const { id } = await stripeSubscription('sub_clock_1');
    const res = await request(ctx.app, {
      method: 'POST',
      url: `/api/sandbox/subscriptions/${id}/advance-clock`,
      host: MAIN,
      token: admin.token,
      payload: {},
    });
    expect(res.statusCode).toBe(404);
  });
});
