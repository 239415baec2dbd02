import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { insertReseller, insertUser } from './helpers/fixtures';
import {
  createTestContext,
  createTestContextWithDataDir,
  databases,
  request,
} from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

/** A real PNG of the given size (solid colour), encoded here so that its bytes are genuine. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x4f)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
/** A 1x1 GIF89a. */
const GIF = Buffer.from(
  '47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b',
  'hex',
);

async function multipart(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file)
    form.append(
      'logo_file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type }),
      file.name,
    );
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

describe.each(databases)('reseller registration on %s', (dialect) => {
  let packageId: number;
  let freePackageId: number;

  const ctx = useTestContext(() => createTestContextWithDataDir(dialect));
  beforeAll(async () => {
    const packages = await ctx.db.selectFrom('reseller_packages').select(['id', 'price']).execute();
    packageId = packages.find((p) => Number(p.price) === 249)?.id ?? 0;
    const now = new Date().toISOString();
    const free = await ctx.db
      .insertInto('reseller_packages')
      .values({
        name: 'Partner Trial',
        description: 'Free',
        price: 0,
        yearly_price: 0,
        voice_agents_limit: 1,
        minutes_limit: 100,
        support_level: 'Community',
        sort_order: 9,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    freePackageId = free.id;
    await insertReseller(ctx.db, { subdomain: 'taken', org_name: 'Taken Inc' });
    await insertUser(ctx.db, { email: 'taken@example.test' });
  });

  const post = (url: string, payload: object, host = 'localhost:3000') =>
    request(ctx.app, { method: 'POST', url, host, payload });

  const validFields = (over: Record<string, string> = {}) => ({
    org_name: 'Acme Voice',
    company_email: 'hello@acme.test',
    subdomain_name: 'acme',
    admin_name: 'Ada Admin',
    admin_email: 'ada@acme.test',
    admin_phone: '+1 555 0100',
    billing_interval: 'monthly',
    terms: '1',
    reseller_package_id: String(packageId),
    ...over,
  });

  const register = async (
    fields: Record<string, string>,
    file?: { bytes: Buffer; name: string; type: string },
    host = 'localhost:3000',
  ) => {
    const body = await multipart(fields, file);
    return request(ctx.app, {
      method: 'POST',
      url: '/api/register-reseller',
      host,
      payload: body.payload,
      headers: body.headers,
    });
  };

  describe('GET /api/reseller-packages', () => {
    it('lists the three seeded plans in order with formatted limits and a yearly saving up to 17%', async () => {
      const res = await request(ctx.app, { method: 'GET', url: '/api/reseller-packages' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.success).toBe(true);
      const seeded = body.data.filter((p: { name: string }) => p.name.startsWith('Reseller '));
      expect(seeded.map((p: { name: string }) => p.name)).toEqual([
        'Reseller Starter',
        'Reseller Growth',
        'Reseller Enterprise',
      ]);
      expect(Object.keys(seeded[0]).sort()).toEqual(
        [
          'id',
          'name',
          'price',
          'yearly_price',
          'description',
          'is_popular',
          'formatted_voice_agents_limit',
          'formatted_minutes_limit',
          'support_level',
        ].sort(),
      );
      expect(seeded[1]).toMatchObject({
        price: 249,
        yearly_price: 2490,
        is_popular: true,
        formatted_voice_agents_limit: '50',
        formatted_minutes_limit: '10,000',
      });
      expect(seeded[2]).toMatchObject({
        formatted_voice_agents_limit: 'Unlimited',
        formatted_minutes_limit: 'Unlimited',
        is_popular: false,
      });
      for (const p of seeded) {
        const saving = (p.price * 12 - p.yearly_price) / (p.price * 12);
        expect(saving).toBeGreaterThan(0.15);
        expect(saving).toBeLessThanOrEqual(0.17);
      }
    });

    it('leaves out inactive packages', async () => {
      await ctx.db
        .updateTable('reseller_packages')
        .set({ is_active: 0 })
        .where('name', '=', 'Reseller Starter')
        .execute();
      const res = await request(ctx.app, { method: 'GET', url: '/api/reseller-packages' });
      expect(res.json().data.map((p: { name: string }) => p.name)).not.toContain(
        'Reseller Starter',
      );
      await ctx.db
        .updateTable('reseller_packages')
        .set({ is_active: 1 })
        .where('name', '=', 'Reseller Starter')
        .execute();
    });
  });

  describe('POST /api/check-domain-availability', () => {
    it('accepts a free, well-formed subdomain', async () => {
      const res = await post('/api/check-domain-availability', { subdomain: 'new-partner-1' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ available: true });
    });

    it('refuses taken (case-insensitive) and reserved names', async () => {
      for (const subdomain of ['taken', 'TAKEN', 'www', 'api', 'Admin', 'app', 'billing']) {
        const res = await post('/api/check-domain-availability', { subdomain });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          available: false,
          message: 'This subdomain is already taken by another reseller',
        });
      }
    });

    it('answers 422 for a malformed or missing subdomain', async () => {
      for (const subdomain of ['-acme', 'acme-', 'ac_me', 'ac me', 'acmé', 'a'.repeat(64)]) {
        const res = await post('/api/check-domain-availability', { subdomain });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.subdomain).toEqual([
          'Subdomain name can only contain letters, numbers, and hyphens',
        ]);
      }
      const ok = await post('/api/check-domain-availability', { subdomain: 'a'.repeat(63) });
      expect(ok.json()).toEqual({ available: true });
      const missing = await post('/api/check-domain-availability', {});
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors.subdomain).toEqual(['Subdomain name is required']);
    });

    it('releases the names of a registration abandoned at the checkout for over a day', async () => {
      const old = new Date(Date.now() - 26 * 3600_000).toISOString();
      const resellerId = await insertReseller(ctx.db, {
        subdomain: 'abandoned',
        status: 'pending',
        created_at: old,
      });
      await insertUser(ctx.db, {
        email: 'gone@abandoned.test',
        role: 'reseller_admin',
        reseller_id: resellerId,
      });
      await ctx.db
        .updateTable('users')
        .set({ status: 'pending' })
        .where('email', '=', 'gone@abandoned.test')
        .execute();
      await insertReseller(ctx.db, { subdomain: 'recent', status: 'pending' });

      const res = await post('/api/check-domain-availability', { subdomain: 'abandoned' });
      expect(res.json()).toEqual({ available: true });
      const email = await post('/api/check-email-availability', { email: 'gone@abandoned.test' });
      expect(email.json()).toEqual({ available: true });
      const still = await post('/api/check-domain-availability', { subdomain: 'recent' });
      expect(still.json().available).toBe(false);
    });

    it("is not available on a reseller's subdomain", async () => {
      const res = await post(
        '/api/check-domain-availability',
        { subdomain: 'x' },
        'taken.localhost',
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not Found' });
    });
  });

  describe('POST /api/check-email-availability', () => {
    it('tells whether an email is registered', async () => {
      const free = await post('/api/check-email-availability', { email: 'nobody@acme.test' });
      expect(free.json()).toEqual({ available: true });
      const taken = await post('/api/check-email-availability', { email: 'Taken@Example.test' });
      expect(taken.json()).toEqual({
        available: false,
        message: 'This email is already registered by another user',
      });
      const bad = await post('/api/check-email-availability', { email: 'not-an-email' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.email).toEqual(['Please enter a valid email address']);
    });
  });

  describe('POST /api/register-reseller', () => {
    it("answers 422 with the spec's message for every missing field", async () => {
      const res = await register({});
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        org_name: ['Organization name is required'],
        subdomain_name: ['Subdomain name is required'],
        admin_name: ['Admin name is required'],
        admin_email: ['Admin email is required'],
        admin_phone: ['Admin phone is required'],
        reseller_package_id: ['Please select a package'],
        terms: ['You must agree to the terms and conditions'],
      });
    });

    it('refuses unaccepted terms, a bad email, a bad subdomain and a long phone', async () => {
      const res = await register(
        validFields({
          terms: '0',
          admin_email: 'nope',
          subdomain_name: 'bad_name',
          admin_phone: '1'.repeat(21),
        }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        terms: ['You must agree to the terms and conditions'],
        admin_email: ['Please enter a valid email address'],
        subdomain_name: ['Subdomain name can only contain letters, numbers, and hyphens'],
        admin_phone: ['Phone number must be less than 20 characters'],
      });
    });

    it('re-checks the subdomain, the email and the package on the server', async () => {
      const res = await register(
        validFields({
          subdomain_name: 'Taken',
          admin_email: 'taken@example.test',
          reseller_package_id: '999999',
        }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        subdomain_name: ['This subdomain is already taken by another reseller'],
        admin_email: ['This email is already registered by another user'],
        reseller_package_id: ['Please select a reseller package'],
      });
      const reserved = await register(validFields({ subdomain_name: 'www' }));
      expect(reserved.json().errors.subdomain_name).toEqual([
        'This subdomain is already taken by another reseller',
      ]);
    });

    it('checks the real type of the logo from its bytes', async () => {
      const fake = await register(validFields(), {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
        name: 'logo.png',
        type: 'image/png',
      });
      expect(fake.statusCode).toBe(422);
      expect(fake.json().errors).toEqual({ logo_file: ['Please choose a PNG, JPG or GIF image'] });
    });

    it('refuses a logo larger than 800x400 px', async () => {
      const res = await register(validFields(), {
        bytes: png(801, 10),
        name: 'wide.png',
        type: 'image/png',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        logo_file: ['The logo must be at most 800x400 pixels'],
      });
    });

    it('answers a clear 422 (not a 500) for a logo over 2 MB', async () => {
      const big = Buffer.concat([png(10, 10), Buffer.alloc(2 * 1024 * 1024 + 10, 1)]);
      const res = await register(validFields(), { bytes: big, name: 'big.png', type: 'image/png' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ logo_file: ['The image must be 2MB or smaller'] });
      const stored = await ctx.db
        .selectFrom('resellers')
        .select('id')
        .where('subdomain', '=', 'acme')
        .executeTakeFirst();
      expect(stored).toBeUndefined();
    });

    it('refuses a second file', async () => {
      const form = new FormData();
      for (const [k, v] of Object.entries(validFields())) form.append(k, v);
      form.append('logo_file', new Blob([GIF], { type: 'image/gif' }), 'a.gif');
      form.append('logo_file', new Blob([GIF], { type: 'image/gif' }), 'b.gif');
      const encoded = new Response(form);
      const res = await request(ctx.app, {
        method: 'POST',
        url: '/api/register-reseller',
        host: 'localhost',
        payload: Buffer.from(await encoded.arrayBuffer()),
        headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ logo_file: ['Only one logo file can be uploaded'] });
    });

    it("is not available on a reseller's subdomain", async () => {
      const res = await register(validFields(), undefined, 'taken.localhost:3000');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not Found' });
    });

    it('creates a pending reseller, admin and subscription, stores the logo and answers a checkout URL', async () => {
      const logo = png(400, 200);
      const res = await register(validFields({ subdomain_name: 'Acme' }), {
        bytes: logo,
        name: 'logo.png',
        type: 'image/png',
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(body.checkout_url).toMatch(/^http:\/\/localhost:3000\/sandbox\/checkout\/cs_sandbox_/);

      const reseller = await ctx.db
        .selectFrom('resellers')
        .selectAll()
        .where('subdomain', '=', 'acme')
        .executeTakeFirstOrThrow();
      expect(reseller).toMatchObject({
        org_name: 'Acme Voice',
        app_name: 'Acme Voice',
        company_email: 'hello@acme.test',
        status: 'pending',
      });
      expect(reseller.logo_url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
      const file = path.join(ctx.config.dataDir, 'uploads', path.basename(reseller.logo_url ?? ''));
      expect(fs.readFileSync(file).equals(logo)).toBe(true);
      const served = await request(ctx.app, { method: 'GET', url: reseller.logo_url ?? '' });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(logo)).toBe(true);

      const admin = await ctx.db
        .selectFrom('users')
        .select(['role', 'status', 'reseller_id', 'phone', 'password_hash'])
        .where('email', '=', 'ada@acme.test')
        .executeTakeFirstOrThrow();
      expect(admin).toMatchObject({
        role: 'reseller_admin',
        status: 'pending',
        reseller_id: reseller.id,
        phone: '+1 555 0100',
      });
      expect(admin.password_hash.startsWith('scrypt$')).toBe(false);

      const subscription = await ctx.db
        .selectFrom('reseller_subscriptions')
        .selectAll()
        .where('reseller_id', '=', reseller.id)
        .executeTakeFirstOrThrow();
      expect(subscription).toMatchObject({
        status: 'pending',
        billing_interval: 'monthly',
        currency: 'USD',
        provider: 'sandbox',
      });
      expect(Number(subscription.amount)).toBe(249);
      expect(body.checkout_url.endsWith(subscription.provider_checkout_id ?? 'none')).toBe(true);

      // The pending subdomain and email are taken now; the pending admin cannot sign in anywhere.
      const again = await post('/api/check-domain-availability', { subdomain: 'ACME' });
      expect(again.json().available).toBe(false);
      const email = await post('/api/check-email-availability', { email: 'ada@acme.test' });
      expect(email.json().available).toBe(false);
      const site = await request(ctx.app, {
        method: 'GET',
        url: '/api/public-settings',
        host: 'acme.localhost:3000',
      });
      // A pending reseller's site is not live yet (plugins/tenant.ts).
      expect(site.statusCode).toBe(403);
      expect(site.json()).toMatchObject({ success: false, reason: 'pending' });
    });

    it('charges the yearly price for yearly billing', async () => {
      const res = await register(
        validFields({
          subdomain_name: 'yearly-co',
          admin_email: 'y@yearly.test',
          billing_interval: 'yearly',
        }),
        { bytes: GIF, name: 'logo.gif', type: 'image/gif' },
      );
      expect(res.statusCode).toBe(201);
      const row = await ctx.db
        .selectFrom('reseller_subscriptions as s')
        .innerJoin('resellers as r', 'r.id', 's.reseller_id')
        .select(['s.amount', 's.billing_interval', 'r.logo_url'])
        .where('r.subdomain', '=', 'yearly-co')
        .executeTakeFirstOrThrow();
      expect(Number(row.amount)).toBe(2490);
      expect(row.billing_interval).toBe('yearly');
      expect(row.logo_url).toMatch(/\.gif$/);
      const session = await ctx.db
        .selectFrom('sandbox_checkout_sessions')
        .select(['amount', 'interval', 'currency'])
        .where('id', '=', res.json().checkout_url.split('/').pop())
        .executeTakeFirstOrThrow();
      expect(session).toEqual({ amount: 249000, interval: 'year', currency: 'usd' });
    });

    it('activates at once for a free package and emails a welcome link', async () => {
      const res = await register(
        validFields({
          subdomain_name: 'freebie',
          admin_email: 'owner@freebie.test',
          reseller_package_id: String(freePackageId),
        }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        success: true,
        message: 'Registration successful! Check your email to set your password.',
      });
      const reseller = await ctx.db
        .selectFrom('resellers')
        .select(['id', 'status'])
        .where('subdomain', '=', 'freebie')
        .executeTakeFirstOrThrow();
      expect(reseller.status).toBe('active');
      const admin = await ctx.db
        .selectFrom('users')
        .select('status')
        .where('email', '=', 'owner@freebie.test')
        .executeTakeFirstOrThrow();
      expect(admin.status).toBe('active');
      const mail = await ctx.db
        .selectFrom('email_outbox')
        .selectAll()
        .where('to', '=', 'owner@freebie.test')
        .executeTakeFirstOrThrow();
      expect(mail.reseller_id).toBe(reseller.id);
      expect(mail.text).toMatch(
        /http:\/\/freebie\.localhost:3000\/password-reset\/[A-Za-z0-9_-]+\?email=owner%40freebie\.test/,
      );
      const transactions = await ctx.db
        .selectFrom('transactions')
        .select('id')
        .where('reseller_id', '=', reseller.id)
        .execute();
      expect(transactions).toEqual([]);
      const site = await request(ctx.app, {
        method: 'GET',
        url: '/api/public-settings',
        host: 'freebie.localhost:3000',
      });
      expect(site.json().data).toMatchObject({ site_title: 'Acme Voice', is_main_host: false });
    });
  });
});

describe.each(databases)('reseller registration limits on %s', (dialect) => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-reseller-'));
  });
  const ctx = useTestContext(() =>
    createTestContext(dialect, {
      config: {
        dataDir,
        rateLimit: { enabled: true, max: 1000, authMax: 1000 },
        resellerRegistrationMax: 2,
        payments: { ...createTestPayments(), provider: 'none' },
      },
    }),
  );
  afterAll(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('throttles registrations per IP (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await request(ctx.app, {
        method: 'POST',
        url: '/api/register-reseller',
        host: 'localhost',
        payload: {},
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json()).toEqual({ message: 'Too Many Attempts.' });
    }
    expect(statuses).toEqual([422, 422, 429]);
  });
});

function createTestPayments() {
  return {
    provider: 'sandbox' as const,
    currency: 'usd',
    sandboxWebhookSecret: 'whsec_test_sandbox',
    stripeSecretKey: null,
    stripeWebhookSecret: null,
    stripeApiBase: null,
  };
}
