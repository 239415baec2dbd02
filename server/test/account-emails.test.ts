import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../src/config';
import { accountEmailDeps } from '../src/domains/billing/account-emails/plugin';
import {
  NO_RECEIPT,
  RECEIPT_RESENT,
  RESENDS_PER_HOUR,
} from '../src/domains/billing/account-emails/routes';
import { sendRenewalReminders } from '../src/domains/billing/account-emails/renewal-reminders';
import { sweepTransactionEmails } from '../src/domains/billing/account-emails/transaction-emails';
import { signSandboxPayload } from '../src/domains/billing/payments/sandbox/signature';
import {
  ALPHA,
  buyPlan,
  callAs,
  createSandboxContext,
  DAY,
  DECLINED,
  deliverCheckoutCompletedTwice,
  insertPlan,
  insertSubscription,
  MAIN,
  payWith,
  postSubscription,
  transactionsBy,
  VISA,
} from './helpers/billing';
import { insertReseller, insertUser, login } from './helpers/fixtures';
import { databases, request, type TestContext } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

/** Account and payment emails: content, branding, plain-text part, and each sent once. */
describe.each(databases)('account and payment emails on %s', (dialect) => {
  let alpha: number;
  let adminToken: string;
  const plans = {} as Record<'basic' | 'pro' | 'platform', number>;

  const ctx = useTestContext(() =>
    createSandboxContext(dialect, { appUrl: 'http://localhost:3000' }),
  );
  beforeAll(async () => {
    alpha = await insertReseller(ctx.db, {
      subdomain: 'alpha',
      org_name: 'Alpha Voice Ltd',
      app_name: 'Alpha Voice',
      primary_color: '#0a7d33',
      logo_url: '/uploads/alpha-logo.png',
      company_phone: '+1 555 0100',
    });
    await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: alpha, name: 'Rita Reseller' });
    plans.basic = await insertPlan(ctx.db, { name: 'Basic', price: 29, reseller_id: alpha });
    plans.pro = await insertPlan(ctx.db, { name: 'Pro', price: 79, reseller_id: alpha });
    plans.platform = await insertPlan(ctx.db, { name: 'Starter', price: 19 });
    const admin = await insertUser(ctx.db, { role: 'admin' });
    adminToken = await login(ctx.app, admin, MAIN);
  });

  /** A new user of alpha who bought this plan with `card` (VISA by default). */
  const buyAlphaPlan = (packageId: number, card?: string) =>
    buyPlan(ctx.app, ctx.db, { host: ALPHA, resellerId: alpha, packageId, card });
  /** A new user of alpha on Pro, with a move to Basic scheduled for the period end. */
  async function proDowngradingToBasic() {
    const paid = await buyAlphaPlan(plans.pro);
    const down = await callAs(ctx.app, 'POST', '/api/subscriptions/downgrade', paid.token, ALPHA, {
      package_id: plans.basic,
    });
    expect(down.statusCode).toBe(200);
    return paid;
  }
  /**
   * The platform admin makes a monthly custom deal of Pro for a user of alpha; the user opens its payment link and
   * pays with VISA: the checkout session's id.
   */
  async function payCustomDeal(userId: number, amount: number, months: number): Promise<string> {
    const created = await callAs(
      ctx.app,
      'POST',
      '/api/admin/subscriptions/custom/create',
      adminToken,
      MAIN,
      {
        user_id: userId,
        package_id: plans.pro,
        custom_amount: amount,
        billing_interval: 'monthly',
        duration_months: months,
      },
    );
    expect(created.statusCode).toBe(201);
    const opened = await request(ctx.app, {
      method: 'GET',
      url: new URL(created.json().data.payment_link as string).pathname,
      host: ALPHA,
    });
    const checkoutUrl = opened.headers.location as string;
    expect((await payWith(ctx.app, checkoutUrl, VISA)).statusCode).toBe(303);
    return new URL(checkoutUrl).pathname.split('/').pop() as string;
  }
  const outboxTo = (to: string) =>
    ctx.db.selectFrom('email_outbox').selectAll().where('to', '=', to).orderBy('id').execute();
  const receiptsTo = async (to: string) =>
    (await outboxTo(to)).filter((mail) => mail.subject.startsWith('Your receipt'));

  it('welcomes a new user with a branded email that has a plain-text part', async () => {
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/register',
      host: ALPHA,
      payload: {
        name: 'Ada Lovelace',
        email: 'ada-welcome@example.test',
        password: 'analytical-engine',
        password_confirmation: 'analytical-engine',
        terms: true,
      },
    });
    expect(res.statusCode).toBe(201);
    const [mail, ...more] = await outboxTo('ada-welcome@example.test');
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ subject: 'Welcome to Alpha Voice', reseller_id: alpha });
    expect(mail?.html).toContain('background:#0a7d33');
    expect(mail?.html).toContain('src="http://alpha.localhost:3000/uploads/alpha-logo.png"');
    expect(mail?.text).toContain('Welcome, Ada Lovelace!');
    expect(mail?.text).toContain('http://alpha.localhost:3000/dashboard');
  });

  it('sends one receipt for a checkout paid in the sandbox, with the tax-ready fields and a link', async () => {
    const { user, id } = await buyAlphaPlan(plans.basic);
    const [tx] = await transactionsBy(ctx.db, 'subscription_id', id);
    const receipts = await receiptsTo(user.email);
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt?.subject).toBe(`Your receipt #${tx?.id}: $29.00`);
    expect(receipt?.reseller_id).toBe(alpha);
    for (const part of [receipt?.text, receipt?.html]) {
      expect(part).toContain(`Receipt number: ${tx?.id}`);
      expect(part).toContain('Plan: Basic (monthly)');
      expect(part).toContain('Total paid: $29.00');
      expect(part).toContain('Currency: USD');
      expect(part).toMatch(/Period: \d+ \w+ \d{4} to \d+ \w+ \d{4}/);
      expect(part).toContain(`Billed to: User ${user.email.split('@')[0]}, ${user.email}`);
      expect(part).toContain('Sold by: Alpha Voice Ltd, contact@alpha.test, +1 555 0100');
      expect(part).toContain(`http://alpha.localhost:3000/transactions/${tx?.id}`);
    }
    expect(receipt?.html).toContain('background:#0a7d33');
  });

  it('tells the reseller admin of a new customer subscription, not of its upgrades', async () => {
    const admin = await ctx.db
      .selectFrom('users')
      .select('email')
      .where('reseller_id', '=', alpha)
      .where('role', '=', 'reseller_admin')
      .executeTakeFirstOrThrow();
    const count = async () =>
      (await outboxTo(admin.email)).filter((m) => m.subject.startsWith('New subscription')).length;
    const start = await count();
    const { user, token } = await buyAlphaPlan(plans.basic);
    expect(await count()).toBe(start + 1);
    const notice = (await outboxTo(admin.email)).at(-1);
    expect(notice?.text).toContain(
      `Your customer User ${user.email.split('@')[0]} (${user.email})`,
    );

    // An upgrade (charged to the saved card) changes the plan: a plan-change email, no new-customer notice.
    const up = await postSubscription(ctx.app, 'upgrade', ALPHA, token, plans.pro);
    expect(up.statusCode).toBe(200);
    expect(await count()).toBe(start + 1);
    const changed = (await outboxTo(user.email)).find(
      (m) => m.subject === 'Your plan: Basic to Pro',
    );
    expect(changed?.text).toContain('Charged today: $');
    const receipts = await receiptsTo(user.email);
    expect(receipts).toHaveLength(2);
    // The upgrade's receipt lists Stripe's two proration lines.
    expect(receipts[1]?.text).toMatch(/Unused time on Basic plan: -\$\d+\.\d\d/);
    expect(receipts[1]?.text).toMatch(/Remaining time on Pro plan: \$\d+\.\d\d/);
  });

  it('keeps one receipt when the webhook is delivered twice, concurrently and out of order', async () => {
    const user = await insertUser(ctx.db, { reseller_id: alpha });
    const token = await login(ctx.app, user, ALPHA);
    const res = await postSubscription(ctx.app, 'subscribe', ALPHA, token, plans.basic);
    const sessionId = new URL(res.json().data.checkout_url as string).pathname.split('/').pop();
    const session = await ctx.db
      .selectFrom('sandbox_checkout_sessions')
      .selectAll()
      .where('id', '=', sessionId as string)
      .executeTakeFirstOrThrow();
    const deliver = (id: string, type: string, extra: object = {}) => {
      const { reference, amount, currency, customer_email, metadata } = session;
      const data = {
        session_id: session.id,
        reference,
        amount,
        currency,
        customer_email,
        metadata,
      };
      const payload = JSON.stringify({
        id,
        type,
        created: Math.floor(Date.now() / 1000),
        data: { ...data, ...extra },
      });
      return request(ctx.app, {
        method: 'POST',
        url: '/api/webhooks/sandbox',
        headers: {
          'content-type': 'application/json',
          'sandbox-signature': signSandboxPayload(
            ctx.config.payments.sandboxWebhookSecret,
            payload,
          ),
        },
        payload,
      });
    };
    const deliveries = await Promise.all([
      deliver('evt_twice', 'checkout.completed'),
      deliver('evt_twice', 'checkout.completed'),
    ]);
    expect(deliveries.map((d) => d.statusCode)).toEqual([200, 200]);
    await deliverCheckoutCompletedTwice(ctx, session.id, 'evt_again');
    // A decline of an earlier attempt arriving after the payment: no failure email, no second receipt.
    await deliver('evt_late_decline', 'checkout.failed', { reason: 'Your card was declined.' });
    // Two instances sweeping at once.
    const deps = accountEmailDeps(ctx.app);
    await Promise.all([sweepTransactionEmails(deps), sweepTransactionEmails(deps)]);

    expect(await transactionsBy(ctx.db, 'user_id', user.id)).toHaveLength(1);
    expect(await receiptsTo(user.email)).toHaveLength(1);
    expect((await outboxTo(user.email)).some((m) => m.subject.includes('failed'))).toBe(false);
  });

  it('announces payment.succeeded once per checkout and per custom deal, however often the webhook comes', async () => {
    const announced: number[] = [];
    const stop = ctx.app.payments.events.on((event) => {
      if (event.type === 'payment.succeeded') announced.push(event.transactionId);
    });
    try {
      const user = await insertUser(ctx.db, { reseller_id: alpha });
      const token = await login(ctx.app, user, ALPHA);
      const res = await postSubscription(ctx.app, 'subscribe', ALPHA, token, plans.basic);
      const sessionId = new URL(res.json().data.checkout_url as string).pathname.split('/').pop();
      await deliverCheckoutCompletedTwice(ctx, sessionId as string, `evt_announce_${dialect}`);
      await deliverCheckoutCompletedTwice(
        ctx,
        sessionId as string,
        `evt_announce_again_${dialect}`,
      );

      const dealer = await insertUser(ctx.db, { reseller_id: alpha });
      const checkout = await payCustomDeal(dealer.id, 60, 3);
      await deliverCheckoutCompletedTwice(ctx, checkout, `evt_deal_${dialect}`);

      const paid = [
        ...(await transactionsBy(ctx.db, 'user_id', user.id)),
        ...(await transactionsBy(ctx.db, 'user_id', dealer.id)),
      ];
      expect(paid).toHaveLength(2);
      expect(announced).toEqual(paid.map((tx) => tx.id));
    } finally {
      stop();
    }
  });

  it('sends one receipt when two instances sweep the same new payment at once', async () => {
    const user = await insertUser(ctx.db, { reseller_id: alpha });
    // A payment recorded by a path that announced nothing (e.g. a crash right after its commit).
    await ctx.db
      .insertInto('transactions')
      .values({
        user_id: user.id,
        reseller_id: alpha,
        amount: 29,
        currency: 'USD',
        status: 'completed',
        description: 'Basic plan (monthly)',
        provider: 'sandbox',
        provider_ref: `pay_swept_${dialect}`,
        reference: null,
        subscription_id: null,
        kind: 'payment',
        earner_reseller_id: alpha,
        line_items: JSON.stringify([{ description: 'Basic plan (monthly)', amount: 29 }]),
        created_at: new Date().toISOString(),
      })
      .execute();
    const instances = [accountEmailDeps(ctx.app), accountEmailDeps(ctx.app)];
    await Promise.all([...instances, ...instances].map((deps) => sweepTransactionEmails(deps)));
    await sweepTransactionEmails(accountEmailDeps(ctx.app));
    expect(await receiptsTo(user.email)).toHaveLength(1);
  });

  it('sends a payment-failed email with a pay link for a declined checkout, once', async () => {
    const user = await insertUser(ctx.db, { reseller_id: alpha });
    const token = await login(ctx.app, user, ALPHA);
    const res = await postSubscription(ctx.app, 'subscribe', ALPHA, token, plans.basic);
    const url = res.json().data.checkout_url as string;
    await payWith(ctx.app, url, DECLINED);
    await sweepTransactionEmails(accountEmailDeps(ctx.app));
    const failed = (await outboxTo(user.email)).filter((m) => m.subject.includes('failed'));
    expect(failed).toHaveLength(1);
    expect(failed[0]?.subject).toBe('Your payment of $29.00 failed');
    expect(failed[0]?.text).toContain(
      `Pay now: http://alpha.localhost:3000/payment?package_id=${plans.basic}&interval=monthly`,
    );
    expect(await receiptsTo(user.email)).toHaveLength(0);
  });

  it('confirms a cancellation with its end date, and a scheduled downgrade', async () => {
    const { user, token, id } = await proDowngradingToBasic();
    const scheduled = (await outboxTo(user.email)).find(
      (m) => m.subject === 'Your plan: Pro to Basic',
    );
    expect(scheduled?.text).toContain('is scheduled for');

    const cancel = await callAs(ctx.app, 'POST', '/api/subscriptions/cancel', token, ALPHA);
    expect(cancel.statusCode).toBe(200);
    await callAs(ctx.app, 'POST', '/api/subscriptions/cancel', token, ALPHA);
    const row = await ctx.db
      .selectFrom('subscriptions')
      .select('current_period_end')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const mails = (await outboxTo(user.email)).filter((m) => m.subject.includes('is cancelled'));
    expect(mails).toHaveLength(1);
    const day = new Date(row.current_period_end as string).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(mails[0]?.text).toContain(`It stays usable until ${day}`);
  });

  it('at the renewal (sandbox clock): a receipt for the renewal and the scheduled plan applied', async () => {
    const { user, id } = await proDowngradingToBasic();
    const announced: number[] = [];
    const stop = ctx.app.payments.events.on((event) => {
      if (event.type === 'payment.succeeded') announced.push(event.transactionId);
    });
    const clock = await callAs(
      ctx.app,
      'POST',
      `/api/sandbox/subscriptions/${id}/advance-clock`,
      adminToken,
      MAIN,
    );
    stop();
    expect(clock.statusCode).toBe(200);
    const renewal = (await transactionsBy(ctx.db, 'subscription_id', id)).at(-1);
    expect(renewal?.kind).toBe('renewal');
    expect(announced).toEqual([renewal?.id]);
    const receipts = await receiptsTo(user.email);
    expect(receipts.map((m) => m.subject.replace(/#\d+/, '#N'))).toEqual([
      'Your receipt #N: $79.00',
      'Your receipt #N: $29.00',
    ]);
    expect(receipts[1]?.text).toContain('For: Basic plan renewal (monthly)');
    const applied = (await outboxTo(user.email)).filter(
      (m) => m.subject === 'Your plan: Pro to Basic',
    );
    expect(applied.map((m) => m.text.includes('from this renewal on'))).toEqual([false, true]);
  });

  it('reminds a yearly customer once, three days before the renewal', async () => {
    const user = await insertUser(ctx.db, { name: 'Yuri Yearly' });
    const now = new Date();
    const id = await insertSubscription(ctx.db, {
      user_id: user.id,
      reseller_id: null,
      package_id: plans.platform,
      billing_interval: 'yearly',
      amount: 190,
      current_period_start: new Date(now.getTime() - 360 * DAY).toISOString(),
      current_period_end: new Date(now.getTime() + 2 * DAY).toISOString(),
      reference: `sub_reminder_${dialect}`,
    });
    const monthly = await insertUser(ctx.db);
    await insertSubscription(ctx.db, {
      user_id: monthly.id,
      reseller_id: null,
      package_id: plans.platform,
      amount: 19,
      current_period_start: new Date(now.getTime() - 28 * DAY).toISOString(),
      current_period_end: new Date(now.getTime() + 2 * DAY).toISOString(),
      reference: `sub_monthly_${dialect}`,
    });
    const deps = accountEmailDeps(ctx.app);
    const runs = await Promise.all([
      sendRenewalReminders(deps, now),
      sendRenewalReminders(deps, now),
    ]);
    await sendRenewalReminders(deps, new Date(now.getTime() + DAY));
    expect(runs[0] + runs[1]).toBe(1);
    const mails = await outboxTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Your Starter plan renews on /);
    expect(mails[0]?.text).toContain('for $190.00');
    expect(mails[0]?.text).toContain('http://localhost:3000/subscription');
    expect(await outboxTo(monthly.email)).toHaveLength(0);
    expect(id).toBeGreaterThan(0);
  });

  it("brands every account and payment email of alpha's customers and admins with alpha, each with a text part", async () => {
    const mails = await ctx.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('reseller_id', '=', alpha)
      .execute();
    const kinds = new Set(mails.map((m) => m.subject.split(/[#:]/)[0]?.trim()));
    // Welcome, receipts, plan changes, cancellation, payment failed, new-customer notices so far.
    expect(kinds.size).toBeGreaterThanOrEqual(5);
    for (const mail of mails) {
      expect(mail.html).toContain('background:#0a7d33');
      expect(mail.html).toContain('alt="Alpha Voice"');
      expect(mail.text.startsWith('Alpha Voice\n')).toBe(true);
      expect(mail.text).toContain('The Alpha Voice team');
    }
  });

  describe('POST /api/transactions/:id/resend-receipt', () => {
    let paid: { email: string; token: string; txId: number };
    let beta: number;

    beforeAll(async () => {
      beta = await insertReseller(ctx.db, { subdomain: 'beta' });
      const { user, token, id } = await buyAlphaPlan(plans.basic);
      const [tx] = await transactionsBy(ctx.db, 'subscription_id', id);
      paid = { email: user.email, token, txId: tx?.id as number };
    });

    const resend = (token: string, host: string, id = paid.txId) =>
      callAs(ctx.app, 'POST', `/api/transactions/${id}/resend-receipt`, token, host);

    it('sends the receipt again to its payer, asked by the payer or an admin of its tenant', async () => {
      const before = (await receiptsTo(paid.email)).length;
      const own = await resend(paid.token, ALPHA);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual({ success: true, message: RECEIPT_RESENT });
      const resellerAdmin = await insertUser(ctx.db, {
        role: 'reseller_admin',
        reseller_id: alpha,
      });
      expect((await resend(await login(ctx.app, resellerAdmin, ALPHA), ALPHA)).statusCode).toBe(
        200,
      );
      expect((await resend(adminToken, MAIN)).statusCode).toBe(200);
      const receipts = await receiptsTo(paid.email);
      expect(receipts).toHaveLength(before + 3);
      expect(receipts.at(-1)?.subject).toBe(receipts[0]?.subject);
    });

    it("is refused (404) to another user and to another tenant's admin, and sends nothing", async () => {
      const before = (await receiptsTo(paid.email)).length;
      const other = await insertUser(ctx.db, { reseller_id: alpha });
      expect((await resend(await login(ctx.app, other, ALPHA), ALPHA)).statusCode).toBe(404);
      const betaAdmin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: beta });
      const betaHost = 'beta.localhost:3000';
      expect((await resend(await login(ctx.app, betaAdmin, betaHost), betaHost)).statusCode).toBe(
        404,
      );
      expect(await receiptsTo(paid.email)).toHaveLength(before);
    });

    it('has no receipt for a declined payment (422)', async () => {
      const user = await insertUser(ctx.db, { reseller_id: alpha });
      const token = await login(ctx.app, user, ALPHA);
      const res = await postSubscription(ctx.app, 'subscribe', ALPHA, token, plans.basic);
      await payWith(ctx.app, res.json().data.checkout_url as string, DECLINED);
      const [failed] = await transactionsBy(ctx.db, 'user_id', user.id, 'failed');
      const answer = await resend(token, ALPHA, failed?.id as number);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().message).toBe(NO_RECEIPT);
    });

    it(`is limited to ${RESENDS_PER_HOUR} a receipt an hour (429 with Retry-After)`, async () => {
      const { user, token, id } = await buyAlphaPlan(plans.basic);
      const [tx] = await transactionsBy(ctx.db, 'subscription_id', id);
      for (let i = 0; i < RESENDS_PER_HOUR; i += 1) {
        expect((await resend(token, ALPHA, tx?.id)).statusCode).toBe(200);
      }
      const limited = await resend(token, ALPHA, tx?.id);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(await receiptsTo(user.email)).toHaveLength(1 + RESENDS_PER_HOUR);
    });
  });

  it('sends a custom deal its own price on the receipt', async () => {
    const user = await insertUser(ctx.db, { reseller_id: alpha });
    await payCustomDeal(user.id, 55, 6);
    const receipts = await receiptsTo(user.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toMatch(/: \$55\.00$/);
    expect(receipts[0]?.text).toContain('Total paid: $55.00');
  });
});

describe.each(databases)('account and payment emails through SMTP on %s', (dialect) => {
  let ctx: TestContext;

  beforeAll(async () => {
    // An SMTP server that is down: the emails wait in the queue (its worker retries them).
    const mail = loadConfig({
      MAIL_TRANSPORT: 'smtp',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: '9',
      SMTP_SECURE: 'false',
      MAIL_FROM: 'Platform Mailer <mailer@voice.test>',
    }).mail;
    ctx = await createSandboxContext(dialect, {
      appUrl: 'http://localhost:3000',
      mail: { ...mail, queue: { ...mail.queue, pollMs: 60_000, retryBaseMs: 60_000 } },
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("queues the receipt, from the tenant's name, with its text part, and stores nothing in the outbox", async () => {
    const plan = await insertPlan(ctx.db, { name: 'Starter', price: 19 });
    const { user } = await buyPlan(ctx.app, ctx.db, {
      host: MAIN,
      resellerId: null,
      packageId: plan,
    });
    await sweepTransactionEmails(accountEmailDeps(ctx.app));
    const queued = await ctx.db
      .selectFrom('email_queue')
      .selectAll()
      .where('to', '=', user.email)
      .execute();
    expect(queued.map((row) => row.subject)).toEqual([
      expect.stringMatching(/^Your receipt #\d+: \$19\.00$/),
    ]);
    expect(queued[0]?.text).toContain('Plan: Starter (monthly)');
    expect(queued[0]?.from_name).toBe('AI Phone System');
    expect(await ctx.db.selectFrom('email_outbox').select('id').execute()).toHaveLength(0);
  });
});
