import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import {
  keyFromFile,
  parseSecretKey,
  secretBox,
  secretBoxFor,
  SECRET_KEY_FILE,
} from '../src/lib/secret-box';
import { maskSecret } from '../src/domains/billing/payment-settings/mask';
import { STRIPE_CONFIGURATION_REMOVED } from '../src/domains/billing/payment-settings/service';
import type { CheckoutCompletedEvent } from '../src/domains/billing/payments/provider';
import { paymentProviderFor } from '../src/domains/billing/payments/provider-for-tenant';
import { insertReseller, insertTwoResellers, insertUser, login } from './helpers/fixtures';
import {
  createTestContext,
  databases,
  openTestDatabase,
  request,
  testConfig,
  type TestContext,
} from './helpers/test-app';
import { readContract } from './helpers/contracts';
import { ALPHA_STRIPE_KEYS } from './helpers/admin-forms';

/**
 * A reseller's own Stripe keys: sealed at rest (AES-256-GCM), read back masked, only by that reseller's admin; its
 * checkouts go to its Stripe account (a local stand-in for api.stripe.com sees its secret key as the bearer) and
 * its webhooks are verified with its own signing secret.
 */

const CHECKOUT = {
  reference: 'sub_ref_alpha_1',
  description: 'Alpha Pro plan (monthly)',
  amount: 4900,
  currency: 'usd',
  interval: 'month' as const,
  customerEmail: 'buyer@alpha.test',
  successUrl: 'http://alpha.localhost:3000/subscription/success',
  cancelUrl: 'http://alpha.localhost:3000/subscription',
  metadata: { purpose: 'test_purpose' },
};

describe('the secret box', () => {
  const key = randomBytes(32);

  it('seals and opens a secret; every seal differs; the sealed text holds no plaintext', () => {
    const box = secretBox(key);
    const one = box.seal(ALPHA_STRIPE_KEYS.secret_key);
    const two = box.seal(ALPHA_STRIPE_KEYS.secret_key);
    expect(one).not.toBe(two);
    expect(one).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(one).not.toContain('AlphaSecretKey');
    expect(box.open(one)).toBe(ALPHA_STRIPE_KEYS.secret_key);
    expect(box.open(two)).toBe(ALPHA_STRIPE_KEYS.secret_key);
  });

  it('refuses a tampered value and another key', () => {
    const sealed = secretBox(key).seal('sk_test_abcdefghijkl');
    const [version, iv, tag, data] = sealed.split(':') as [string, string, string, string];
    const flipped = Buffer.from(data, 'base64');
    flipped[0] = (flipped[0] as number) ^ 1;
    expect(() =>
      secretBox(key).open([version, iv, tag, flipped.toString('base64')].join(':')),
    ).toThrow('cannot be decrypted');
    expect(() => secretBox(randomBytes(32)).open(sealed)).toThrow('cannot be decrypted');
    expect(() => secretBox(key).open('plain text')).toThrow('Not a sealed secret');
  });

  it('creates the key file once, with mode 0600, and reads the same key afterwards', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-secret-key-'));
    try {
      const first = keyFromFile(path.join(dir, 'data'));
      const file = path.join(dir, 'data', SECRET_KEY_FILE);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(keyFromFile(path.join(dir, 'data')).equals(first)).toBe(true);
      expect(first).toHaveLength(32);
      const viaConfig = secretBoxFor({
        secretsEncryptionKey: null,
        dataDir: path.join(dir, 'data'),
      });
      expect(secretBox(first).open(viaConfig.seal('whsec_x'))).toBe('whsec_x');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes SECRETS_ENCRYPTION_KEY from the environment and refuses a wrong one at start', () => {
    const base64 = randomBytes(32).toString('base64');
    expect(loadConfig({ SECRETS_ENCRYPTION_KEY: base64 }).secretsEncryptionKey).toBe(base64);
    expect(loadConfig({}).secretsEncryptionKey).toBeNull();
    expect(() =>
      loadConfig({ SECRETS_ENCRYPTION_KEY: randomBytes(16).toString('base64') }),
    ).toThrow('SECRETS_ENCRYPTION_KEY must be 32 bytes in base64');
    expect(() => parseSecretKey('not base64!')).toThrow('32 bytes in base64');
    const box = secretBoxFor({ secretsEncryptionKey: base64, dataDir: '/nonexistent' });
    expect(secretBox(Buffer.from(base64, 'base64')).open(box.seal('sk_test_1'))).toBe('sk_test_1');
  });

  it('masks a secret to its kind, mode and last four characters', () => {
    expect(maskSecret('sk_live_51HxYzAbCdEfGh1234')).toBe('sk_live_…••••1234');
    expect(maskSecret('rk_test_51HxYzAbCdEfGhWXYZ')).toBe('rk_test_…••••WXYZ');
    expect(maskSecret(ALPHA_STRIPE_KEYS.webhook_secret)).toBe('whsec_…••••WxYz');
    expect(maskSecret('sk_test_short')).toBe('sk_test_…••••');
  });
});

interface Seen {
  authorization: string | undefined;
  path: string;
  params: URLSearchParams;
}

/** A local api.stripe.com for POST /v1/checkout/sessions: records the bearer and the form, answers a session. */
async function startStripeStub() {
  const seen: Seen[] = [];
  let counter = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (piece: string) => (raw += piece));
    req.on('end', () => {
      const params = new URLSearchParams(raw);
      seen.push({
        authorization: req.headers.authorization,
        path: `${req.method} ${req.url}`,
        params,
      });
      res.setHeader('content-type', 'application/json');
      counter += 1;
      const id = `cs_test_reseller${counter}`;
      res.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          mode: params.get('mode'),
          status: 'open',
          payment_status: 'unpaid',
          livemode: false,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The documented top-level parameters of POST /v1/checkout/sessions (contracts/stripe.subset.json). */
function documentedSessionParameters(): string[] {
  const spec = readContract<{
    paths: Record<
      string,
      Record<
        string,
        { requestBody: { content: Record<string, { schema: { properties: object } }> } }
      >
    >;
  }>('stripe.subset.json');
  const schema =
    spec.paths['/v1/checkout/sessions']?.post?.requestBody.content[
      'application/x-www-form-urlencoded'
    ]?.schema;
  return Object.keys(schema?.properties ?? {});
}

function completedEvent(reference: string) {
  return JSON.stringify({
    id: `evt_test_${randomBytes(6).toString('hex')}`,
    object: 'event',
    api_version: '2026-07-29.dahlia',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: 'cs_test_reseller_paid',
        object: 'checkout.session',
        client_reference_id: reference,
        amount_total: 4900,
        currency: 'usd',
        metadata: { purpose: 'test_purpose', reference },
        payment_status: 'paid',
        subscription: 'sub_alpha_1',
        customer_details: { email: 'buyer@alpha.test' },
      },
    },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: 'checkout.session.completed',
  });
}

describe.each(databases)('per-reseller payment settings on %s', (dialect) => {
  let ctx: TestContext;
  let stub: Awaited<ReturnType<typeof startStripeStub>>;
  let alpha: number;
  let beta: number;
  const tokens: Record<'alpha' | 'beta' | 'admin' | 'user', string> = {
    alpha: '',
    beta: '',
    admin: '',
    user: '',
  };
  const handled: { event: CheckoutCompletedEvent; provider: string }[] = [];
  const signer = new Stripe('sk_test_signing_only');

  beforeAll(async () => {
    stub = await startStripeStub();
    const base = testConfig();
    ctx = await createTestContext(dialect, {
      config: {
        secretsEncryptionKey: randomBytes(32).toString('base64'),
        payments: { ...base.payments, provider: 'sandbox', stripeApiBase: stub.base },
      },
      beforeReady(app) {
        app.payments.handlers.set('test_purpose', {
          async completed(_app, event, provider) {
            handled.push({ event, provider });
          },
        });
      },
    });
    const signedIn = await insertTwoResellers(ctx.app, ctx.db);
    ({ alpha, beta } = signedIn);
    Object.assign(tokens, signedIn.tokens);
  });
  afterAll(async () => {
    await ctx.close();
    await stub.close();
  });

  const get = (token: string, host: string) =>
    request(ctx.app, { method: 'GET', url: '/api/admin/stripe-configuration', host, token });
  const put = (token: string, host: string, payload: object) =>
    request(ctx.app, {
      method: 'PUT',
      url: '/api/admin/stripe-configuration',
      host,
      token,
      payload,
    });

  it('shows a reseller admin that nothing is configured yet, with its webhook URL', async () => {
    const res = await get(tokens.alpha, 'alpha.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        scope: 'reseller',
        configured: false,
        publishable_key: null,
        secret_key_masked: null,
        webhook_secret_masked: null,
        webhook_url: `${ctx.config.appUrl}/api/webhooks/stripe/reseller/${alpha}`,
        updated_at: null,
      },
    });
  });

  it.each([
    {
      refused: 'malformed keys',
      body: {
        publishable_key: 'sk_test_123456789012',
        secret_key: 'pk_test_123456789012',
        webhook_secret: 'secret',
      },
      errors: {
        publishable_key: ['Publishable key must start with pk_test_ or pk_live_'],
        secret_key: ['Secret key must start with sk_test_, sk_live_, rk_test_ or rk_live_'],
        webhook_secret: ['Webhook signing secret must start with whsec_'],
      },
    },
    {
      refused: 'missing secrets',
      body: { publishable_key: ALPHA_STRIPE_KEYS.publishable_key },
      errors: {
        secret_key: ['Secret key is required'],
        webhook_secret: ['Webhook signing secret is required'],
      },
    },
    {
      refused: 'mixed test/live keys',
      body: { ...ALPHA_STRIPE_KEYS, secret_key: 'sk_live_51AlphaSecretKey0000000000000000AbCd' },
      errors: {
        secret_key: ['The publishable and secret keys must both be test keys or both be live keys'],
      },
    },
  ])('refuses $refused with field errors (422) and saves nothing', async ({ body, errors }) => {
    const res = await put(tokens.alpha, 'alpha.localhost', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
    expect(await ctx.db.selectFrom('reseller_payment_settings').selectAll().execute()).toEqual([]);
  });

  it('refuses an empty body (422)', async () => {
    const empty = await put(tokens.alpha, 'alpha.localhost', {});
    expect(empty.json().errors.publishable_key).toEqual(['Publishable key is required']);
    const row = await ctx.db.selectFrom('reseller_payment_settings').selectAll().execute();
    expect(row).toEqual([]);
  });

  it('saves the keys sealed (no plaintext in the row) and reads them back masked, never whole', async () => {
    const res = await put(tokens.alpha, 'alpha.localhost', ALPHA_STRIPE_KEYS);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Stripe configuration saved successfully');
    expect(body.data).toMatchObject({
      scope: 'reseller',
      configured: true,
      publishable_key: ALPHA_STRIPE_KEYS.publishable_key,
      secret_key_masked: 'sk_test_…••••AbCd',
      webhook_secret_masked: 'whsec_…••••WxYz',
    });
    expect(res.body).not.toContain(ALPHA_STRIPE_KEYS.secret_key);
    expect(res.body).not.toContain(ALPHA_STRIPE_KEYS.webhook_secret);

    const row = await ctx.db
      .selectFrom('reseller_payment_settings')
      .selectAll()
      .where('reseller_id', '=', alpha)
      .executeTakeFirstOrThrow();
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('AlphaSecretKey');
    expect(stored).not.toContain('AlphaSigningSecret');
    const box = secretBoxFor(ctx.config);
    expect(box.open(row.secret_key_encrypted as string)).toBe(ALPHA_STRIPE_KEYS.secret_key);
    expect(box.open(row.webhook_secret_encrypted as string)).toBe(ALPHA_STRIPE_KEYS.webhook_secret);

    const again = await get(tokens.alpha, 'alpha.localhost');
    expect(again.json().data).toEqual(body.data);
    expect(again.body).not.toContain(ALPHA_STRIPE_KEYS.secret_key);
  });

  it('keeps the saved secrets when they are left blank', async () => {
    const res = await put(tokens.alpha, 'alpha.localhost', {
      publishable_key: 'pk_test_51AlphaPublishable000000000002',
      secret_key: '',
      webhook_secret: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      publishable_key: 'pk_test_51AlphaPublishable000000000002',
      secret_key_masked: 'sk_test_…••••AbCd',
      webhook_secret_masked: 'whsec_…••••WxYz',
    });
    const liveWithTestSecret = await put(tokens.alpha, 'alpha.localhost', {
      publishable_key: 'pk_live_51AlphaPublishable000000000002',
    });
    expect(liveWithTestSecret.statusCode).toBe(422);
    expect(liveWithTestSecret.json().errors).toEqual({
      publishable_key: [
        'The publishable and secret keys must both be test keys or both be live keys',
      ],
    });
  });

  it("never shows or changes another tenant's keys", async () => {
    const betaView = await get(tokens.beta, 'beta.localhost');
    expect(betaView.statusCode).toBe(200);
    expect(betaView.json().data).toMatchObject({ configured: false, publishable_key: null });
    expect(betaView.json().data.webhook_url).toMatch(new RegExp(`/reseller/${beta}$`));
    // Beta's admin on alpha's site is not signed in there.
    expect([401, 403]).toContain((await get(tokens.beta, 'alpha.localhost')).statusCode);
    expect([401, 403]).toContain(
      (await put(tokens.beta, 'alpha.localhost', ALPHA_STRIPE_KEYS)).statusCode,
    );
    // A user of alpha holds no such right.
    expect((await get(tokens.user, 'alpha.localhost')).statusCode).toBe(403);
    expect((await put(tokens.user, 'alpha.localhost', ALPHA_STRIPE_KEYS)).statusCode).toBe(403);
    const alphaRow = await ctx.db
      .selectFrom('reseller_payment_settings')
      .select('publishable_key')
      .where('reseller_id', '=', alpha)
      .executeTakeFirstOrThrow();
    expect(alphaRow.publishable_key).toBe('pk_test_51AlphaPublishable000000000002');
  });

  it("shows a platform admin the platform's provider, read-only, without a secret", async () => {
    const res = await get(tokens.admin, 'localhost');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        scope: 'platform',
        provider: 'sandbox',
        currency: 'usd',
        configured: true,
        webhook_url: `${ctx.config.appUrl}/api/webhooks/sandbox`,
      },
    });
    expect((await put(tokens.admin, 'localhost', ALPHA_STRIPE_KEYS)).statusCode).toBe(403);
  });

  it("sends a reseller's checkout to its own Stripe account; others use the platform's provider", async () => {
    stub.seen.length = 0;
    const own = await paymentProviderFor(ctx.app, alpha);
    expect(own?.name).toBe('stripe');
    const session = await own?.createCheckout(CHECKOUT);
    expect(session?.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_reseller/);
    expect(stub.seen).toHaveLength(1);
    const call = stub.seen[0] as Seen;
    expect(call.path).toBe('POST /v1/checkout/sessions');
    expect(call.authorization).toBe(`Bearer ${ALPHA_STRIPE_KEYS.secret_key}`);
    expect(call.params.get('client_reference_id')).toBe(CHECKOUT.reference);
    expect(call.params.get('metadata[purpose]')).toBe('test_purpose');
    const documented = documentedSessionParameters();
    const sent = [...new Set([...call.params.keys()].map((key) => key.split('[')[0] as string))];
    expect(documented).toContain('client_reference_id');
    expect(sent.filter((name) => !documented.includes(name))).toEqual([]);
    expect((await paymentProviderFor(ctx.app, beta))?.name).toBe('sandbox');
    expect((await paymentProviderFor(ctx.app, null))?.name).toBe('sandbox');
    expect(stub.seen).toHaveLength(1);
  });

  const sendWebhook = (resellerId: number | string, payload: string, signature: string) =>
    request(ctx.app, {
      method: 'POST',
      url: `/api/webhooks/stripe/reseller/${resellerId}`,
      host: 'localhost:3000',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload,
    });

  it("verifies a reseller's webhook with its own signing secret and runs the purpose's handler", async () => {
    handled.length = 0;
    const payload = completedEvent('sub_ref_alpha_1');
    const good = signer.webhooks.generateTestHeaderString({
      payload,
      secret: ALPHA_STRIPE_KEYS.webhook_secret,
    });
    const res = await sendWebhook(alpha, payload, good);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(handled).toHaveLength(1);
    expect(handled[0]?.provider).toBe('stripe');
    expect(handled[0]?.event).toMatchObject({
      type: 'checkout.completed',
      reference: 'sub_ref_alpha_1',
      amount: 4900,
      subscriptionId: 'sub_alpha_1',
    });

    const forged = signer.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_SomebodyElsesSecret000000000000',
    });
    const refused = await sendWebhook(alpha, payload, forged);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Invalid webhook signature');
    expect((await sendWebhook(alpha, payload, '')).statusCode).toBe(400);
    // Beta has no keys: no endpoint; an unknown reseller neither.
    expect((await sendWebhook(beta, payload, good)).statusCode).toBe(404);
    expect((await sendWebhook(999999, payload, good)).statusCode).toBe(404);
    expect(handled).toHaveLength(1);
  });

  const remove = (token: string, host: string) =>
    request(ctx.app, { method: 'DELETE', url: '/api/admin/stripe-configuration', host, token });

  it("removes a reseller's keys: its customers pay through the platform again, its webhook endpoint closes", async () => {
    // Nobody else may remove alpha's keys.
    expect([401, 403]).toContain((await remove(tokens.beta, 'alpha.localhost')).statusCode);
    expect((await remove(tokens.user, 'alpha.localhost')).statusCode).toBe(403);
    expect((await remove(tokens.admin, 'localhost')).statusCode).toBe(403);
    expect((await paymentProviderFor(ctx.app, alpha))?.name).toBe('stripe');

    const res = await remove(tokens.alpha, 'alpha.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(STRIPE_CONFIGURATION_REMOVED);
    expect(res.json().data).toMatchObject({
      scope: 'reseller',
      configured: false,
      publishable_key: null,
      secret_key_masked: null,
    });
    const row = await ctx.db
      .selectFrom('reseller_payment_settings')
      .selectAll()
      .where('reseller_id', '=', alpha)
      .executeTakeFirst();
    expect(row).toBeUndefined();
    expect((await paymentProviderFor(ctx.app, alpha))?.name).toBe('sandbox');
    const payload = completedEvent('sub_ref_alpha_2');
    const signed = signer.webhooks.generateTestHeaderString({
      payload,
      secret: ALPHA_STRIPE_KEYS.webhook_secret,
    });
    expect((await sendWebhook(alpha, payload, signed)).statusCode).toBe(404);
    // Removing again changes nothing.
    expect((await remove(tokens.alpha, 'alpha.localhost')).statusCode).toBe(200);
  });
});

describe('the secrets never reach the logs', () => {
  it('logs no key or secret while saving and reading them', async () => {
    const { database, dispose } = await openTestDatabase('sqlite');
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = testConfig({ secretsEncryptionKey: randomBytes(32).toString('base64') });
    const app = await buildApp(config, { database, logger: { level: 'trace', stream } });
    try {
      await app.ready();
      const reseller = await insertReseller(database.db, { subdomain: 'gamma' });
      const admin = await insertUser(database.db, {
        role: 'reseller_admin',
        reseller_id: reseller,
      });
      const token = await login(app, admin, 'gamma.localhost');
      const saved = await request(app, {
        method: 'PUT',
        url: '/api/admin/stripe-configuration',
        host: 'gamma.localhost',
        token,
        payload: ALPHA_STRIPE_KEYS,
      });
      expect(saved.statusCode).toBe(200);
      await request(app, {
        method: 'GET',
        url: '/api/admin/stripe-configuration',
        host: 'gamma.localhost',
        token,
      });
      const logged = lines.join('');
      expect(logged).toContain('/api/admin/stripe-configuration');
      expect(logged).not.toContain('AlphaSecretKey');
      expect(logged).not.toContain('AlphaSigningSecret');
      expect(logged).not.toContain(config.secretsEncryptionKey as string);
    } finally {
      await app.close();
      await dispose();
    }
  });
});
