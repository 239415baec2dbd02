import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import {
  stripeConnectionOptions,
  toPaymentEvent,
} from '../src/domains/billing/payments/stripe-provider';
import { stripeEvent, stripePayments } from './helpers/stripe-webhooks';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';
import { seededResellerPackageId } from './helpers/fixtures';
import { readContract } from './helpers/contracts';

/**
 * The Stripe adapter, tested offline: a local HTTP server plays api.stripe.com for
 * POST /v1/checkout/sessions, checks every form field the SDK sends against the documented parameters of
 * that operation, and answers a checkout.session built from Stripe's own fixture. Webhooks are signed
 * with stripe.webhooks.generateTestHeaderString.
 *
 * The contract below is extracted from server/test/contracts/stripe.subset.json (stripe/openapi spec3 at tag
 * v524, API version 2023-08-16; descriptions removed), and a test checks that it still matches that file, so a
 * newer subset shows what changed for the adapter. The fixture is Stripe's own checkout.session from
 * contracts/stripe.fixtures.subset.json (stripe/openapi fixtures3.json, tag v2436).
 *
 * API version caveat: stripe 22.5.0 sends Stripe-Version 2026-07-29.dahlia, the subset documents
 * 2023-08-16. The checkout-session fields used by the adapter are the same in both (see
 * contracts/stripe-twilio-notes.md); invoice and subscription payloads differ and are not used yet.
 */

/** POST /v1/checkout/sessions (PostCheckoutSessions) and the checkout.session schema, 2023-08-16. */
const CONTRACT = {
  operationId: 'PostCheckoutSessions',
  parameters: [
    'after_expiration',
    'allow_promotion_codes',
    'automatic_tax',
    'billing_address_collection',
    'cancel_url',
    'client_reference_id',
    'consent_collection',
    'currency',
    'custom_fields',
    'custom_text',
    'customer',
    'customer_creation',
    'customer_email',
    'customer_update',
    'discounts',
    'expand',
    'expires_at',
    'invoice_creation',
    'line_items',
    'locale',
    'metadata',
    'mode',
    'payment_intent_data',
    'payment_method_collection',
    'payment_method_options',
    'payment_method_types',
    'phone_number_collection',
    'setup_intent_data',
    'shipping_address_collection',
    'shipping_options',
    'submit_type',
    'subscription_data',
    'success_url',
    'tax_id_collection',
  ],
  required: ['success_url'],
  schemas: {
    mode: { enum: ['payment', 'setup', 'subscription'], type: 'string' },
    line_items: {
      items: {
        properties: {
          adjustable_quantity: {
            properties: {
              enabled: { type: 'boolean' },
              maximum: { type: 'integer' },
              minimum: { type: 'integer' },
            },
            required: ['enabled'],
            type: 'object',
          },
          dynamic_tax_rates: { items: { maxLength: 5000, type: 'string' }, type: 'array' },
          price: { maxLength: 5000, type: 'string' },
          price_data: {
            properties: {
              currency: { type: 'string' },
              product: { maxLength: 5000, type: 'string' },
              product_data: {
                properties: {
                  description: { maxLength: 40000, type: 'string' },
                  images: { items: { type: 'string' }, type: 'array' },
                  metadata: { additionalProperties: { type: 'string' }, type: 'object' },
                  name: { maxLength: 5000, type: 'string' },
                  tax_code: { maxLength: 5000, type: 'string' },
                },
                required: ['name'],
                type: 'object',
              },
              recurring: {
                properties: {
                  interval: { enum: ['day', 'month', 'week', 'year'], type: 'string' },
                  interval_count: { type: 'integer' },
                },
                required: ['interval'],
                type: 'object',
              },
              tax_behavior: { enum: ['exclusive', 'inclusive', 'unspecified'], type: 'string' },
              unit_amount: { type: 'integer' },
              unit_amount_decimal: { format: 'decimal', type: 'string' },
            },
            required: ['currency'],
            type: 'object',
          },
          quantity: { type: 'integer' },
          tax_rates: { items: { maxLength: 5000, type: 'string' }, type: 'array' },
        },
        type: 'object',
      },
      type: 'array',
    },
    customer_email: { type: 'string' },
    client_reference_id: { maxLength: 200, type: 'string' },
    success_url: { maxLength: 5000, type: 'string' },
    cancel_url: { maxLength: 5000, type: 'string' },
    metadata: { additionalProperties: { type: 'string' }, type: 'object' },
    subscription_data: {
      properties: {
        application_fee_percent: { type: 'number' },
        billing_cycle_anchor: { format: 'unix-time', type: 'integer' },
        default_tax_rates: { items: { maxLength: 5000, type: 'string' }, type: 'array' },
        description: { maxLength: 500, type: 'string' },
        metadata: { additionalProperties: { type: 'string' }, type: 'object' },
        on_behalf_of: { type: 'string' },
        proration_behavior: { enum: ['create_prorations', 'none'], type: 'string' },
        transfer_data: {
          properties: { amount_percent: { type: 'number' }, destination: { type: 'string' } },
          required: ['destination'],
          type: 'object',
        },
        trial_end: { format: 'unix-time', type: 'integer' },
        trial_period_days: { type: 'integer' },
        trial_settings: {
          properties: {
            end_behavior: {
              properties: {
                missing_payment_method: {
                  enum: ['cancel', 'create_invoice', 'pause'],
                  type: 'string',
                },
              },
              required: ['missing_payment_method'],
              type: 'object',
            },
          },
          required: ['end_behavior'],
          type: 'object',
        },
      },
      type: 'object',
    },
    payment_intent_data: {
      properties: {
        application_fee_amount: { type: 'integer' },
        capture_method: { enum: ['automatic', 'automatic_async', 'manual'], type: 'string' },
        description: { maxLength: 1000, type: 'string' },
        metadata: { additionalProperties: { type: 'string' }, type: 'object' },
        on_behalf_of: { type: 'string' },
        receipt_email: { type: 'string' },
        setup_future_usage: { enum: ['off_session', 'on_session'], type: 'string' },
        shipping: {
          properties: {
            address: {
              properties: {
                city: { maxLength: 5000, type: 'string' },
                country: { maxLength: 5000, type: 'string' },
                line1: { maxLength: 5000, type: 'string' },
                line2: { maxLength: 5000, type: 'string' },
                postal_code: { maxLength: 5000, type: 'string' },
                state: { maxLength: 5000, type: 'string' },
              },
              required: ['line1'],
              type: 'object',
            },
            carrier: { maxLength: 5000, type: 'string' },
            name: { maxLength: 5000, type: 'string' },
            phone: { maxLength: 5000, type: 'string' },
            tracking_number: { maxLength: 5000, type: 'string' },
          },
          required: ['address', 'name'],
          type: 'object',
        },
        statement_descriptor: { maxLength: 22, type: 'string' },
        statement_descriptor_suffix: { maxLength: 22, type: 'string' },
        transfer_data: {
          properties: { amount: { type: 'integer' }, destination: { type: 'string' } },
          required: ['destination'],
          type: 'object',
        },
        transfer_group: { type: 'string' },
      },
      type: 'object',
    },
  },
  response: {
    required: [
      'automatic_tax',
      'created',
      'custom_fields',
      'custom_text',
      'expires_at',
      'id',
      'livemode',
      'mode',
      'object',
      'payment_method_types',
      'payment_status',
      'shipping_options',
    ],
    properties: [
      'after_expiration',
      'allow_promotion_codes',
      'amount_subtotal',
      'amount_total',
      'automatic_tax',
      'billing_address_collection',
      'cancel_url',
      'client_reference_id',
      'consent',
      'consent_collection',
      'created',
      'currency',
      'currency_conversion',
      'custom_fields',
      'custom_text',
      'customer',
      'customer_creation',
      'customer_details',
      'customer_email',
      'expires_at',
      'id',
      'invoice',
      'invoice_creation',
      'line_items',
      'livemode',
      'locale',
      'metadata',
      'mode',
      'object',
      'payment_intent',
      'payment_link',
      'payment_method_collection',
      'payment_method_options',
      'payment_method_types',
      'payment_status',
      'phone_number_collection',
      'recovered_from',
      'setup_intent',
      'shipping_address_collection',
      'shipping_cost',
      'shipping_details',
      'shipping_options',
      'status',
      'submit_type',
      'subscription',
      'success_url',
      'tax_id_collection',
      'total_details',
      'url',
    ],
  },
} as const;
/** The parts of stripe.fixtures.subset.json this test reads. */
interface StripeFixtures {
  resources: { 'checkout.session': { id: string } & Record<string, unknown> };
}

/** The parts of stripe.subset.json the contract check reads (the document is Stripe's spec3). */
interface StripeSpec {
  paths: {
    '/v1/checkout/sessions': {
      post: {
        operationId: string;
        requestBody: {
          content: {
            'application/x-www-form-urlencoded': {
              schema: Required<Pick<JsonSchema, 'properties'>> & JsonSchema;
            };
          };
        };
      };
    };
  };
  components: {
    schemas: { 'checkout.session': Required<Pick<JsonSchema, 'properties'>> & JsonSchema };
  };
}

/** Stripe's checkout.session fixture (what stripe-mock answers). */
const FIXTURE = readContract<StripeFixtures>('stripe.fixtures.subset.json').resources[
  'checkout.session'
];

type JsonSchema = {
  type?: string;
  enum?: readonly string[];
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: readonly JsonSchema[];
};
type FormValue = string | FormValue[] | { [key: string]: FormValue };

/** `a[b][0][c]=v` form fields (Stripe's deepObject encoding) -> nested objects and arrays. */
function parseForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Record<string, FormValue> | FormValue[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const container = node as Record<string, FormValue>;
      if (last) {
        container[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[index + 1] ?? '');
      container[part] ??= nextIsIndex ? [] : {};
      node = container[part] as Record<string, FormValue>;
    });
  }
  return root;
}

/** Problems of a form value against a JSON schema of the OpenAPI operation (empty: valid). */
function validate(value: FormValue | undefined, schema: JsonSchema, at: string): string[] {
  if (schema.anyOf) {
    return schema.anyOf.some((option) => validate(value, option, at).length === 0)
      ? []
      : [`${at}: matches no alternative`];
  }
  if (value === undefined) return [`${at}: missing`];
  switch (schema.type) {
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return [`${at}: not an object`];
      const problems: string[] = [];
      for (const name of schema.required ?? []) {
        if (!(name in value)) problems.push(`${at}.${name}: required`);
      }
      for (const [name, child] of Object.entries(value)) {
        const childSchema =
          schema.properties?.[name] ??
          (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : null);
        if (!childSchema) problems.push(`${at}.${name}: not a documented parameter`);
        else problems.push(...validate(child, childSchema, `${at}.${name}`));
      }
      return problems;
    }
    case 'array':
      if (!Array.isArray(value)) return [`${at}: not an array`];
      return value.flatMap((item, i) => validate(item, schema.items ?? {}, `${at}[${i}]`));
    case 'string':
      if (typeof value !== 'string') return [`${at}: not a string`];
      if (schema.enum && !schema.enum.includes(value)) return [`${at}: not one of ${schema.enum}`];
      if (schema.maxLength !== undefined && value.length > schema.maxLength) {
        return [`${at}: longer than ${schema.maxLength}`];
      }
      return [];
    case 'integer':
      return typeof value === 'string' && /^-?\d+$/.test(value) ? [] : [`${at}: not an integer`];
    case 'number':
      return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
        ? []
        : [`${at}: not a number`];
    case 'boolean':
      return value === 'true' || value === 'false' ? [] : [`${at}: not a boolean`];
    default:
      return [];
  }
}

/** Every problem of a POST /v1/checkout/sessions form body against the documented operation. */
function checkSessionParams(params: Record<string, FormValue>): string[] {
  const problems: string[] = [];
  for (const name of CONTRACT.required) if (!(name in params)) problems.push(`${name}: required`);
  for (const [name, value] of Object.entries(params)) {
    if (!(CONTRACT.parameters as readonly string[]).includes(name)) {
      problems.push(`${name}: not a documented parameter`);
      continue;
    }
    const schema = (CONTRACT.schemas as Record<string, JsonSchema>)[name];
    if (!schema) problems.push(`${name}: sent, but not expected from the adapter`);
    else problems.push(...validate(value, schema, name));
  }
  return problems;
}

interface Recorded {
  path: string;
  headers: http.IncomingHttpHeaders;
  params: Record<string, FormValue>;
  problems: string[];
}

/** A local stand-in for api.stripe.com: POST /v1/checkout/sessions only. */
async function startStripeStub() {
  const received: Recorded[] = [];
  let failNext: { status: number; body: object } | null = null;
  let counter = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (piece: string) => (raw += piece));
    req.on('end', () => {
      const params = parseForm(raw);
      const record: Recorded = {
        path: `${req.method} ${req.url}`,
        headers: req.headers,
        params,
        problems: checkSessionParams(params),
      };
      received.push(record);
      res.setHeader('content-type', 'application/json');
      if (record.path !== 'POST /v1/checkout/sessions') {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No route' } }));
        return;
      }
      if (failNext) {
        res.statusCode = failNext.status;
        res.end(JSON.stringify(failNext.body));
        failNext = null;
        return;
      }
      counter += 1;
      const id = `cs_test_stub${counter}${'x'.repeat(40)}`;
      const lineItem = (params.line_items as Record<string, FormValue>[] | undefined)?.[0];
      const priceData = lineItem?.price_data as Record<string, string> | undefined;
      const created = Math.floor(Date.now() / 1000);
      res.statusCode = 200;
      res.end(
        JSON.stringify({
          ...FIXTURE,
          id,
          url: `https://checkout.stripe.com/c/pay/${id}`,
          mode: params.mode,
          success_url: params.success_url,
          cancel_url: params.cancel_url,
          client_reference_id: params.client_reference_id ?? null,
          customer_email: params.customer_email ?? null,
          metadata: params.metadata ?? {},
          currency: priceData?.currency ?? null,
          amount_subtotal: Number(priceData?.unit_amount ?? 0),
          amount_total: Number(priceData?.unit_amount ?? 0),
          status: 'open',
          payment_status: 'unpaid',
          created,
          expires_at: created + 24 * 3600,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    received,
    failNext(status: number, body: object) {
      failNext = { status, body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the Stripe adapter units', () => {
  it('turns STRIPE_API_BASE into the SDK host, port and protocol', () => {
    expect(stripeConnectionOptions('http://127.0.0.1:12111')).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
    expect(stripeConnectionOptions('https://stripe.internal')).toEqual({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
    expect(stripeConnectionOptions(null)).toEqual({});
  });

  it('maps checkout events: paid -> completed, unpaid/other -> ignored, expired -> failed', () => {
    const session = {
      ...FIXTURE,
      client_reference_id: 'rr_1',
      amount_total: 2500,
      currency: 'usd',
      metadata: { purpose: 'reseller_registration' },
      subscription: 'sub_123',
    };
    const paid = toPaymentEvent(
      stripeEvent('checkout.session.completed', {
        ...session,
        payment_status: 'paid',
      }) as unknown as Stripe.Event,
    );
    expect(paid).toMatchObject({
      type: 'checkout.completed',
      reference: 'rr_1',
      amount: 2500,
      currency: 'usd',
      providerId: FIXTURE.id,
      subscriptionId: 'sub_123',
      customerEmail: 'example@example.com',
      metadata: { purpose: 'reseller_registration' },
    });
    const unpaid = toPaymentEvent(
      stripeEvent('checkout.session.completed', session) as unknown as Stripe.Event,
    );
    expect(unpaid.type).toBe('ignored');
    const expired = toPaymentEvent(
      stripeEvent('checkout.session.expired', session) as unknown as Stripe.Event,
    );
    expect(expired).toMatchObject({ type: 'checkout.failed', reference: 'rr_1' });
    const other = toPaymentEvent(
      stripeEvent('customer.created', session) as unknown as Stripe.Event,
    );
    expect(other).toMatchObject({ type: 'ignored', providerType: 'customer.created' });
  });

  it('uses a contract that still matches contracts/stripe.subset.json', () => {
    const spec = readContract<StripeSpec>('stripe.subset.json');
    const operation = spec.paths['/v1/checkout/sessions'].post;
    const schema = operation.requestBody.content['application/x-www-form-urlencoded'].schema;
    expect(operation.operationId).toBe(CONTRACT.operationId);
    expect(Object.keys(schema.properties).sort()).toEqual([...CONTRACT.parameters]);
    expect(schema.required).toEqual([...CONTRACT.required]);
    const strip = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(strip);
      if (!node || typeof node !== 'object') return node;
      return Object.fromEntries(
        Object.entries(node)
          .filter(
            ([key, value]) =>
              !(['description', 'title'].includes(key) && typeof value === 'string'),
          )
          .map(([key, value]) => [
            key,
            key === 'properties'
              ? Object.fromEntries(
                  Object.entries(value as object).map(([name, child]) => [name, strip(child)]),
                )
              : strip(value),
          ]),
      );
    };
    for (const [name, documented] of Object.entries(CONTRACT.schemas)) {
      expect(strip(schema.properties[name])).toEqual(documented);
    }
    const session = spec.components.schemas['checkout.session'];
    expect(session.required).toEqual([...CONTRACT.response.required]);
    expect(Object.keys(session.properties).sort()).toEqual([...CONTRACT.response.properties]);
  });
});

describe.each(databases)('Stripe checkout and webhooks on %s', (dialect) => {
  let stub: Awaited<ReturnType<typeof startStripeStub>>;
  let dataDir: string;
  let packageId: number;
  const stripe = new Stripe('sk_test_signing_only');

  beforeAll(async () => {
    stub = await startStripeStub();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-stripe-'));
  });
  const ctx = useTestContext(() =>
    createTestContext(dialect, {
      config: { dataDir, payments: stripePayments(stub.base) },
    }),
  );
  beforeAll(async () => {
    packageId = await seededResellerPackageId(ctx.db, 'Reseller Starter');
  });
  afterAll(async () => {
    await stub.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    stub.received.length = 0;
  });

  const register = (subdomain: string, interval: 'monthly' | 'yearly') =>
    request(ctx.app, {
      method: 'POST',
      url: '/api/register-reseller',
      host: 'localhost:3000',
      payload: {
        org_name: `${subdomain} Calls`,
        company_email: `info@${subdomain}.test`,
        subdomain_name: subdomain,
        admin_name: 'Stripe Admin',
        admin_email: `admin@${subdomain}.test`,
        admin_phone: '+1 555 0199',
        billing_interval: interval,
        terms: true,
        reseller_package_id: packageId,
      },
    });

  const subscriptionOf = (subdomain: string) =>
    ctx.db
      .selectFrom('reseller_subscriptions as s')
      .innerJoin('resellers as r', 'r.id', 's.reseller_id')
      .select([
        's.reference',
        's.provider',
        's.provider_checkout_id',
        's.status',
        'r.id as reseller_id',
        'r.status as reseller_status',
      ])
      .where('r.subdomain', '=', subdomain)
      .executeTakeFirstOrThrow();

  const sendWebhook = (payload: string, signature: string) =>
    request(ctx.app, {
      method: 'POST',
      url: '/api/webhooks/stripe',
      host: 'localhost:3000',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload,
    });

  it('creates a subscription-mode Checkout Session with documented parameters only', async () => {
    const res = await register('stripeco', 'monthly');
    expect(res.statusCode).toBe(201);
    expect(stub.received).toHaveLength(1);
    const call = stub.received[0] as Recorded;
    expect(call.path).toBe('POST /v1/checkout/sessions');
    expect(call.problems).toEqual([]);
    expect(call.headers.authorization).toBe('Bearer sk_test_local_123');
    expect(call.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(call.headers['stripe-version']).toBe('2026-07-29.dahlia');
    const row = await subscriptionOf('stripeco');
    expect(call.headers['idempotency-key']).toBe(`checkout-${row.reference}`);
    expect(call.params).toMatchObject({
      mode: 'subscription',
      client_reference_id: row.reference,
      customer_email: 'admin@stripeco.test',
      success_url: `http://localhost:3000/reseller-registration/success?reference=${row.reference}`,
      cancel_url: 'http://localhost:3000/reseller-registration?checkout=cancelled',
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'usd',
            unit_amount: '9900',
            product_data: { name: 'Reseller Starter reseller plan (monthly) for stripeco' },
            recurring: { interval: 'month' },
          },
        },
      ],
      metadata: { purpose: 'reseller_registration', reference: row.reference },
      subscription_data: { metadata: { purpose: 'reseller_registration' } },
    });
    expect(res.json()).toEqual({
      success: true,
      checkout_url: `https://checkout.stripe.com/c/pay/${row.provider_checkout_id}`,
    });
    expect(row).toMatchObject({
      provider: 'stripe',
      status: 'pending',
      reseller_status: 'pending',
    });
  });

  it('sends the yearly price as a yearly recurring price', async () => {
    const res = await register('stripeyear', 'yearly');
    expect(res.statusCode).toBe(201);
    const call = stub.received[0] as Recorded;
    expect(call.problems).toEqual([]);
    expect(call.params.line_items).toEqual([
      expect.objectContaining({
        price_data: expect.objectContaining({
          unit_amount: '99000',
          recurring: { interval: 'year' },
        }),
      }),
    ]);
  });

  it('activates the reseller from a signed checkout.session.completed, once', async () => {
    const row = await subscriptionOf('stripeco');
    const session = {
      ...FIXTURE,
      id: row.provider_checkout_id,
      mode: 'subscription',
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: row.reference,
      amount_total: 9900,
      currency: 'usd',
      subscription: 'sub_test_123',
      customer_email: 'admin@stripeco.test',
      metadata: { purpose: 'reseller_registration', reference: row.reference },
    };
    const payload = JSON.stringify(stripeEvent('checkout.session.completed', session), null, 2);
    const signature = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_test_local_123',
    });
    for (let i = 0; i < 2; i += 1) {
      const res = await sendWebhook(payload, signature);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    const after = await subscriptionOf('stripeco');
    expect(after).toMatchObject({ status: 'active', reseller_status: 'active' });
    const stored = await ctx.db
      .selectFrom('reseller_subscriptions')
      .select('provider_subscription_id')
      .where('reference', '=', row.reference)
      .executeTakeFirstOrThrow();
    expect(stored.provider_subscription_id).toBe('sub_test_123');
    const transactions = await ctx.db
      .selectFrom('transactions')
      .selectAll()
      .where('reseller_id', '=', row.reseller_id)
      .execute();
    expect(transactions).toHaveLength(1);
    expect(transactions[0]).toMatchObject({
      provider: 'stripe',
      provider_ref: row.provider_checkout_id,
      status: 'completed',
      currency: 'USD',
      reference: row.reference,
    });
    expect(Number(transactions[0]?.amount)).toBe(99);
    const mail = await ctx.db
      .selectFrom('email_outbox')
      .select('text')
      .where('to', '=', 'admin@stripeco.test')
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain('http://stripeco.localhost:3000/password-reset/');
    // One receipt, though the webhook came twice.
    const receipts = await ctx.db
      .selectFrom('email_outbox')
      .select('subject')
      .where('to', '=', 'admin@stripeco.test')
      .where('subject', 'like', 'Your receipt%')
      .execute();
    expect(receipts).toEqual([{ subject: `Your receipt #${transactions[0]?.id}: $99.00` }]);
  });

  it('refuses a webhook with a bad signature (400) and changes nothing', async () => {
    await register('stripebad', 'monthly');
    const row = await subscriptionOf('stripebad');
    const payload = JSON.stringify(
      stripeEvent('checkout.session.completed', {
        ...FIXTURE,
        id: row.provider_checkout_id,
        payment_status: 'paid',
        client_reference_id: row.reference,
        amount_total: 9900,
        currency: 'usd',
        metadata: { purpose: 'reseller_registration' },
      }),
    );
    const wrongSecret = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_someone_else',
    });
    const stale = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_test_local_123',
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    const good = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_test_local_123',
    });
    for (const [body, signature] of [
      [payload, wrongSecret],
      [payload, stale],
      [payload.replace('"paid"', '"unpaid"'), good],
      [payload, 'garbage'],
    ]) {
      const res = await sendWebhook(body ?? '', signature ?? '');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Invalid webhook signature' });
    }
    expect((await subscriptionOf('stripebad')).status).toBe('pending');
    const sandbox = await request(ctx.app, {
      method: 'POST',
      url: '/api/webhooks/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(sandbox.statusCode).toBe(404);
    const page = await request(ctx.app, { method: 'GET', url: '/sandbox/checkout.css' });
    expect(page.statusCode).not.toBe(200);
  });

  it('answers 200 to events that need no action', async () => {
    const payload = JSON.stringify(stripeEvent('customer.created', { id: 'cus_1' }));
    const signature = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_test_local_123',
    });
    const res = await sendWebhook(payload, signature);
    expect(res.statusCode).toBe(200);
  });

  it('undoes the registration when Stripe refuses the checkout (502), so it can be retried', async () => {
    stub.failNext(400, {
      error: { type: 'invalid_request_error', message: 'Invalid currency', param: 'currency' },
    });
    const res = await register('stripefail', 'monthly');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      message: 'The payment could not be started. Please try again in a few minutes.',
    });
    const left = await ctx.db
      .selectFrom('resellers')
      .select('id')
      .where('subdomain', '=', 'stripefail')
      .executeTakeFirst();
    expect(left).toBeUndefined();
    const retry = await register('stripefail', 'monthly');
    expect(retry.statusCode).toBe(201);
  });
});
