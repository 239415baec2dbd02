import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { stripeProvider } from '../src/domains/billing/payments/stripe-provider';
import {
  ALPHA,
  callAs,
  DAY,
  insertPlan,
  insertSubscription,
  transactionsBy,
} from './helpers/billing';
import { insertReseller, insertUser, login } from './helpers/fixtures';
import { postStripeWebhook, stripePayments } from './helpers/stripe-webhooks';
import { createTestContext, databases } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

/**
 * Plan changes through the Stripe adapter, offline: a local server plays api.stripe.com for the three calls a plan
 * change makes (GET /v1/subscriptions/{id}, POST /v1/products, POST /v1/subscriptions/{id}) and checks every form
 * field against the documented parameters of those operations. The contract is copied from Stripe's OpenAPI spec3
 * (tag v524, API version 2023-08-16: PostSubscriptionsSubscriptionExposedId and PostProducts; descriptions
 * removed); the answers follow its subscription, product and invoice fixtures.
 */
const SUBSCRIPTION_UPDATE_PARAMETERS = [
  'add_invoice_items',
  'application_fee_percent',
  'automatic_tax',
  'billing_cycle_anchor',
  'billing_thresholds',
  'cancel_at',
  'cancel_at_period_end',
  'cancellation_details',
  'collection_method',
  'coupon',
  'days_until_due',
  'default_payment_method',
  'default_source',
  'default_tax_rates',
  'description',
  'expand',
  'items',
  'metadata',
  'off_session',
  'on_behalf_of',
  'pause_collection',
  'payment_behavior',
  'payment_settings',
  'pending_invoice_item_interval',
  'promotion_code',
  'proration_behavior',
  'proration_date',
  'transfer_data',
  'trial_end',
  'trial_from_plan',
  'trial_settings',
];
const PRORATION_BEHAVIORS = ['always_invoice', 'create_prorations', 'none'];
const PAYMENT_BEHAVIORS = [
  'allow_incomplete',
  'default_incomplete',
  'error_if_incomplete',
  'pending_if_incomplete',
];
/** items[] of the update (subscription_item_update_params) and its price_data (recurring_price_data). */
const ITEM_PARAMETERS = [
  'billing_thresholds',
  'clear_usage',
  'deleted',
  'id',
  'metadata',
  'price',
  'price_data',
  'quantity',
  'tax_rates',
];
const PRICE_DATA_PARAMETERS = [
  'currency',
  'product',
  'recurring',
  'tax_behavior',
  'unit_amount',
  'unit_amount_decimal',
];
const PRICE_DATA_REQUIRED = ['currency', 'product', 'recurring'];
const PRODUCT_PARAMETERS = [
  'active',
  'default_price_data',
  'description',
  'expand',
  'features',
  'id',
  'images',
  'metadata',
  'name',
  'package_dimensions',
  'shippable',
  'statement_descriptor',
  'tax_code',
  'unit_label',
  'url',
];

type Form = Record<string, unknown>;

/** `a[b][0][c]=v` (Stripe's form encoding) -> nested objects and arrays. */
function parseForm(body: string): Form {
  const root: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Form = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[index + 1] ?? '');
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Form;
    });
  }
  return root;
}

const unknownKeys = (value: Form, allowed: string[], at: string) =>
  Object.keys(value)
    .filter((key) => !allowed.includes(key))
    .map((key) => `${at}${key}: not a documented parameter`);

/** Problems of a POST /v1/subscriptions/{id} form against the documented operation. */
function checkSubscriptionUpdate(form: Form): string[] {
  const problems = unknownKeys(form, SUBSCRIPTION_UPDATE_PARAMETERS, '');
  if (form.proration_behavior !== undefined) {
    if (!PRORATION_BEHAVIORS.includes(String(form.proration_behavior))) {
      problems.push('proration_behavior: not in the enum');
    }
  }
  if (form.payment_behavior !== undefined) {
    if (!PAYMENT_BEHAVIORS.includes(String(form.payment_behavior))) {
      problems.push('payment_behavior: not in the enum');
    }
  }
  if (form.proration_date !== undefined && !/^\d+$/.test(String(form.proration_date))) {
    problems.push('proration_date: not a unix time');
  }
  if (form.cancel_at_period_end !== undefined) {
    if (!['true', 'false'].includes(String(form.cancel_at_period_end))) {
      problems.push('cancel_at_period_end: not a boolean');
    }
  }
  for (const [i, item] of ((form.items as Form[] | undefined) ?? []).entries()) {
    problems.push(...unknownKeys(item, ITEM_PARAMETERS, `items[${i}].`));
    const priceData = item.price_data as Form | undefined;
    if (!priceData) continue;
    problems.push(...unknownKeys(priceData, PRICE_DATA_PARAMETERS, `items[${i}].price_data.`));
    for (const name of PRICE_DATA_REQUIRED) {
      if (!(name in priceData)) problems.push(`items[${i}].price_data.${name}: required`);
    }
    const interval = (priceData.recurring as Form | undefined)?.interval;
    if (!['day', 'week', 'month', 'year'].includes(String(interval))) {
      problems.push(`items[${i}].price_data.recurring.interval: not in the enum`);
    }
    if (!/^\d+$/.test(String(priceData.unit_amount))) {
      problems.push(`items[${i}].price_data.unit_amount: not an integer`);
    }
  }
  return problems;
}

interface Received {
  path: string;
  form: Form;
  idempotencyKey: string | undefined;
  problems: string[];
}

async function startStub() {
  const received: Received[] = [];
  let decline = false;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (piece: string) => (raw += piece));
    req.on('end', () => {
      const form = parseForm(raw);
      const route = `${req.method} ${(req.url ?? '').split('?')[0]}`;
      const problems = route.startsWith('POST /v1/subscriptions/')
        ? checkSubscriptionUpdate(form)
        : route === 'POST /v1/products'
          ? [
              ...unknownKeys(form, PRODUCT_PARAMETERS, ''),
              ...('name' in form ? [] : ['name: required']),
            ]
          : [];
      received.push({
        path: route,
        form,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        problems,
      });
      res.setHeader('content-type', 'application/json');
      const send = (status: number, body: object) => {
        res.statusCode = status;
        res.end(JSON.stringify(body));
      };
      const session = /^GET \/v1\/checkout\/sessions\/(cs_\w+)$/.exec(route)?.[1];
      if (session) {
        const now = Math.floor(Date.now() / 1000);
        return send(200, {
          id: session,
          object: 'checkout.session',
          status: session === 'cs_done' ? 'complete' : 'open',
          url: session === 'cs_done' ? null : `https://checkout.stripe.com/c/pay/${session}`,
          expires_at: session === 'cs_expiring' ? now + 60 : now + 3600,
        });
      }
      if (route === 'GET /v1/subscriptions/sub_stub') {
        return send(200, subscription());
      }
      if (route === 'POST /v1/products') {
        return send(200, { id: 'prod_stub', object: 'product', name: form.name, active: true });
      }
      if (route === 'POST /v1/subscriptions/sub_stub') {
        if (decline && form.proration_behavior === 'always_invoice') {
          return send(402, {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
            },
          });
        }
        const invoiced = form.proration_behavior === 'always_invoice';
        const items = form.items as Form[] | undefined;
        const amount = Number((items?.[0]?.price_data as Form | undefined)?.unit_amount ?? 0);
        return send(200, {
          ...subscription(amount),
          cancel_at_period_end: form.cancel_at_period_end === 'true',
          latest_invoice: invoiced
            ? {
                id: 'in_stub_upgrade',
                object: 'invoice',
                status: 'paid',
                amount_due: 2500,
                amount_paid: 2500,
                billing_reason: 'subscription_update',
                subscription: 'sub_stub',
              }
            : 'in_stub_first',
        });
      }
      return send(404, { error: { type: 'invalid_request_error', message: 'No route' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    received,
    setDecline(value: boolean) {
      decline = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A subscription as Stripe answers it (fixture shape, 2023-08-16 period fields). */
function subscription(amount = 2900) {
  const now = Math.floor(Date.now() / 1000);
  return {
    id: 'sub_stub',
    object: 'subscription',
    status: 'active',
    customer: 'cus_stub',
    cancel_at_period_end: false,
    current_period_start: now - 15 * 86400,
    current_period_end: now + 15 * 86400,
    items: {
      object: 'list',
      data: [
        {
          id: 'si_stub',
          object: 'subscription_item',
          created: now,
          metadata: {},
          subscription: 'sub_stub',
          price: {
            id: 'price_stub',
            object: 'price',
            currency: 'usd',
            product: 'prod_first',
            unit_amount: amount,
            recurring: { interval: 'month', interval_count: 1 },
          },
        },
      ],
    },
    latest_invoice: 'in_stub_first',
    metadata: {},
  };
}

describe.each(databases)('plan changes through the Stripe adapter on %s', (dialect) => {
  let stub: Awaited<ReturnType<typeof startStub>>;
  let dataDir: string;
  let alpha: number;
  const plans = {} as Record<'basic' | 'pro' | 'mini', number>;

  beforeAll(async () => {
    stub = await startStub();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-stripe-plan-'));
  });
  const ctx = useTestContext(() =>
    createTestContext(dialect, {
      config: { dataDir, payments: stripePayments(stub.base) },
    }),
  );
  beforeAll(async () => {
    alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
    plans.mini = await insertPlan(ctx.db, { name: 'Mini', price: 9, reseller_id: alpha });
    plans.basic = await insertPlan(ctx.db, { name: 'Basic', price: 29, reseller_id: alpha });
    plans.pro = await insertPlan(ctx.db, { name: 'Pro', price: 79, reseller_id: alpha });
  });
  afterAll(async () => {
    await stub.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    stub.received.length = 0;
    stub.setDecline(false);
  });

  /** A customer on Basic, paid through Stripe Checkout, half-way through its period. */
  async function stripeCustomer() {
    const user = await insertUser(ctx.db, { reseller_id: alpha });
    const token = await login(ctx.app, user, ALPHA);
    const start = new Date(Date.now() - 15 * DAY);
    const id = await insertSubscription(ctx.db, {
      user_id: user.id,
      reseller_id: alpha,
      package_id: plans.basic,
      amount: 29,
      reference: `sub_ref_${user.id}`,
      provider: 'stripe',
      provider_subscription_id: 'sub_stub',
      provider_customer_id: 'cus_stub',
      current_period_start: start.toISOString(),
      current_period_end: new Date(start.getTime() + 30 * DAY).toISOString(),
    });
    return { user, token, id };
  }

  const post = (token: string, url: string, payload?: object) =>
    callAs(ctx.app, 'POST', url, token, ALPHA, payload);

  it('upgrades with always_invoice at the previewed proration date; the invoice is the one transaction', async () => {
    const { user, token } = await stripeCustomer();
    const preview = await callAs(
      ctx.app,
      'GET',
      `/api/subscriptions/upgrade-preview?package_id=${plans.pro}`,
      token,
      ALPHA,
    );
    const prorationDate = preview.json().data.proration_date as string;
    const res = await post(token, '/api/subscriptions/upgrade', {
      package_id: plans.pro,
      proration_date: prorationDate,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.subscription).toMatchObject({ package: { name: 'Pro' }, amount: 79 });

    expect(stub.received.map((call) => call.path)).toEqual([
      'GET /v1/subscriptions/sub_stub',
      'POST /v1/products',
      'POST /v1/subscriptions/sub_stub',
    ]);
    expect(stub.received.flatMap((call) => call.problems)).toEqual([]);
    const update = stub.received[2] as Received;
    expect(update.form).toMatchObject({
      items: [
        {
          id: 'si_stub',
          price_data: {
            currency: 'usd',
            product: 'prod_stub',
            unit_amount: '7900',
            recurring: { interval: 'month' },
          },
        },
      ],
      proration_behavior: 'always_invoice',
      proration_date: String(Math.floor(Date.parse(prorationDate) / 1000)),
      payment_behavior: 'error_if_incomplete',
      expand: ['latest_invoice'],
    });
    expect(update.idempotencyKey).toMatch(/^upgrade_\d+_\d+_\d+$/);
    const payments = await transactionsBy(ctx.db, 'user_id', user.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ provider: 'stripe', provider_ref: 'in_stub_upgrade' });
    expect(Number(payments[0]?.amount)).toBe(25);

    // Stripe's invoice.paid of that proration (billing_reason subscription_update) records nothing more.
    const payload = JSON.stringify({
      id: 'evt_upgrade_invoice',
      object: 'event',
      api_version: '2023-08-16',
      created: Math.floor(Date.now() / 1000),
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_stub_upgrade_paid',
          object: 'invoice',
          subscription: 'sub_stub',
          amount_paid: 2500,
          currency: 'usd',
          billing_reason: 'subscription_update',
        },
      },
    });
    const hook = await postStripeWebhook(ctx.app, payload);
    expect(hook.statusCode).toBe(200);
    expect(await transactionsBy(ctx.db, 'user_id', user.id)).toHaveLength(1);
  });

  it('answers 402 and changes nothing when Stripe cannot charge the card', async () => {
    const { user, token } = await stripeCustomer();
    stub.setDecline(true);
    const res = await post(token, '/api/subscriptions/upgrade', { package_id: plans.pro });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Your card was declined.');
    const row = await ctx.db
      .selectFrom('subscriptions')
      .select(['package_id', 'amount'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.package_id).toBe(plans.basic);
    expect(await transactionsBy(ctx.db, 'user_id', user.id)).toHaveLength(0);
  });

  it('schedules a downgrade with proration none, and cancel and resume set cancel_at_period_end', async () => {
    const { token } = await stripeCustomer();
    const down = await post(token, '/api/subscriptions/downgrade', { package_id: plans.mini });
    expect(down.statusCode).toBe(200);
    const update = stub.received.at(-1) as Received;
    expect(update.problems).toEqual([]);
    expect(update.form).toMatchObject({
      proration_behavior: 'none',
      items: [{ id: 'si_stub', price_data: { unit_amount: '900' } }],
    });
    expect(update.form).not.toHaveProperty('proration_date');

    stub.received.length = 0;
    expect((await post(token, '/api/subscriptions/cancel')).statusCode).toBe(200);
    expect((await post(token, '/api/subscriptions/resume')).statusCode).toBe(200);
    expect(stub.received.map((call) => [call.path, call.form])).toEqual([
      ['POST /v1/subscriptions/sub_stub', { cancel_at_period_end: 'true' }],
      ['POST /v1/subscriptions/sub_stub', { cancel_at_period_end: 'false' }],
    ]);
    expect(stub.received.flatMap((call) => call.problems)).toEqual([]);
  });
});

describe('reusing a Stripe checkout (GET /v1/checkout/sessions/{id})', () => {
  it('answers an open session with time left, and nothing for a paid or expiring one', async () => {
    const stub = await startStub();
    try {
      const provider = stripeProvider(stripePayments(stub.base));
      expect(await provider.openCheckout?.('cs_open')).toEqual({
        id: 'cs_open',
        url: 'https://checkout.stripe.com/c/pay/cs_open',
      });
      expect(await provider.openCheckout?.('cs_done')).toBeNull();
      expect(await provider.openCheckout?.('cs_expiring')).toBeNull();
      expect(stub.received.map((call) => call.path)).toEqual([
        'GET /v1/checkout/sessions/cs_open',
        'GET /v1/checkout/sessions/cs_done',
        'GET /v1/checkout/sessions/cs_expiring',
      ]);
    } finally {
      await stub.close();
    }
  });
});
