import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  signSandboxPayload,
  verifySandboxSignature,
} from '../src/domains/billing/payments/sandbox/signature';
import { createTestContextWithDataDir, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';
import { seededResellerPackageId } from './helpers/fixtures';

/** A 1x1 GIF89a. */
const GIF = Buffer.from(
  '47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b',
  'hex',
);

describe('sandbox webhook signatures', () => {
  const secret = 'whsec_sandbox_unit';
  const body = '{"id":"evt_1"}';
  const now = 1_700_000_000;

  it('accepts a fresh signature of the exact body', () => {
    expect(() =>
      verifySandboxSignature(secret, body, signSandboxPayload(secret, body, now), now),
    ).not.toThrow();
    // Several v1 values (secret rotation): one match is enough.
    const rotated = `${signSandboxPayload(secret, body, now)},v1=${'0'.repeat(64)}`;
    expect(() => verifySandboxSignature(secret, body, rotated, now)).not.toThrow();
  });

  it('refuses a wrong secret, a changed body, an old timestamp and a malformed header', () => {
    const header = signSandboxPayload(secret, body, now);
    expect(() =>
      verifySandboxSignature(secret, body, signSandboxPayload('other', body, now), now),
    ).toThrow('No signature matches the payload');
    expect(() => verifySandboxSignature(secret, `${body} `, header, now)).toThrow(
      'No signature matches the payload',
    );
    expect(() => verifySandboxSignature(secret, body, header, now + 301)).toThrow(
      'Timestamp outside the tolerance zone',
    );
    expect(() => verifySandboxSignature(secret, body, 'v1=abc', now)).toThrow('Malformed');
    expect(() => verifySandboxSignature(secret, body, undefined, now)).toThrow('Missing');
  });
});

describe.each(databases)('sandbox checkout and reseller activation on %s', (dialect) => {
  let packageId: number;

  const ctx = useTestContext(() => createTestContextWithDataDir(dialect));
  beforeAll(async () => {
    packageId = await seededResellerPackageId(ctx.db, 'Reseller Growth');
  });

  /** POST /api/register-reseller as the wizard sends it (multipart, with a logo). */
  async function registerReseller(subdomain: string, adminEmail: string): Promise<string> {
    const form = new FormData();
    const fields = {
      org_name: `${subdomain} Voice`,
      company_email: `hello@${subdomain}.test`,
      subdomain_name: subdomain,
      admin_name: 'Grace Admin',
      admin_email: adminEmail,
      admin_phone: '+1 555 0101',
      billing_interval: 'monthly',
      terms: '1',
      reseller_package_id: String(packageId),
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('logo_file', new Blob([GIF], { type: 'image/gif' }), 'logo.gif');
    const encoded = new Response(form);
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/register-reseller',
      host: 'localhost:3000',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    });
    expect(res.statusCode).toBe(201);
    const url = new URL(res.json().checkout_url as string);
    expect(url.origin).toBe('http://localhost:3000');
    return url.pathname;
  }

  const payWith = (checkoutPath: string, card: string) =>
    request(ctx.app, {
      method: 'POST',
      url: checkoutPath,
      host: 'localhost:3000',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ card_number: card }).toString(),
    });

  const resellerOf = (subdomain: string) =>
    ctx.db
      .selectFrom('resellers')
      .selectAll()
      .where('subdomain', '=', subdomain)
      .executeTakeFirstOrThrow();

  /** The reseller subscription of a site (by its subdomain): its reference and amount. */
  const subscriptionOf = (subdomain: string) =>
    ctx.db
      .selectFrom('reseller_subscriptions as s')
      .innerJoin('resellers as r', 'r.id', 's.reseller_id')
      .select(['s.reference', 's.amount'])
      .where('r.subdomain', '=', subdomain)
      .executeTakeFirstOrThrow();

  const transactionsOf = (resellerId: number) =>
    ctx.db.selectFrom('transactions').selectAll().where('reseller_id', '=', resellerId).execute();

  describe('the hosted checkout page', () => {
    let checkoutPath: string;
    beforeAll(async () => {
      checkoutPath = await registerReseller('pagecheck', 'page@check.test');
    });

    it('is a plain HTML page outside the app, labelled as test mode, with amount and description', async () => {
      const res = await request(ctx.app, { method: 'GET', url: checkoutPath });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("form-action 'self' http://localhost:3000");
      const html = res.body;
      expect(html).toContain('Sandbox — test mode');
      expect(html).toContain('$249.00');
      expect(html).toContain('per month');
      expect(html).toContain('Reseller Growth reseller plan (monthly) for pagecheck');
      expect(html).toContain('Billed to page@check.test');
      expect(html).toContain('<label for="card_number">Card number</label>');
      expect(html).toContain(`<form method="post" action="${checkoutPath}">`);
      expect(html).toContain(
        'href="http://localhost:3000/reseller-registration?checkout=cancelled"',
      );
      expect(html).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
      expect((html.match(/<h1>/g) ?? []).length).toBe(1);

      const css = await request(ctx.app, { method: 'GET', url: '/sandbox/checkout.css' });
      expect(css.statusCode).toBe(200);
      expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    });

    it('asks for a test card when another number is entered', async () => {
      const res = await payWith(checkoutPath, '1234 5678 9012 3456');
      expect(res.statusCode).toBe(422);
      expect(res.body).toContain(
        'Use a test card: 4242 4242 4242 4242 (success) or 4000 0000 0000 0002 (declined).',
      );
      expect(res.body).toContain('aria-invalid="true"');
    });

    it('answers 404 for an unknown checkout', async () => {
      const res = await request(ctx.app, { method: 'GET', url: '/sandbox/checkout/cs_sandbox_x' });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Checkout not found');
    });
  });

  describe('a declined card', () => {
    it('shows the decline and leaves the registration pending, with nothing recorded', async () => {
      const checkoutPath = await registerReseller('declined', 'declined@example.test');
      const res = await payWith(checkoutPath, '4000 0000 0000 0002');
      expect(res.statusCode).toBe(402);
      expect(res.body).toContain('Your card was declined.');
      expect(res.body).toContain('role="alert"');

      const reseller = await resellerOf('declined');
      expect(reseller.status).toBe('pending');
      expect(await transactionsOf(reseller.id)).toEqual([]);
      const subscription = await ctx.db
        .selectFrom('reseller_subscriptions')
        .select(['status', 'last_payment_error'])
        .where('reseller_id', '=', reseller.id)
        .executeTakeFirstOrThrow();
      expect(subscription).toEqual({
        status: 'pending',
        last_payment_error: 'Your card was declined.',
      });
      const admin = await ctx.db
        .selectFrom('users')
        .select('status')
        .where('email', '=', 'declined@example.test')
        .executeTakeFirstOrThrow();
      expect(admin.status).toBe('pending');
      const mails = await ctx.db
        .selectFrom('email_outbox')
        .select('id')
        .where('to', '=', 'declined@example.test')
        .execute();
      expect(mails).toEqual([]);
      // The same page can still be paid.
      const page = await request(ctx.app, { method: 'GET', url: checkoutPath });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Card number');
    });
  });

  describe('a paid checkout', () => {
    let checkoutPath: string;
    let reference: string;

    it('redirects to the success page after the signed webhook activated the reseller', async () => {
      checkoutPath = await registerReseller('paidco', 'grace@paidco.test');
      const res = await payWith(checkoutPath, '4242 4242 4242 4242');
      expect(res.statusCode).toBe(303);
      const location = new URL(String(res.headers.location));
      expect(`${location.origin}${location.pathname}`).toBe(
        'http://localhost:3000/reseller-registration/success',
      );
      reference = location.searchParams.get('reference') ?? '';
      expect(reference).toMatch(/^rr_[a-f0-9]{32}$/);

      const reseller = await resellerOf('paidco');
      expect(reseller.status).toBe('active');
      const admin = await ctx.db
        .selectFrom('users')
        .select(['id', 'status'])
        .where('email', '=', 'grace@paidco.test')
        .executeTakeFirstOrThrow();
      expect(admin.status).toBe('active');
      const subscription = await ctx.db
        .selectFrom('reseller_subscriptions')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      expect(subscription.status).toBe('active');
      expect(subscription.current_period_start).not.toBeNull();
      expect(subscription.current_period_end).not.toBeNull();
      const sessionId = checkoutPath.split('/').pop();
      const transactions = await transactionsOf(reseller.id);
      expect(transactions).toHaveLength(1);
      expect(transactions[0]).toMatchObject({
        user_id: admin.id,
        status: 'completed',
        currency: 'USD',
        provider: 'sandbox',
        provider_ref: sessionId,
        reference,
      });
      expect(Number(transactions[0]?.amount)).toBe(249);

      const status = await request(ctx.app, {
        method: 'GET',
        url: `/api/reseller-registrations/${reference}`,
        host: 'localhost:3000',
      });
      expect(status.json()).toEqual({
        success: true,
        data: {
          status: 'active',
          org_name: 'paidco Voice',
          subdomain: 'paidco',
          site_url: 'http://paidco.localhost:3000',
          login_url: 'http://paidco.localhost:3000/login',
        },
      });
    });

    it("serves the reseller's branding on its subdomain", async () => {
      const res = await request(ctx.app, {
        method: 'GET',
        url: '/api/public-settings',
        host: 'paidco.localhost:3000',
      });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({
        site_title: 'paidco Voice',
        company_name: 'paidco Voice',
        company_email: 'hello@paidco.test',
        is_main_host: false,
      });
      expect(data.logo_url).toMatch(/^\/uploads\/[a-f0-9]{32}\.gif$/);
      const logo = await request(ctx.app, {
        method: 'GET',
        url: data.logo_url,
        host: 'paidco.localhost:3000',
      });
      expect(logo.statusCode).toBe(200);
      expect(logo.rawPayload.equals(GIF)).toBe(true);
    });

    it('emails a welcome link; the admin sets a password and signs in on the subdomain only', async () => {
      const mail = await ctx.db
        .selectFrom('email_outbox')
        .selectAll()
        .where('to', '=', 'grace@paidco.test')
        .executeTakeFirstOrThrow();
      expect(mail.subject).toBe('Your reseller account is ready: set your password');
      const reseller = await resellerOf('paidco');
      expect(mail.reseller_id).toBe(reseller.id);
      const link =
        /http:\/\/paidco\.localhost:3000\/password-reset\/([A-Za-z0-9_-]+)\?email=(\S+)/.exec(
          mail.text,
        );
      expect(link).not.toBeNull();
      const token = link?.[1] ?? '';
      const email = decodeURIComponent(link?.[2] ?? '');
      expect(email).toBe('grace@paidco.test');

      const postTo = (url: string, host: string, payload: object) =>
        request(ctx.app, { method: 'POST', url, host, payload });
      // No password works before it is set.
      const before = await postTo('/api/login', 'paidco.localhost:3000', {
        email,
        password: 'unset',
      });
      expect(before.statusCode).toBe(422);

      const reset = await postTo('/api/reset-password', 'paidco.localhost:3000', {
        email,
        token,
        password: 'Partner-pass-1',
        password_confirmation: 'Partner-pass-1',
      });
      expect(reset.statusCode).toBe(200);

      const login = await postTo('/api/login', 'paidco.localhost:3000', {
        email,
        password: 'Partner-pass-1',
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user).toMatchObject({
        email: 'grace@paidco.test',
        role: 'reseller_admin',
        reseller_name: 'paidco Voice',
      });

      const elsewhere = await postTo('/api/login', 'localhost:3000', {
        email,
        password: 'Partner-pass-1',
      });
      expect(elsewhere.statusCode).toBe(422);
    });

    it('paying again or replaying the webhook records nothing twice', async () => {
      const again = await payWith(checkoutPath, '4242424242424242');
      expect(again.statusCode).toBe(303);
      const page = await request(ctx.app, { method: 'GET', url: checkoutPath });
      expect(page.body).toContain('This checkout has been paid.');

      const body = JSON.stringify({
        id: 'evt_sandbox_replay',
        type: 'checkout.completed',
        created: Math.floor(Date.now() / 1000),
        data: {
          session_id: checkoutPath.split('/').pop(),
          reference,
          amount: 24900,
          currency: 'usd',
          customer_email: 'grace@paidco.test',
          metadata: { purpose: 'reseller_registration' },
        },
      });
      const headers = {
        'content-type': 'application/json',
        'sandbox-signature': signSandboxPayload(ctx.config.payments.sandboxWebhookSecret, body),
      };
      for (let i = 0; i < 2; i += 1) {
        const res = await request(ctx.app, {
          method: 'POST',
          url: '/api/webhooks/sandbox',
          headers,
          payload: body,
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ received: true });
      }
      const reseller = await resellerOf('paidco');
      expect(await transactionsOf(reseller.id)).toHaveLength(1);
      const mails = await ctx.db
        .selectFrom('email_outbox')
        .select('id')
        .where('to', '=', 'grace@paidco.test')
        // Its receipt is another email (account-emails).
        .where('subject', 'not like', 'Your receipt%')
        .execute();
      expect(mails).toHaveLength(1);
      // The reseller package's payment has one receipt, however often its webhook came.
      const receipts = await ctx.db
        .selectFrom('email_outbox')
        .select(['subject', 'reseller_id'])
        .where('to', '=', 'grace@paidco.test')
        .where('subject', 'like', 'Your receipt%')
        .execute();
      expect(receipts).toEqual([{ subject: 'Your receipt #1: $249.00', reseller_id: null }]);
    });
  });

  describe('POST /api/webhooks/sandbox', () => {
    it('refuses a forged, altered or stale signature with 400', async () => {
      const checkoutPath = await registerReseller('forged', 'forged@example.test');
      const forged = await subscriptionOf('forged');
      const body = JSON.stringify({
        id: 'evt_forged',
        type: 'checkout.completed',
        created: Math.floor(Date.now() / 1000),
        data: {
          session_id: checkoutPath.split('/').pop(),
          reference: forged.reference,
          amount: 24900,
          currency: 'usd',
          customer_email: 'forged@example.test',
          metadata: { purpose: 'reseller_registration' },
        },
      });
      const secret = ctx.config.payments.sandboxWebhookSecret;
      const old = Math.floor(Date.now() / 1000) - 600;
      for (const [payload, signature] of [
        [body, signSandboxPayload('not-the-secret', body)],
        [body.replace('24900', '99'), signSandboxPayload(secret, body)],
        [body, signSandboxPayload(secret, body, old)],
        [body, undefined],
      ] as const) {
        const res = await request(ctx.app, {
          method: 'POST',
          url: '/api/webhooks/sandbox',
          headers: {
            'content-type': 'application/json',
            ...(signature ? { 'sandbox-signature': signature } : {}),
          },
          payload,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: 'Invalid webhook signature' });
      }
      expect((await resellerOf('forged')).status).toBe('pending');
    });

    it('does not activate for less than the price', async () => {
      await registerReseller('cheap', 'cheap@example.test');
      const row = await subscriptionOf('cheap');
      const body = JSON.stringify({
        id: 'evt_cheap',
        type: 'checkout.completed',
        created: Math.floor(Date.now() / 1000),
        data: {
          session_id: 'cs_sandbox_cheap',
          reference: row.reference,
          amount: 100,
          currency: 'usd',
          customer_email: 'cheap@example.test',
          metadata: { purpose: 'reseller_registration' },
        },
      });
      const res = await request(ctx.app, {
        method: 'POST',
        url: '/api/webhooks/sandbox',
        headers: {
          'content-type': 'application/json',
          'sandbox-signature': signSandboxPayload(ctx.config.payments.sandboxWebhookSecret, body),
        },
        payload: body,
      });
      expect(res.statusCode).toBe(200);
      expect((await resellerOf('cheap')).status).toBe('pending');
    });

    it("answers 404 on another provider's webhook path", async () => {
      const res = await request(ctx.app, {
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(404);
    });
  });
});
