import { beforeAll, describe, expect, it } from '@jest/globals';
import { createApiKey } from './helpers/api-keys';
import { subscribe } from './helpers/assistant-payload';
import { insertAssistant, insertCall, insertReseller, insertUser } from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

const ALPHA = 'alpha.localhost';
const BETA = 'beta.localhost';

interface Page<T> {
  data: T[];
  next_cursor: string | null;
}

/** Phone numbers, calls, usage and bookings of /api/v1: scopes, tenant isolation, filters and cursor walks. */
describe.each(databases)('public API reads on %s', (dialect) => {
  const ctx = useTestContext(() => createTestContext(dialect));
  const keys: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const calls: Record<string, string> = {};
  const bookings: Record<string, number> = {};
  const base = Date.parse('2026-03-01T09:00:00.000Z');
  const minute = 60_000;

  const call = (key: string, method: 'GET' | 'POST', url: string) =>
    request(ctx.app, {
      method,
      url,
      host: key.startsWith('beta') ? BETA : ALPHA,
      token: keys[key] as string,
    });

  async function insertNumber(phone: string, assistantId: number | null, userId: number) {
    const now = new Date().toISOString();
    const row = await ctx.db
      .insertInto('phone_numbers')
      .values({
        phone_number: phone,
        country: 'US',
        provider: 'sandbox',
        assistant_id: assistantId,
        user_id: userId,
        reseller_id: ids.alpha as number,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function insertBooking(assistantId: number, userId: number, startsAt: number) {
    const row = await ctx.db
      .insertInto('bookings')
      .values({
        assistant_id: assistantId,
        reseller_id: ids.alpha as number,
        user_id: userId,
        starts_at: new Date(startsAt).toISOString(),
        ends_at: new Date(startsAt + 30 * minute).toISOString(),
        caller_name: 'Carla Caller',
        caller_number: '+14155550100',
        caller_email: null,
        reason: 'Check-up',
        status: 'booked',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function walk<T>(key: string, path: string, between?: (page: number) => Promise<void>) {
    const seen: T[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const sep = path.includes('?') ? '&' : '?';
      const res = await call(
        key,
        'GET',
        `${path}${sep}limit=10${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.statusCode).toBe(200);
      const page = res.json() as Page<T>;
      seen.push(...page.data);
      cursor = page.next_cursor;
      pages += 1;
      if (between) await between(pages);
    } while (cursor && pages < 20);
    return seen;
  }

  beforeAll(async () => {
    ids.alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
    ids.beta = await insertReseller(ctx.db, { subdomain: 'beta' });
    for (const who of ['owner', 'neighbour', 'betaUser', 'unsubscribed'] as const) {
      const user = await insertUser(ctx.db, {
        reseller_id: who === 'betaUser' ? ids.beta : ids.alpha,
      });
      ids[who] = user.id;
    }
    await subscribe(ctx.db, ids.owner as number, 10);
    ids.ownerAssistant = await insertAssistant(ctx.db, {
      user_id: ids.owner as number,
      reseller_id: ids.alpha,
      name: 'Front desk',
    });
    ids.secondAssistant = await insertAssistant(ctx.db, {
      user_id: ids.owner as number,
      reseller_id: ids.alpha,
      name: 'Night line',
    });
    ids.neighbourAssistant = await insertAssistant(ctx.db, {
      user_id: ids.neighbour as number,
      reseller_id: ids.alpha,
      name: 'Next door',
    });
    ids.betaAssistant = await insertAssistant(ctx.db, {
      user_id: ids.betaUser as number,
      reseller_id: ids.beta,
      name: 'Beta',
    });

    for (const [key, values] of Object.entries({
      ownerRead: [ids.owner, ['assistants:read']],
      ownerCalls: [ids.owner, ['calls:read']],
      ownerBilling: [ids.owner, ['billing:read']],
      ownerBookings: [ids.owner, ['bookings:read']],
      ownerBookingsWrite: [ids.owner, ['bookings:write']],
      neighbourAll: [ids.neighbour, ['assistants:read', 'calls:read', 'bookings:write']],
      unsubscribedBilling: [ids.unsubscribed, ['billing:read']],
      betaAll: [ids.betaUser, ['assistants:read', 'calls:read', 'bookings:write']],
    } as const)) {
      const [userId, scopes] = values;
      keys[key] = await createApiKey(ctx.app, userId as number, [...scopes]);
    }
  });

  describe('GET /api/v1/phone-numbers', () => {
    it("lists the numbers the caller's assistants hold, oldest first, by cursor", async () => {
      const first = await insertNumber(
        '+14155550101',
        ids.ownerAssistant as number,
        ids.owner as number,
      );
      const second = await insertNumber(
        '+14155550102',
        ids.secondAssistant as number,
        ids.owner as number,
      );
      await insertNumber('+14155550103', ids.neighbourAssistant as number, ids.neighbour as number);
      await insertNumber('+14155550104', null, ids.owner as number);

      const page1 = await call('ownerRead', 'GET', '/api/v1/phone-numbers?limit=1');
      expect(page1.statusCode).toBe(200);
      const body1 = page1.json() as Page<{ id: number }>;
      expect(body1.data).toEqual([
        {
          id: first,
          phone_number: '+14155550101',
          country: 'US',
          provider: 'sandbox',
          assistant_id: ids.ownerAssistant,
          created_at: expect.any(String),
        },
      ]);
      const page2 = await call(
        'ownerRead',
        'GET',
        `/api/v1/phone-numbers?limit=1&cursor=${body1.next_cursor}`,
      );
      const body2 = page2.json() as Page<{ id: number }>;
      expect(body2.data.map((n) => n.id)).toEqual([second]);
      expect(body2.next_cursor).toBeNull();

      const neighbour = (await call('neighbourAll', 'GET', '/api/v1/phone-numbers')).json();
      expect(neighbour.data.map((n: { phone_number: string }) => n.phone_number)).toEqual([
        '+14155550103',
      ]);
      expect((await call('betaAll', 'GET', '/api/v1/phone-numbers')).json().data).toEqual([]);
    });

    it('needs assistants:read', async () => {
      const res = await call('ownerCalls', 'GET', '/api/v1/phone-numbers');
      expect(res.statusCode).toBe(403);
      expect(res.json().error.type).toBe('permission_denied');
    });
  });

  describe('GET /api/v1/calls', () => {
    beforeAll(async () => {
      for (let i = 0; i < 45; i += 1) {
        const id = await insertCall(ctx.db, {
          user_id: ids.owner as number,
          reseller_id: ids.alpha as number,
          assistant_id: (i % 3 === 0 ? ids.secondAssistant : ids.ownerAssistant) as number,
          // Three calls start at each minute: the id decides between them.
          start_time: new Date(base + Math.floor(i / 3) * minute).toISOString(),
          duration: 61,
          status: i % 5 === 0 ? 'failed' : 'completed',
          call_id: `owner-call-${i}`,
          transcript: i === 0 ? 'Hello, how can I help?' : null,
        });
        calls[`owner${i}`] = `owner-call-${i}`;
        ids[`call${i}`] = id;
      }
      await insertCall(ctx.db, {
        user_id: ids.neighbour as number,
        reseller_id: ids.alpha as number,
        assistant_id: ids.neighbourAssistant as number,
        start_time: new Date(base).toISOString(),
        duration: 10,
        call_id: 'neighbour-call',
      });
      await insertCall(ctx.db, {
        user_id: ids.betaUser as number,
        reseller_id: ids.beta as number,
        assistant_id: ids.betaAssistant as number,
        start_time: new Date(base).toISOString(),
        duration: 10,
        call_id: 'beta-call',
      });
    });

    it('walks 45 calls newest first with new calls arriving meanwhile: no duplicate, none skipped', async () => {
      let arrived = 0;
      const seen = await walk<{ id: number; call_id: string }>(
        'ownerCalls',
        '/api/v1/calls',
        async () => {
          arrived += 1;
          await insertCall(ctx.db, {
            user_id: ids.owner as number,
            reseller_id: ids.alpha as number,
            assistant_id: ids.ownerAssistant as number,
            start_time: new Date(base + 3_600_000 + arrived * minute).toISOString(),
            duration: 5,
            call_id: `arrived-${arrived}`,
          });
        },
      );
      const expected = Array.from({ length: 45 }, (_, i) => ({
        i,
        at: Math.floor(i / 3),
        id: ids[`call${i}`] as number,
      }))
        .sort((x, y) => y.at - x.at || y.id - x.id)
        .map((x) => `owner-call-${x.i}`);
      expect(seen.map((c) => c.call_id)).toEqual(expected);
      expect(seen[0]).toEqual({
        id: expect.any(Number),
        call_id: 'owner-call-44',
        status: 'completed',
        assistant_id: ids.ownerAssistant,
        phone_number: null,
        customer_number: null,
        direction: null,
        start_time: new Date(base + 14 * minute).toISOString(),
        end_time: null,
        duration: 61,
        billed_minutes: 2,
        cost: 0,
        ended_reason: null,
      });
    });

    it('filters by assistant, status and days', async () => {
      const failed = await walk<{ call_id: string; status: string }>(
        'ownerCalls',
        '/api/v1/calls?status=failed',
      );
      expect(failed.length).toBe(9);
      expect(failed.every((c) => c.status === 'failed')).toBe(true);
      const second = await walk<{ assistant_id: number }>(
        'ownerCalls',
        `/api/v1/calls?assistant_id=${ids.secondAssistant}`,
      );
      expect(second.length).toBe(15);
      const day = await walk<{ call_id: string }>(
        'ownerCalls',
        '/api/v1/calls?from=2026-03-02&to=2026-03-05',
      );
      expect(day).toEqual([]);
      const bad = await call('ownerCalls', 'GET', '/api/v1/calls?status=nope&from=2026-13-01');
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().error.fields).sort()).toEqual(['from', 'status']);
    });

    it("answers a call's detail; another user's or tenant's call is a 404", async () => {
      const res = await call('ownerCalls', 'GET', '/api/v1/calls/owner-call-0');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        call_id: 'owner-call-0',
        status: 'failed',
        transcript: 'Hello, how can I help?',
        recording_url: null,
        structured_data: null,
      });
      for (const [key, callId] of [
        ['ownerCalls', 'neighbour-call'],
        ['ownerCalls', 'beta-call'],
        ['neighbourAll', 'owner-call-1'],
        ['betaAll', 'owner-call-1'],
      ] as const) {
        const other = await call(key, 'GET', `/api/v1/calls/${callId}`);
        expect(other.statusCode).toBe(404);
        expect(other.json()).toEqual({ error: { type: 'not_found', message: 'Call not found' } });
      }
      const list = (await call('betaAll', 'GET', '/api/v1/calls')).json();
      expect(list.data.map((c: { call_id: string }) => c.call_id)).toEqual(['beta-call']);
    });

    it('needs calls:read', async () => {
      expect((await call('ownerRead', 'GET', '/api/v1/calls')).statusCode).toBe(403);
      expect((await call('ownerRead', 'GET', '/api/v1/calls/owner-call-0')).statusCode).toBe(403);
    });
  });

  describe('GET /api/v1/usage', () => {
    it("answers the current period's minutes and assistants against the plan", async () => {
      const res = await call('ownerBilling', 'GET', '/api/v1/usage');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        plan: expect.any(String),
        subscription_status: 'active',
        period_start: expect.anything(),
        period_end: expect.anything(),
        minutes: {
          used: expect.any(Number),
          limit: 100,
          overage_minutes: expect.any(Number),
          overage_cost: expect.any(Number),
        },
        assistants: { used: 2, limit: 10 },
      });
    });

    it('is a 404 without a subscription, and needs billing:read', async () => {
      const none = await call('unsubscribedBilling', 'GET', '/api/v1/usage');
      expect(none.statusCode).toBe(404);
      expect(none.json().error.type).toBe('not_found');
      expect((await call('ownerCalls', 'GET', '/api/v1/usage')).statusCode).toBe(403);
    });
  });

  describe('bookings', () => {
    beforeAll(async () => {
      for (let i = 0; i < 12; i += 1) {
        // Two bookings (of two assistants) start at each half hour: the id decides between them.
        bookings[`owner${i}`] = await insertBooking(
          (i % 2 === 0 ? ids.ownerAssistant : ids.secondAssistant) as number,
          ids.owner as number,
          base + 86_400_000 + Math.floor(i / 2) * 30 * minute,
        );
      }
      bookings.neighbour = await insertBooking(
        ids.neighbourAssistant as number,
        ids.neighbour as number,
        base + 86_400_000,
      );
    });

    it('lists them soonest first by cursor, with new bookings arriving meanwhile', async () => {
      const seen = await walk<{ id: number; starts_at: string }>(
        'ownerBookings',
        '/api/v1/bookings',
        async (page) => {
          await insertBooking(
            ids.ownerAssistant as number,
            ids.owner as number,
            base + page * minute,
          );
        },
      );
      const own = Object.entries(bookings)
        .filter(([key]) => key.startsWith('owner'))
        .map(([, id]) => id);
      expect(seen.filter((b) => own.includes(b.id)).map((b) => b.id)).toEqual(own);
      expect(new Set(seen.map((b) => b.id)).size).toBe(seen.length);
      expect(seen.map((b) => b.id)).not.toContain(bookings.neighbour);
      expect(seen[0]).not.toHaveProperty('assistant_name');
    });

    it('cancels one (bookings:write): twice is a 409, another user’s is a 404, a read key is a 403', async () => {
      const id = bookings.owner0 as number;
      expect(
        (await call('ownerBookings', 'POST', `/api/v1/bookings/${id}/cancel`)).statusCode,
      ).toBe(403);
      for (const key of ['neighbourAll', 'betaAll']) {
        const other = await call(key, 'POST', `/api/v1/bookings/${id}/cancel`);
        expect(other.statusCode).toBe(404);
        expect(other.json().error.type).toBe('not_found');
      }
      const cancelled = await call('ownerBookingsWrite', 'POST', `/api/v1/bookings/${id}/cancel`);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({ id, status: 'cancelled' });
      const again = await call('ownerBookingsWrite', 'POST', `/api/v1/bookings/${id}/cancel`);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error: { type: 'conflict', message: 'This booking is already cancelled.' },
      });
      const list = (await call('ownerBookings', 'GET', '/api/v1/bookings?status=cancelled')).json();
      expect(list.data.map((b: { id: number }) => b.id)).toEqual([id]);
    });
  });
});
