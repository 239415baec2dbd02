import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  insertAcme,
  insertNotifiedStaff,
  insertReseller,
  insertUser,
  login,
  type UserFixture,
} from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';
import { lastOutboxId, outboxSince } from './helpers/outbox';

const THANKS = 'Thank you for your message! We will get back to you soon.';
const ACME = 'acme.localhost:3000';

describe.each(databases)('contact form on %s', (dialect) => {
  let acmeId: number;
  let platformAdmin: UserFixture;
  let superAdmin: UserFixture;
  let acmeAdmin: UserFixture;
  let otherAcmeAdmin: UserFixture;
  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    acmeId = await insertAcme(ctx.db);
    const globexId = await insertReseller(ctx.db, { subdomain: 'globex' });
    ({ platformAdmin, superAdmin, acmeAdmin } = await insertNotifiedStaff(ctx.db, acmeId));
    otherAcmeAdmin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: acmeId });
    // Never notified either: a plain user, another reseller's admin.
    await insertUser(ctx.db, { role: 'user' });
    await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: globexId });
  });

  let ipSeq = 0;
  const newIp = () => `10.2.0.${(ipSeq += 1)}`;
  const send = (payload: Record<string, unknown>, host = 'localhost', ip = newIp()) =>
    request(ctx.app, { method: 'POST', url: '/api/contact', host, payload, remoteAddress: ip });
  const newest = () =>
    ctx.db
      .selectFrom('contact_messages')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  const form = {
    first_name: 'Jane',
    last_name: 'Doe',
    email: 'Jane.Doe@Example.test',
    phone: '+1 555 0100',
    message: 'Can your assistant book appointments for a dental clinic?',
  };

  describe('POST /api/contact', () => {
    it('stores the message, emails the platform admins and thanks the sender', async () => {
      const since = await lastOutboxId(ctx.db);
      const res = await send(form);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: THANKS });

      const stored = await newest();
      expect(stored).toMatchObject({
        reseller_id: null,
        first_name: 'Jane',
        last_name: 'Doe',
        email: 'jane.doe@example.test',
        phone: '+1 555 0100',
        message: form.message,
      });

      const mails = await outboxSince(ctx.db, since);
      expect(mails.map((m) => m.to).sort()).toEqual([platformAdmin.email, superAdmin.email].sort());
      for (const mail of mails) {
        expect(mail.subject).toBe('New contact message from Jane Doe');
        expect(mail.reseller_id).toBeNull();
        expect(mail.text).toContain('Email: jane.doe@example.test');
        expect(mail.text).toContain(form.message);
        expect(mail.html).toContain('href="http://localhost:3000/admin/contacts"');
      }
    });

    it("on a reseller's subdomain: stored for that reseller, its reseller admins get a branded email", async () => {
      const since = await lastOutboxId(ctx.db);
      const res = await send({ ...form, phone: '', message: 'Hello <b>Acme</b>' }, ACME);
      expect(res.json()).toEqual({ success: true, message: THANKS });
      const stored = await newest();
      expect(stored.reseller_id).toBe(acmeId);
      expect(stored.phone).toBeNull();

      const mails = await outboxSince(ctx.db, since);
      expect(mails.map((m) => m.to).sort()).toEqual([acmeAdmin.email, otherAcmeAdmin.email].sort());
      expect(mails[0]?.reseller_id).toBe(acmeId);
      expect(mails[0]?.html).toContain('Acme Voice');
      expect(mails[0]?.html).toContain('#0F766E');
      expect(mails[0]?.html).toContain('Hello &lt;b&gt;Acme&lt;/b&gt;');
      expect(mails[0]?.text).toContain('Phone: not given');
    });

    it('answers 422 with the field errors of the contact schema', async () => {
      const res = await send({ email: 'nope' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'The given data was invalid.',
        errors: {
          first_name: ['First name is required'],
          last_name: ['Last name is required'],
          email: ['Please enter a valid email address'],
          message: ['Message is required'],
        },
      });
      const long = await send({ ...form, phone: '1'.repeat(21) });
      expect(long.json().errors).toEqual({
        phone: ['Phone number must be less than 20 characters'],
      });
    });

    it('throttles to 5 messages a minute per client IP', async () => {
      const ip = newIp();
      for (let i = 0; i < 5; i += 1)
        expect((await send(form, 'localhost', ip)).statusCode).toBe(200);
      const res = await send(form, 'localhost', ip);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/^Too many messages\. Please try again in \d+ seconds\.$/);
      expect((await send(form, 'localhost', newIp())).statusCode).toBe(200);
    });
  });

  describe('GET /api/admin/contacts', () => {
    it('platform admins see every message, newest first, paginated', async () => {
      const total = (await ctx.db.selectFrom('contact_messages').select('id').execute()).length;
      const res = await request(ctx.app, {
        method: 'GET',
        url: '/api/admin/contacts?per_page=3&page=1',
        token: await login(ctx.app, platformAdmin),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(body.data).toHaveLength(3);
      expect(body.data[0]).toEqual({
        id: expect.any(Number),
        reseller_id: null,
        reseller_name: null,
        first_name: 'Jane',
        last_name: 'Doe',
        email: 'jane.doe@example.test',
        phone: '+1 555 0100',
        message: form.message,
        created_at: expect.any(String),
      });
      expect(body.pagination).toEqual({
        current_page: 1,
        last_page: Math.ceil(total / 3),
        per_page: 3,
        total,
        from: 1,
        to: 3,
      });
    });

    it("a reseller admin sees only its reseller's messages", async () => {
      const res = await request(ctx.app, {
        method: 'GET',
        url: '/api/admin/contacts',
        host: ACME,
        token: await login(ctx.app, acmeAdmin, ACME),
      });
      expect(res.statusCode).toBe(200);
      const { data, pagination } = res.json();
      expect(pagination.total).toBe(1);
      expect(data[0]).toMatchObject({
        reseller_id: acmeId,
        reseller_name: 'acme Org',
        message: 'Hello <b>Acme</b>',
      });
    });

    it('answers 403 to users and 401 without a token', async () => {
      const user = await insertUser(ctx.db);
      const res = await request(ctx.app, {
        method: 'GET',
        url: '/api/admin/contacts',
        token: await login(ctx.app, user),
      });
      expect(res.statusCode).toBe(403);
      expect(
        (await request(ctx.app, { method: 'GET', url: '/api/admin/contacts' })).statusCode,
      ).toBe(401);
    });
  });
});
