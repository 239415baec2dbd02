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

const SENT = 'Thank you! Your demo request has been sent. We will contact you soon.';
const ACME = 'acme.localhost:3000';
const GLOBEX = 'globex.localhost:3000';

describe.each(databases)('demo requests on %s', (dialect) => {
  let acmeId: number;
  let globexId: number;
  let platformAdmin: UserFixture;
  let superAdmin: UserFixture;
  let acmeAdmin: UserFixture;
  let globexAdmin: UserFixture;
  let mainUser: UserFixture;
  let acmeUser: UserFixture;
  let tokens: {
    platform: string;
    acmeAdmin: string;
    globexAdmin: string;
    mainUser: string;
    acmeUser: string;
  };

  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    acmeId = await insertAcme(ctx.db);
    globexId = await insertReseller(ctx.db, { subdomain: 'globex' });
    ({ platformAdmin, superAdmin, acmeAdmin } = await insertNotifiedStaff(ctx.db, acmeId));
    globexAdmin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: globexId });
    mainUser = await insertUser(ctx.db, { role: 'user' });
    acmeUser = await insertUser(ctx.db, { role: 'user', reseller_id: acmeId });
    tokens = {
      platform: await login(ctx.app, platformAdmin),
      acmeAdmin: await login(ctx.app, acmeAdmin, ACME),
      globexAdmin: await login(ctx.app, globexAdmin, GLOBEX),
      mainUser: await login(ctx.app, mainUser),
      acmeUser: await login(ctx.app, acmeUser, ACME),
    };
  });

  const form = {
    name: 'Jane Doe',
    email: 'Jane.Doe@Example.test',
    phone: '+1 555 0100',
    company: 'Doe Dental',
    preferred_time: 'Weekday mornings',
    message: 'We would like to see the appointment booking.',
  };
  /** The request `form` sent by the main host's user, as stored (the email in lower case). */
  const storedFromMainUser = () => ({
    reseller_id: null,
    user_id: mainUser.id,
    name: 'Jane Doe',
    email: 'jane.doe@example.test',
    phone: '+1 555 0100',
    company: 'Doe Dental',
    preferred_time: 'Weekday mornings',
    message: form.message,
    status: 'new',
  });
  const send = (token: string, payload: Record<string, unknown>, host = 'localhost') =>
    request(ctx.app, { method: 'POST', url: '/api/demo-requests', host, token, payload });
  const list = (token: string, query = '', host = 'localhost') =>
    request(ctx.app, { method: 'GET', url: `/api/admin/demo-requests${query}`, host, token });
  const patch = (token: string, id: number, payload: unknown, host = 'localhost') =>
    request(ctx.app, {
      method: 'PATCH',
      url: `/api/admin/demo-requests/${id}`,
      host,
      token,
      payload: payload as Record<string, unknown>,
    });
  const newest = () =>
    ctx.db.selectFrom('demo_requests').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

  describe('POST /api/demo-requests', () => {
    it('stores the request on the main host and emails the platform admins', async () => {
      const since = await lastOutboxId(ctx.db);
      const res = await send(tokens.mainUser, form);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ success: true, message: SENT });
      expect(await newest()).toMatchObject(storedFromMainUser());
      const mails = await outboxSince(ctx.db, since);
      expect(mails.map((m) => m.to).sort()).toEqual([platformAdmin.email, superAdmin.email].sort());
      for (const mail of mails) {
        expect(mail.subject).toBe('New demo request from Jane Doe');
        expect(mail.reseller_id).toBeNull();
        expect(mail.text).toContain('Company: Doe Dental');
        expect(mail.text).toContain('Preferred time: Weekday mornings');
        expect(mail.html).toContain('href="http://localhost:3000/admin/demo-requests"');
      }
    });

    it("on a reseller's site: stored for the reseller, only its admins get a branded email", async () => {
      const since = await lastOutboxId(ctx.db);
      const res = await send(
        tokens.acmeUser,
        { name: 'Acme <b>Buyer</b>', email: 'buyer@acme.test', phone: '', company: null },
        ACME,
      );
      expect(res.statusCode).toBe(201);
      const stored = await newest();
      expect(stored).toMatchObject({
        reseller_id: acmeId,
        user_id: acmeUser.id,
        phone: null,
        company: null,
        preferred_time: null,
        message: null,
      });
      const mails = await outboxSince(ctx.db, since);
      expect(mails.map((m) => m.to)).toEqual([acmeAdmin.email]);
      expect(mails[0]?.reseller_id).toBe(acmeId);
      expect(mails[0]?.html).toContain('Acme Voice');
      expect(mails[0]?.html).toContain('#0F766E');
      expect(mails[0]?.html).toContain('Acme &lt;b&gt;Buyer&lt;/b&gt;');
      expect(mails[0]?.html).toContain('href="http://acme.localhost:3000/admin/demo-requests"');
      expect(mails[0]?.text).toContain('Phone: not given');
    });

    it('answers 422 with clear field errors and stores nothing', async () => {
      const before = (await ctx.db.selectFrom('demo_requests').select('id').execute()).length;
      const res = await send(tokens.mainUser, { email: 'nope' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'The given data was invalid.',
        errors: {
          name: ['Name is required'],
          email: ['Please enter a valid email address'],
        },
      });
      const long = await send(tokens.mainUser, {
        ...form,
        phone: '1'.repeat(21),
        company: 'c'.repeat(256),
        preferred_time: 't'.repeat(256),
        message: 'm'.repeat(5001),
      });
      expect(long.json().errors).toEqual({
        phone: ['Phone number must be less than 20 characters'],
        company: ['Company must be less than 255 characters'],
        preferred_time: ['Preferred time must be less than 255 characters'],
        message: ['Message must be less than 5000 characters'],
      });
      expect((await ctx.db.selectFrom('demo_requests').select('id').execute()).length).toBe(before);
    });

    it('needs a signed-in user', async () => {
      const res = await request(ctx.app, {
        method: 'POST',
        url: '/api/demo-requests',
        payload: form,
      });
      expect(res.statusCode).toBe(401);
    });

    it('throttles each user to 5 requests an hour', async () => {
      const user = await insertUser(ctx.db, { role: 'user' });
      const token = await login(ctx.app, user);
      for (let i = 0; i < 5; i += 1) expect((await send(token, form)).statusCode).toBe(201);
      const res = await send(token, form);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(
        /^Too many demo requests\. Please try again in \d+ seconds\.$/,
      );
      // Another user is not affected.
      expect((await send(tokens.mainUser, form)).statusCode).toBe(201);
    });
  });

  describe('GET /api/admin/demo-requests', () => {
    it('platform admins see every tenant, newest first, paged, and may filter by reseller', async () => {
      const total = (await ctx.db.selectFrom('demo_requests').select('id').execute()).length;
      const res = await list(tokens.platform, '?per_page=2');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.data).toHaveLength(2);
      expect(body.pagination).toMatchObject({ current_page: 1, per_page: 2, total });
      expect(body.data[0]).toEqual({
        id: expect.any(Number),
        reseller_name: null,
        ...storedFromMainUser(),
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });

      const acme = (await list(tokens.platform, `?reseller_id=${acmeId}`)).json();
      expect(acme.pagination.total).toBe(1);
      expect(acme.data[0]).toMatchObject({ reseller_id: acmeId, reseller_name: 'acme Org' });
    });

    it("a reseller admin sees only its tenant's requests, whatever reseller it asks for", async () => {
      const own = (await list(tokens.acmeAdmin, '', ACME)).json();
      expect(own.data.map((row: { reseller_id: number }) => row.reseller_id)).toEqual([acmeId]);
      const asked = (await list(tokens.globexAdmin, `?reseller_id=${acmeId}`, GLOBEX)).json();
      expect(asked.data).toEqual([]);
      expect(asked.pagination.total).toBe(0);
    });

    it('filters by status and searches name, email, company and phone', async () => {
      const search = async (text: string) =>
        (await list(tokens.platform, `?search=${encodeURIComponent(text)}`)).json().pagination
          .total as number;
      expect(await search('DOE DENTAL')).toBeGreaterThan(0);
      expect(await search('buyer@acme')).toBe(1);
      expect(await search('555 0100')).toBeGreaterThan(0);
      expect(await search('%')).toBe(0);
      const closed = (await list(tokens.platform, '?status=closed')).json();
      expect(closed.pagination.total).toBe(0);
      const bad = await list(tokens.platform, '?status=archived&per_page=500');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({
        status: ['The selected status is invalid.'],
        per_page: ['The per page may not be greater than 100.'],
      });
    });

    it('refuses users (403) and the signed out (401)', async () => {
      expect((await list(tokens.mainUser)).statusCode).toBe(403);
      expect(
        (await request(ctx.app, { method: 'GET', url: '/api/admin/demo-requests' })).statusCode,
      ).toBe(401);
    });
  });

  describe('PATCH /api/admin/demo-requests/:id', () => {
    it("a reseller admin changes its tenant's request; another tenant's is 404 and unchanged", async () => {
      const acmeRequest = await ctx.db
        .selectFrom('demo_requests')
        .select('id')
        .where('reseller_id', '=', acmeId)
        .executeTakeFirstOrThrow();
      const res = await patch(tokens.acmeAdmin, acmeRequest.id, { status: 'contacted' }, ACME);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Demo request updated',
        data: { id: acmeRequest.id, status: 'contacted' },
      });

      const other = await patch(tokens.globexAdmin, acmeRequest.id, { status: 'closed' }, GLOBEX);
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe('Demo request not found');
      const mainRequest = await ctx.db
        .selectFrom('demo_requests')
        .select('id')
        .where('reseller_id', 'is', null)
        .executeTakeFirstOrThrow();
      expect(
        (await patch(tokens.acmeAdmin, mainRequest.id, { status: 'closed' }, ACME)).statusCode,
      ).toBe(404);

      const stored = await ctx.db
        .selectFrom('demo_requests')
        .select(['id', 'status'])
        .where('id', 'in', [acmeRequest.id, mainRequest.id])
        .orderBy('id')
        .execute();
      expect(Object.fromEntries(stored.map((row) => [row.id, row.status]))).toEqual({
        [acmeRequest.id]: 'contacted',
        [mainRequest.id]: 'new',
      });

      const contacted = (await list(tokens.acmeAdmin, '?status=contacted', ACME)).json();
      expect(contacted.data.map((row: { id: number }) => row.id)).toEqual([acmeRequest.id]);
    });

    it('platform admins change any tenant; bad status or id is 422, an unknown id 404', async () => {
      const acmeRequest = await ctx.db
        .selectFrom('demo_requests')
        .select('id')
        .where('reseller_id', '=', acmeId)
        .executeTakeFirstOrThrow();
      const res = await patch(tokens.platform, acmeRequest.id, { status: 'closed' });
      expect(res.json().data.status).toBe('closed');

      const bad = await patch(tokens.platform, acmeRequest.id, { status: 'done' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ status: ['The selected status is invalid.'] });
      expect((await patch(tokens.platform, acmeRequest.id, {})).json().errors).toEqual({
        status: ['Status is required'],
      });
      expect((await patch(tokens.platform, 0, { status: 'new' })).statusCode).toBe(422);
      expect((await patch(tokens.platform, 999_999, { status: 'new' })).statusCode).toBe(404);
      expect((await patch(tokens.mainUser, acmeRequest.id, { status: 'new' })).statusCode).toBe(
        403,
      );
    });
  });
});
