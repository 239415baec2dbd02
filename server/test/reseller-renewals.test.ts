import { beforeAll, describe, expect, it } from '@jest/globals';
import { mailerFor } from '../src/domains/platform/deps';
import { RENEWAL_DECLINED_MESSAGE } from '../src/domains/billing/payments/sandbox/provider';
import { RESELLER_BILLING_MESSAGES as M } from '../src/domains/billing/reseller-billing/messages';
import { renewOne, runResellerRenewals } from '../src/domains/billing/reseller-billing/renewal';
import {
  RESELLER_CLOCK_ADVANCED,
  RESELLER_SUBSCRIPTION_NOT_FOUND,
} from '../src/domains/billing/sandbox-clock/schemas';
import { quotaFor } from '../src/domains/billing/subscriptions/quota';
import { RENEWAL_GRACE_DAYS } from '../src/domains/billing/subscriptions/renewal';
import {
  callAs,
  createSandboxContext,
  insertResellerSubscription,
  DAY,
  MAIN,
  payWith,
  transactionsBy,
  VISA,
} from './helpers/billing';
import { NO_SUBSCRIPTION_MESSAGE } from '../src/domains/voice/assistants/quota-guard';
import { assistantPayload, subscribe } from './helpers/assistant-payload';
import { insertReseller, insertUser, login, seededResellerPackageId } from './helpers/fixtures';
import { createTestContext, databases, request, type TestContext } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';
import {
  deliveredTwice,
  paidRenewalInvoice,
  stripeEventSender,
  stripePayments,
} from './helpers/stripe-webhooks';

/** Pays the checkout; its renewals are declined (as Stripe's 4000 0000 0000 0341). */
const RENEWAL_DECLINES = '4000 0000 0000 0341';

type Ctx = TestContext;

const rowOf = (ctx: Ctx, id: number) =>
  ctx.db
    .selectFrom('reseller_subscriptions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** A reseller with its admin signed in on its own site, and a customer. */
async function tenant(ctx: Ctx, subdomain: string) {
  const resellerId = await insertReseller(ctx.db, { subdomain, org_name: `${subdomain} agency` });
  const admin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: resellerId });
  const customer = await insertUser(ctx.db, { role: 'user', reseller_id: resellerId });
  const host = `${subdomain}.localhost:3000`;
  return {
    resellerId,
    admin,
    customer,
    host,
    token: await login(ctx.app, admin, host),
    customerToken: await login(ctx.app, customer, host),
  };
}

describe.each(databases)('reseller renewals (sandbox) on %s', (dialect) => {
  let starter: number;
  let superAdmin: string;

  const ctx = useTestContext(() => createSandboxContext(dialect));
  beforeAll(async () => {
    starter = await seededResellerPackageId(ctx.db, 'Reseller Starter');
    superAdmin = await login(ctx.app, await insertUser(ctx.db, { role: 'super_admin' }), MAIN);
  });

  const advance = (id: number | string, token = superAdmin, host = MAIN) =>
    request(ctx.app, {
      method: 'POST',
      url: `/api/sandbox/reseller-subscriptions/${id}/advance-clock`,
      host,
      token,
      payload: {},
    });
  const billing = async (t: { token: string; host: string }) =>
    (await callAs(ctx.app, 'GET', '/api/reseller-billing', t.token, t.host)).json().data
      .subscription;
  const deps = () => ({
    db: ctx.db,
    config: ctx.config,
    mailer: mailerFor(ctx.app),
    log: ctx.app.log,
  });

  /** The reseller's admin opens the sandbox checkout of its package and pays it with `card`. */
  async function payCheckout(t: { token: string; host: string }, card: string) {
    const res = await callAs(
      ctx.app,
      'POST',
      '/api/reseller-billing/checkout',
      t.token,
      t.host,
      {},
    );
    expect(res.statusCode).toBe(200);
    expect((await payWith(ctx.app, res.json().data.checkout_url, card)).statusCode).toBe(303);
  }

  /** A reseller whose pending package its admin pays on the sandbox checkout with `card`. */
  async function paidReseller(subdomain: string, card: string) {
    const t = await tenant(ctx, subdomain);
    const id = await insertResellerSubscription(ctx.db, t.resellerId, {
      packageId: starter,
      status: 'pending',
      provider: 'sandbox',
    });
    await payCheckout(t, card);
    expect((await rowOf(ctx, id)).status).toBe('active');
    return { ...t, id };
  }

  it('keeps the first payment card and renews through the clock on it, once', async () => {
    const announced: number[] = [];
    const stop = ctx.app.payments.events.on((event) => {
      if (event.type === 'payment.succeeded') announced.push(event.transactionId);
    });
    const alpha = await paidReseller('alpha', VISA);
    const before = await rowOf(ctx, alpha.id);
    expect(before.provider_subscription_id).toBe('cus_sandbox_4242');

    const res = await advance(alpha.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: RESELLER_CLOCK_ADVANCED,
      data: { outcome: { renewed: 1, failed: 0 }, subscription: { status: 'active' } },
    });
    expect(res.json().data.moved_by_seconds).toBeGreaterThan(20 * 24 * 3600);
    const after = await rowOf(ctx, alpha.id);
    const oldEnd = Date.parse(res.json().data.subscription.current_period_start);
    expect(Date.parse(String(after.current_period_start))).toBe(oldEnd);
    const end = Date.parse(String(after.current_period_end));
    expect(end - oldEnd).toBeGreaterThanOrEqual(28 * DAY);
    expect(end - oldEnd).toBeLessThanOrEqual(31 * DAY);
    expect(after.last_payment_error).toBeNull();

    const txs = await transactionsBy(ctx.db, 'reseller_id', alpha.resellerId);
    expect(txs).toHaveLength(2);
    const renewal = txs.find((t) => String(t.provider_ref).startsWith('ch_sandbox_'));
    expect(renewal).toMatchObject({
      kind: 'reseller',
      status: 'completed',
      provider: 'sandbox',
      earner_reseller_id: null,
      user_id: alpha.admin.id,
    });
    expect(Number(renewal?.amount)).toBe(Number(before.amount));

    // The job again (same moment or later this period): nothing more is charged.
    expect(await runResellerRenewals(deps())).toEqual({ renewed: 0, failed: 0 });
    expect(await transactionsBy(ctx.db, 'reseller_id', alpha.resellerId)).toHaveLength(2);
    stop();
    // The package's purchase and its renewal were each announced once (their receipts hang on it).
    expect(announced).toEqual(txs.map((t) => t.id));
  });

  it('a run that listed a package as due before another run renewed it does not charge its next period', async () => {
    const stale = await paidReseller('stale-list', VISA);
    await ctx.db
      .updateTable('reseller_subscriptions')
      .set({ current_period_end: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', stale.id)
      .execute();
    // Two runs at once.
    const runs = await Promise.all([runResellerRenewals(deps()), runResellerRenewals(deps())]);
    expect(runs.reduce((sum, run) => sum + run.renewed, 0)).toBe(1);
    // The slower run of another instance reaches the package after the renewal (its list is stale).
    expect(await renewOne(deps(), stale.id, new Date())).toBe('skipped');
    // The first payment and one renewal.
    expect(await transactionsBy(ctx.db, 'reseller_id', stale.resellerId)).toHaveLength(2);
    expect(Date.parse(String((await rowOf(ctx, stale.id)).current_period_end))).toBeGreaterThan(
      Date.now() + 27 * DAY,
    );
  });

  it('a declined renewal is marked and emailed, usable for the grace period, then expires', async () => {
    const beta = await paidReseller('beta', RENEWAL_DECLINES);
    expect((await rowOf(ctx, beta.id)).provider_subscription_id).toBe('cus_sandbox_0341');

    const failed = await advance(beta.id);
    expect(failed.json().data.outcome).toEqual({ renewed: 0, failed: 1 });
    const row = await rowOf(ctx, beta.id);
    expect(row.last_payment_error).toBe(RENEWAL_DECLINED_MESSAGE);
    const end = Date.parse(String(row.current_period_end));
    expect(end).toBeLessThanOrEqual(Date.now());

    const txs = await transactionsBy(ctx.db, 'reseller_id', beta.resellerId);
    expect(txs.map((t) => [t.kind, t.status])).toEqual(
      expect.arrayContaining([
        ['reseller', 'completed'],
        ['reseller', 'failed'],
      ]),
    );
    expect(txs).toHaveLength(2);
    const mails = await ctx.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to', '=', beta.admin.email)
      .where('subject', 'like', '%could not be renewed%')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(RENEWAL_DECLINED_MESSAGE);
    expect(mails[0]?.text).toContain('http://beta.localhost:3000/reseller-billing');

    // In grace: usable, the date it ends shown, renewable by paying; the job does not charge again.
    const view = await billing(beta);
    expect(view).toMatchObject({
      status: 'active',
      last_payment_error: RENEWAL_DECLINED_MESSAGE,
      can_renew: true,
      cancel_at_period_end: false,
    });
    expect(Date.parse(view.grace_until)).toBe(end + RENEWAL_GRACE_DAYS * DAY);
    await subscribe(ctx.db, beta.customer.id, 5);
    expect(
      (await quotaFor(ctx.db, { id: beta.customer.id, role: 'user' })).hasActiveSubscription,
    ).toBe(true);
    expect((await quotaFor(ctx.db, { id: beta.admin.id, role: 'reseller_admin' })).exempt).toBe(
      true,
    );
    expect(await runResellerRenewals(deps())).toEqual({ renewed: 0, failed: 0 });

    // The clock to the grace end: expired, nothing charged, new assistants refused in the tenant.
    const expired = await advance(beta.id);
    expect(expired.statusCode).toBe(200);
    expect(expired.json().data.outcome).toEqual({ renewed: 0, failed: 0 });
    expect(expired.json().data.subscription).toMatchObject({
      status: 'expired',
      grace_until: null,
      can_renew: true,
    });
    expect(await runResellerRenewals(deps())).toEqual({ renewed: 0, failed: 0 });
    expect(await transactionsBy(ctx.db, 'reseller_id', beta.resellerId)).toHaveLength(2);
    const quota = await quotaFor(ctx.db, { id: beta.admin.id, role: 'reseller_admin' });
    expect(quota).toMatchObject({ exempt: false, hasActiveSubscription: false });
    expect(quota.assistants.remaining).toBe(0);
    const create = await request(ctx.app, {
      method: 'POST',
      url: '/api/assistants',
      host: beta.host,
      token: beta.customerToken,
      payload: assistantPayload(),
    });
    expect(create.statusCode).toBe(403);
    expect(create.json().message).toBe(NO_SUBSCRIPTION_MESSAGE);
    // Its customers still sign in.
    expect(await login(ctx.app, beta.customer, beta.host)).toEqual(expect.any(String));

    // Paying again (the existing renew flow) starts a new period.
    await payCheckout(beta, VISA);
    expect(await billing(beta)).toMatchObject({ status: 'active', last_payment_error: null });
    expect((await rowOf(ctx, beta.id)).provider_subscription_id).toBe('cus_sandbox_4242');
  });

  it('cancels at period end: usable until then, resumable, then cancelled without a charge', async () => {
    const gamma = await paidReseller('gamma', VISA);
    const cancel = () =>
      callAs(ctx.app, 'POST', '/api/reseller-billing/cancel', gamma.token, gamma.host);
    const res = await cancel();
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.cancelScheduled);
    expect(res.json().data).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      can_renew: false,
    });
    expect((await cancel()).json().data.cancel_at_period_end).toBe(true);
    expect((await quotaFor(ctx.db, { id: gamma.admin.id, role: 'reseller_admin' })).exempt).toBe(
      true,
    );

    const resume = await callAs(
      ctx.app,
      'POST',
      '/api/reseller-billing/resume',
      gamma.token,
      gamma.host,
    );
    expect(resume.statusCode).toBe(200);
    expect(resume.json()).toMatchObject({
      message: M.resumed,
      data: { status: 'active', cancel_at_period_end: false },
    });
    const again = await callAs(
      ctx.app,
      'POST',
      '/api/reseller-billing/resume',
      gamma.token,
      gamma.host,
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(M.nothingToResume);

    expect((await cancel()).statusCode).toBe(200);
    const ended = await advance(gamma.id);
    expect(ended.json().data.outcome).toEqual({ renewed: 0, failed: 0 });
    expect(ended.json().data.subscription).toMatchObject({
      status: 'cancelled',
      cancel_at_period_end: false,
    });
    expect(await transactionsBy(ctx.db, 'reseller_id', gamma.resellerId)).toHaveLength(1);
    expect((await cancel()).statusCode).toBe(422);
    expect(
      (await quotaFor(ctx.db, { id: gamma.customer.id, role: 'user' })).hasActiveSubscription,
    ).toBe(false);
    const list = await callAs(
      ctx.app,
      'GET',
      '/api/super-admin/reseller-subscriptions?status=cancelled',
      superAdmin,
      MAIN,
    );
    expect(list.json().data.map((s: { id: number }) => s.id)).toContain(gamma.id);
  });

  it('refuses other roles and tenants; the clock is for platform admins', async () => {
    const delta = await paidReseller('delta', VISA);
    const epsilon = await tenant(ctx, 'epsilon');
    await insertResellerSubscription(ctx.db, epsilon.resellerId, {
      packageId: starter,
      status: 'active',
      provider: 'sandbox',
    });
    // A customer may not cancel its reseller's package.
    const byCustomer = await callAs(
      ctx.app,
      'POST',
      '/api/reseller-billing/cancel',
      delta.customerToken,
      delta.host,
    );
    expect(byCustomer.statusCode).toBe(403);
    // Another reseller's admin cancels only its own.
    expect(
      (await callAs(ctx.app, 'POST', '/api/reseller-billing/cancel', epsilon.token, epsilon.host))
        .statusCode,
    ).toBe(200);
    expect((await billing(delta)).cancel_at_period_end).toBe(false);
    expect((await billing(epsilon)).cancel_at_period_end).toBe(true);
    // The clock: not for reseller admins (nothing moves); unknown ids 404, bad ids 422.
    const before = (await rowOf(ctx, delta.id)).current_period_end;
    expect((await advance(delta.id, delta.token, delta.host)).statusCode).toBe(403);
    const missing = await advance(999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(RESELLER_SUBSCRIPTION_NOT_FOUND);
    expect((await advance('abc')).statusCode).toBe(422);
    expect((await rowOf(ctx, delta.id)).current_period_end).toBe(before);
  });
});

describe.each(databases)('reseller renewal webhooks (Stripe) on %s', (dialect) => {
  let starter: number;

  const ctx = useTestContext(() =>
    createTestContext(dialect, { config: { payments: stripePayments() } }),
  );
  beforeAll(async () => {
    starter = await seededResellerPackageId(ctx.db, 'Reseller Starter');
  });

  const T0 = Math.floor(Date.now() / 1000);
  const seconds = (ms: number) => Math.floor(ms / 1000);
  const send = stripeEventSender(ctx, 'reseller');

  it('invoice.paid renews once (platform revenue); a failure is marked; deletion cancels', async () => {
    const { resellerId, admin } = await tenant(ctx, 'zeta');
    const id = await insertResellerSubscription(ctx.db, resellerId, {
      packageId: starter,
      status: 'active',
      provider: 'stripe',
      providerSubscriptionId: 'sub_reseller_1',
    });
    const end = Date.parse(String((await rowOf(ctx, id)).current_period_end));
    const nextEnd = end + 30 * DAY;
    const invoice = paidRenewalInvoice({
      id: 'in_reseller_1',
      subscription: 'sub_reseller_1',
      amountCents: 9900,
      periodEnd: seconds(end),
      nextPeriodEnd: seconds(nextEnd),
    });
    const announced = await deliveredTwice(ctx.app, () => send('invoice.paid', invoice, T0 + 10));
    const txs = await transactionsBy(ctx.db, 'reseller_id', resellerId);
    expect(txs).toHaveLength(1);
    expect(announced).toEqual([txs[0]?.id]);
    expect(txs[0]).toMatchObject({
      kind: 'reseller',
      status: 'completed',
      provider: 'stripe',
      provider_ref: 'in_reseller_1',
      earner_reseller_id: null,
      user_id: admin.id,
    });
    expect(Number(txs[0]?.amount)).toBe(99);
    expect(Date.parse(String((await rowOf(ctx, id)).current_period_end))).toBe(
      seconds(nextEnd) * 1000,
    );

    const failure = {
      ...invoice,
      id: 'in_reseller_2',
      status: 'open',
      amount_paid: 0,
      billing_reason: 'subscription_cycle',
      last_finalization_error: null,
    };
    expect((await send('invoice.payment_failed', failure, T0 + 20)).statusCode).toBe(200);
    const failed = await rowOf(ctx, id);
    expect(failed.last_payment_error).not.toBeNull();
    expect(await transactionsBy(ctx.db, 'reseller_id', resellerId)).toHaveLength(2);
    const mails = await ctx.db
      .selectFrom('email_outbox')
      .select('subject')
      .where('to', '=', admin.email)
      // Receipts of the payments are other emails (account-emails).
      .where('subject', 'not like', 'Your receipt%')
      .execute();
    expect(mails.map((m) => m.subject)).toEqual([
      'Your Reseller Starter reseller package could not be renewed',
    ]);

    const subscription = {
      id: 'sub_reseller_1',
      object: 'subscription',
      status: 'canceled',
      customer: 'cus_test_1',
      cancel_at_period_end: false,
      items: { object: 'list', data: [] },
    };
    // Stripe's cancel_at_period_end: cancelled at period end, then resumed.
    const running = { ...subscription, status: 'active' };
    await send(
      'customer.subscription.updated',
      { ...running, cancel_at_period_end: true },
      T0 + 25,
    );
    expect((await rowOf(ctx, id)).status).toBe('cancelled');
    await send('customer.subscription.updated', running, T0 + 26);
    expect((await rowOf(ctx, id)).status).toBe('active');
    expect((await send('customer.subscription.deleted', subscription, T0 + 30)).statusCode).toBe(
      200,
    );
    const cancelled = await rowOf(ctx, id);
    expect(cancelled.status).toBe('cancelled');
    expect(Date.parse(String(cancelled.current_period_end))).toBeLessThanOrEqual(Date.now());
  });
});
