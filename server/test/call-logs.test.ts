import { beforeAll, describe, expect, it } from '@jest/globals';
import { listCallLogs } from '../src/domains/calls/call-logs/repository';
import {
  applyCallStatDeltas,
  readCallFacts,
} from '../src/domains/calls/ingestion/call-stats-repository';
import {
  insertAssistant,
  insertCall,
  insertTwoResellers,
  insertUser,
  login,
  type TwoResellers,
  type UserFixture,
} from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

const NOT_FOUND = 'Call not found';
const HYPERLINK = '=HYPERLINK("http://evil.test","x")';

interface ListBody {
  success: boolean;
  data: Record<string, unknown>[];
  pagination: Record<string, unknown>;
}

describe.each(databases)('call logs on %s', (dialect) => {
  let t: TwoResellers;
  let other: UserFixture;
  let betaUser: UserFixture;
  let otherToken: string;
  let frontDesk: number;
  let evil: number;
  let otherAssistant: number;
  /** call_id -> row id */
  const ids: Record<string, number> = {};

  const get = (url: string, token?: string, host = 'localhost') =>
    request(ctx.app, { method: 'GET', url, host, ...(token ? { token } : {}) });
  const asUser = (url: string) => get(url, t.tokens.user, 'alpha.localhost');
  const asAlpha = (url: string) => get(url, t.tokens.alpha, 'alpha.localhost');
  const asBeta = (url: string) => get(url, t.tokens.beta, 'beta.localhost');
  const asAdmin = (url: string) => get(url, t.tokens.admin);
  const callIds = (body: ListBody) => body.data.map((row) => row.call_id);
  /** Call c1 as a row of the user's list (the call's page adds what was reported). */
  const c1Row = () => ({
    id: ids['c1'],
    call_id: 'c1',
    status: 'completed',
    assistant_id: frontDesk,
    assistant_name: 'Front Desk',
    phone_number: '+15550001',
    customer_number: '+14155550123',
    direction: 'inbound',
    start_time: '2026-03-01T10:00:00.000Z',
    end_time: '2026-03-01T10:01:05.000Z',
    duration: 65,
    billed_minutes: 2, // 65 s of talk time: 2 started minutes, as usage counts them
    cost: 0.5,
    ended_reason: 'customer-ended-call',
    transferred_to: null,
    transferred_to_description: null,
  });

  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    t = await insertTwoResellers(ctx.app, ctx.db);
    other = await insertUser(ctx.db, { role: 'user', reseller_id: t.alpha, name: 'Other Alpha' });
    betaUser = await insertUser(ctx.db, { role: 'user', reseller_id: t.beta, name: 'Beta User' });
    otherToken = await login(ctx.app, other, 'alpha.localhost');

    frontDesk = await insertAssistant(ctx.db, {
      user_id: t.user.id,
      reseller_id: t.alpha,
      name: 'Front Desk',
      phone_number: '+15550001',
    });
    evil = await insertAssistant(ctx.db, {
      user_id: t.user.id,
      reseller_id: t.alpha,
      name: HYPERLINK,
      phone_number: '+15550002',
    });
    otherAssistant = await insertAssistant(ctx.db, {
      user_id: other.id,
      reseller_id: t.alpha,
      name: 'Other Desk',
    });
    const betaAssistant = await insertAssistant(ctx.db, {
      user_id: betaUser.id,
      reseller_id: t.beta,
      name: 'Beta Desk',
    });

    const mine = { user_id: t.user.id, reseller_id: t.alpha };
    ids['c1'] = await insertCall(ctx.db, {
      ...mine,
      call_id: 'c1',
      assistant_id: frontDesk,
      phone_number: '+15550001',
      customer_number: '+14155550123',
      status: 'completed',
      provider_status: 'ended',
      ended_reason: 'customer-ended-call',
      direction: 'inbound',
      start_time: '2026-03-01T10:00:00.000Z',
      end_time: '2026-03-01T10:01:05.000Z',
      duration: 65,
      cost: 0.5,
      transcript: 'AI: Hello\nUser: secret transcript',
      summary: 'A secret summary',
      success_evaluation: 'true',
      recording_url: 'https://storage.example.test/rec-1.wav',
      call_messages: JSON.stringify([
        { role: 'system', message: 'You are the front desk', time: 1, secondsFromStart: 0 },
        { role: 'bot', message: 'Hello', time: 2, secondsFromStart: 0.5 },
        { role: 'tool_calls', toolCalls: [{ id: 'x' }] },
        { role: 'user', message: 'Hi there', secondsFromStart: 2.25 },
      ]),
      structured_data: JSON.stringify({ appointment: { day: 'Monday' }, booked: true }),
      cost_breakdown: JSON.stringify({ stt: 0.1, llm: 0.2, total: 0.5 }),
    });
    ids['c2'] = await insertCall(ctx.db, {
      ...mine,
      call_id: 'c2',
      assistant_id: evil,
      phone_number: '+15550002',
      customer_number: '+442071234567',
      status: 'failed',
      ended_reason: 'customer-busy',
      start_time: '2026-03-02T23:59:59.999Z',
      duration: 0,
    });
    ids['c3'] = await insertCall(ctx.db, {
      ...mine,
      call_id: 'c3',
      assistant_id: frontDesk,
      phone_number: '+15550001',
      customer_number: '-15550199',
      status: 'in-progress',
      start_time: '2026-03-03T00:00:00.000Z',
      duration: 12,
    });
    ids['c4'] = await insertCall(ctx.db, {
      user_id: other.id,
      reseller_id: t.alpha,
      call_id: 'c4',
      assistant_id: otherAssistant,
      phone_number: '+15550003',
      customer_number: '+14155550123',
      status: 'completed',
      start_time: '2026-03-02T12:00:00.000Z',
      duration: 30,
    });
    ids['c5'] = await insertCall(ctx.db, {
      user_id: betaUser.id,
      reseller_id: t.beta,
      call_id: 'c5',
      assistant_id: betaAssistant,
      phone_number: '+15559999',
      customer_number: '+14155550123',
      status: 'completed',
      start_time: '2026-03-02T13:00:00.000Z',
      duration: 40,
    });

    // Two forwarded reports of c1 (deliveries of two call.ended events of c1 to its assistant's endpoint, the
    // event webhooks' queue): an older one delivered on its second attempt, a newer one still pending (its next
    // attempt far ahead, so that the delivery worker leaves it alone during the test).
    const endpoint = await ctx.db
      .insertInto('webhook_endpoints')
      .values({
        user_id: t.user.id,
        reseller_id: t.alpha,
        scope: 'own',
        url: 'https://hooks.example.test/one',
        description: '',
        events: JSON.stringify(['call.ended']),
        secret_encrypted: '',
        secret_last4: '',
        source: 'assistant',
        assistant_id: frontDesk,
        created_at: '2026-03-01T10:00:00.000Z',
        updated_at: '2026-03-01T10:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reportOfC1 = async (createdAt: string) =>
      ctx.db
        .insertInto('events')
        .values({
          type: 'call.ended',
          resource_type: 'call',
          resource_id: 'c1',
          user_id: t.user.id,
          reseller_id: t.alpha,
          payload: '{}',
          fanned_out: 1,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const firstReport = await reportOfC1('2026-03-01T10:02:00.000Z');
    const secondReport = await reportOfC1('2026-03-01T10:03:00.000Z');
    const delivered = await ctx.db
      .insertInto('event_deliveries')
      .values({
        endpoint_id: endpoint.id,
        event_id: firstReport.id,
        event_type: 'call.ended',
        resource_key: 'call:c1',
        status: 'delivered',
        attempts: 2,
        next_attempt_at: '2026-03-01T10:02:10.000Z',
        response_status: 200,
        error: null,
        delivered_at: '2026-03-01T10:02:10.100Z',
        created_at: '2026-03-01T10:02:00.000Z',
        updated_at: '2026-03-01T10:02:10.100Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const pending = await ctx.db
      .insertInto('event_deliveries')
      .values({
        endpoint_id: endpoint.id,
        event_id: secondReport.id,
        event_type: 'call.ended',
        resource_key: 'call:c1',
        status: 'pending',
        attempts: 1,
        next_attempt_at: '2099-03-01T10:05:00.000Z',
        response_status: null,
        error: 'connect ECONNREFUSED',
        created_at: '2026-03-01T10:03:00.000Z',
        updated_at: '2026-03-01T10:03:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('event_delivery_attempts')
      .values([
        {
          delivery_id: delivered.id,
          attempt: 1,
          started_at: '2026-03-01T10:02:00.000Z',
          duration_ms: 120,
          status_code: 500,
          error: 'HTTP 500',
        },
        {
          delivery_id: delivered.id,
          attempt: 2,
          started_at: '2026-03-01T10:02:10.000Z',
          duration_ms: 80,
          status_code: 200,
          error: null,
        },
        {
          delivery_id: pending.id,
          attempt: 1,
          started_at: '2026-03-01T10:03:00.000Z',
          duration_ms: 5000,
          status_code: null,
          error: 'connect ECONNREFUSED',
        },
      ])
      .execute();
  });

  describe("GET /api/call-logs (the caller's own calls)", () => {
    it("lists only the caller's calls, newest first, without owner columns", async () => {
      const res = await asUser('/api/call-logs');
      expect(res.statusCode).toBe(200);
      const body = res.json<ListBody>();
      expect(callIds(body)).toEqual(['c3', 'c2', 'c1']);
      expect(body.pagination).toEqual({
        current_page: 1,
        last_page: 1,
        per_page: 15,
        total: 3,
        from: 1,
        to: 3,
        total_capped: false,
      });
      expect(body.data[2]).toEqual(c1Row());
    });

    it('shows admins only their own calls too', async () => {
      for (const call of [asAlpha, asAdmin]) {
        const res = await call('/api/call-logs');
        expect(res.statusCode).toBe(200);
        expect(res.json<ListBody>().data).toEqual([]);
      }
      expect(callIds((await get('/api/call-logs', otherToken, 'alpha.localhost')).json())).toEqual([
        'c4',
      ]);
    });

    it('filters by assistant, status, UTC days (inclusive) and phone digits', async () => {
      const cases: [string, string[]][] = [
        [`assistant_id=${frontDesk}`, ['c3', 'c1']],
        [`assistant_id=${evil}&status=failed`, ['c2']],
        ['status=in-progress', ['c3']],
        ['status=completed', ['c1']],
        ['from=2026-03-02&to=2026-03-02', ['c2']],
        ['from=2026-03-02', ['c3', 'c2']],
        ['to=2026-03-01', ['c1']],
        ['from=2026-03-04', []],
        ['search=415 555', ['c1']],
        ['search=%2B44 (20) 7123-4567', ['c2']],
        ['search=0002', ['c2']],
        ['search=5550199', ['c3']],
        ['search=', ['c3', 'c2', 'c1']],
        ['status=&assistant_id=&from=&to=', ['c3', 'c2', 'c1']],
        // The assistant of another user: nothing (the scope always applies).
        [`assistant_id=${otherAssistant}`, []],
      ];
      for (const [query, expected] of cases) {
        const res = await asUser(`/api/call-logs?${query}`);
        const body = res.json<ListBody>();
        // The total (from the per-day totals, or counted with the other filters) matches the rows.
        expect({
          query,
          status: res.statusCode,
          ids: callIds(body),
          total: body.pagination.total,
        }).toEqual({
          query,
          status: 200,
          ids: expected,
          total: expected.length,
        });
        // One row a page: the first page is full, so the total comes from the per-day totals (no assistant,
        // status or phone filter) or from a count, not from a short last page.
        const one = (await asUser(`/api/call-logs?${query}&per_page=1`)).json<ListBody>();
        expect({ query, ids: callIds(one), total: one.pagination.total }).toEqual({
          query,
          ids: expected.slice(0, 1),
          total: expected.length,
        });
      }
    });

    it('pages the list', async () => {
      const res = await asUser('/api/call-logs?per_page=2&page=2');
      expect(res.statusCode).toBe(200);
      const body = res.json<ListBody>();
      expect(callIds(body)).toEqual(['c1']);
      expect(body.pagination).toEqual({
        current_page: 2,
        last_page: 2,
        per_page: 2,
        total: 3,
        from: 3,
        to: 3,
        total_capped: false,
      });
    });

    it('answers 422 for bad filters', async () => {
      const cases: [string, Record<string, string[]>][] = [
        [
          'from=2026-03-05&to=2026-03-01',
          { to: ['The end date must be on or after the start date.'] },
        ],
        ['from=2026-02-30', { from: ['The date must be a valid date (YYYY-MM-DD).'] }],
        ['to=03/01/2026', { to: ['The date must be a valid date (YYYY-MM-DD).'] }],
        ['status=ended', { status: ['The selected status is invalid.'] }],
        ['assistant_id=abc', { assistant_id: ['The assistant id must be an integer.'] }],
        ['per_page=1000', { per_page: ['The per page may not be greater than 100.'] }],
        ['page=0', { page: ['The page must be at least 1.'] }],
        [
          'search=55%25_5',
          { search: ['The search may only contain a phone number: digits, spaces and + - ( ) .'] },
        ],
        ['search=()', { search: ['The search must contain at least one digit.'] }],
      ];
      for (const [query, errors] of cases) {
        const res = await asUser(`/api/call-logs?${query}`);
        expect({ query, status: res.statusCode, body: res.json() }).toEqual({
          query,
          status: 422,
          body: { message: 'The given data was invalid.', errors },
        });
      }
    });

    it('needs a signed-in user', async () => {
      expect((await get('/api/call-logs')).statusCode).toBe(401);
      expect((await get('/api/call-logs/export')).statusCode).toBe(401);
      expect((await get('/api/call-logs/c1')).statusCode).toBe(401);
    });
  });

  describe('GET /api/admin/call-logs', () => {
    it("gives a reseller admin its tenant's calls with owners, never another tenant's", async () => {
      const res = await asAlpha('/api/admin/call-logs');
      expect(res.statusCode).toBe(200);
      const body = res.json<ListBody>();
      expect(callIds(body)).toEqual(['c3', 'c2', 'c4', 'c1']);
      expect(body.pagination.total).toBe(4);
      const paged = (await asAlpha('/api/admin/call-logs?per_page=1&page=2')).json<ListBody>();
      expect(paged).toMatchObject({
        data: [{ call_id: 'c2' }],
        pagination: { total: 4, last_page: 4 },
      });
      expect(body.data[2]).toMatchObject({
        call_id: 'c4',
        user_id: other.id,
        user_name: 'Other Alpha',
        user_email: other.email,
        reseller_id: t.alpha,
        reseller_name: 'alpha Org',
        assistant_name: 'Other Desk',
      });
      expect(callIds((await asBeta('/api/admin/call-logs')).json())).toEqual(['c5']);
    });

    it('filters the tenant by phone, status and days', async () => {
      expect(callIds((await asAlpha('/api/admin/call-logs?search=4155550123')).json())).toEqual([
        'c4',
        'c1',
      ]);
      expect(
        callIds((await asAlpha('/api/admin/call-logs?status=completed&from=2026-03-02')).json()),
      ).toEqual(['c4']);
    });

    it('lets a reseller admin name only its own reseller (any other: 422)', async () => {
      expect(
        callIds((await asAlpha(`/api/admin/call-logs?reseller_id=${t.alpha}`)).json()),
      ).toEqual(['c3', 'c2', 'c4', 'c1']);
      for (const id of [t.beta, 999_999]) {
        for (const url of [
          `/api/admin/call-logs?reseller_id=${id}`,
          `/api/admin/call-logs/export?reseller_id=${id}`,
        ]) {
          const res = await asAlpha(url);
          expect(res.statusCode).toBe(422);
          expect(res.json()).toEqual({
            message: 'The given data was invalid.',
            errors: { reseller_id: ['The selected reseller id is invalid.'] },
          });
        }
      }
    });

    it('gives platform admins every tenant, or one reseller', async () => {
      const all = await asAdmin('/api/admin/call-logs');
      expect(all.statusCode).toBe(200);
      expect(callIds(all.json())).toEqual(['c3', 'c2', 'c5', 'c4', 'c1']);
      expect(all.json<ListBody>().pagination.total).toBe(5);
      const first = (await asAdmin('/api/admin/call-logs?per_page=2')).json<ListBody>();
      expect(first.pagination).toMatchObject({ total: 5, last_page: 3 });
      const alphaOnly = (
        await asAdmin(`/api/admin/call-logs?reseller_id=${t.alpha}&per_page=1`)
      ).json();
      expect(alphaOnly).toMatchObject({ data: [{ call_id: 'c3' }], pagination: { total: 4 } });
      const beta = await asAdmin(`/api/admin/call-logs?reseller_id=${t.beta}`);
      expect(beta.json()).toMatchObject({
        data: [{ call_id: 'c5', reseller_name: 'beta Org', user_name: 'Beta User' }],
        pagination: { total: 1 },
      });
      expect(callIds((await asAdmin('/api/admin/call-logs?reseller_id=999999')).json())).toEqual(
        [],
      );
    });

    it('is refused to users', async () => {
      expect((await asUser('/api/admin/call-logs')).statusCode).toBe(403);
      expect((await asUser('/api/admin/call-logs/export')).statusCode).toBe(403);
      expect((await asUser('/api/admin/call-logs/c1')).statusCode).toBe(403);
    });
  });

  describe('one call', () => {
    const expectedDeliveries = [
      {
        id: expect.any(Number),
        event: 'end-of-call-report',
        // The assistant's webhook URL (its endpoint's), for every report of the call.
        url: 'https://hooks.example.test/one',
        status: 'pending',
        attempts: 1,
        next_attempt_at: '2099-03-01T10:05:00.000Z',
        delivered_at: null,
        last_status_code: null,
        last_error: 'connect ECONNREFUSED',
        created_at: '2026-03-01T10:03:00.000Z',
        attempt_log: [
          {
            attempt: 1,
            started_at: '2026-03-01T10:03:00.000Z',
            duration_ms: 5000,
            status_code: null,
            error: 'connect ECONNREFUSED',
          },
        ],
      },
      {
        id: expect.any(Number),
        event: 'end-of-call-report',
        url: 'https://hooks.example.test/one',
        status: 'delivered',
        attempts: 2,
        next_attempt_at: null,
        delivered_at: '2026-03-01T10:02:10.100Z',
        last_status_code: 200,
        last_error: null,
        created_at: '2026-03-01T10:02:00.000Z',
        attempt_log: [
          {
            attempt: 2,
            started_at: '2026-03-01T10:02:10.000Z',
            duration_ms: 80,
            status_code: 200,
            error: null,
          },
          {
            attempt: 1,
            started_at: '2026-03-01T10:02:00.000Z',
            duration_ms: 120,
            status_code: 500,
            error: 'HTTP 500',
          },
        ],
      },
    ];

    it('shows the owner everything reported, with the forwarding attempts', async () => {
      const res = await asUser('/api/call-logs/c1');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: {
          ...c1Row(),
          provider_status: 'ended',
          transcript: 'AI: Hello\nUser: secret transcript',
          messages: [
            { role: 'system', message: 'You are the front desk', time: 1, secondsFromStart: 0 },
            { role: 'bot', message: 'Hello', time: 2, secondsFromStart: 0.5 },
            { role: 'user', message: 'Hi there', secondsFromStart: 2.25 },
          ],
          recording_url: 'https://storage.example.test/rec-1.wav',
          summary: 'A secret summary',
          success_evaluation: 'true',
          structured_data: { appointment: { day: 'Monday' }, booked: true },
          cost_breakdown: { stt: 0.1, llm: 0.2, total: 0.5 },
          webhook_deliveries: expectedDeliveries,
          tool_calls: [],
        },
      });
    });

    it('answers [] and nulls for a call with nothing reported yet', async () => {
      const res = await asUser('/api/call-logs/c3');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        call_id: 'c3',
        status: 'in-progress',
        messages: [],
        transcript: null,
        recording_url: null,
        structured_data: null,
        cost_breakdown: null,
        webhook_deliveries: [],
        tool_calls: [],
      });
    });

    it("answers 404 'Call not found' for anyone else's call, whatever the role", async () => {
      const cases: [(url: string) => ReturnType<typeof get>, string][] = [
        [asUser, 'c4'],
        [asUser, 'c5'],
        [asUser, 'nope'],
        [(url) => get(url, otherToken, 'alpha.localhost'), 'c1'],
        // Admins on the user route: their own calls only.
        [asAlpha, 'c1'],
        [asAdmin, 'c1'],
      ];
      for (const [call, id] of cases) {
        const res = await call(`/api/call-logs/${id}`);
        expect({ id, status: res.statusCode, body: res.json() }).toEqual({
          id,
          status: 404,
          body: { message: NOT_FOUND },
        });
      }
    });

    it("shows admins the calls of their scope with the owner, and 404 for another tenant's", async () => {
      const alpha = await asAlpha('/api/admin/call-logs/c4');
      expect(alpha.statusCode).toBe(200);
      expect(alpha.json().data).toMatchObject({
        call_id: 'c4',
        user_name: 'Other Alpha',
        user_email: other.email,
        reseller_name: 'alpha Org',
      });
      const full = await asAlpha('/api/admin/call-logs/c1');
      expect(full.json().data.webhook_deliveries).toEqual(expectedDeliveries);

      for (const [call, id] of [
        [asBeta, 'c1'],
        [asAlpha, 'c5'],
        [asAlpha, 'missing'],
      ] as const) {
        const res = await call(`/api/admin/call-logs/${id}`);
        expect({ id, status: res.statusCode, body: res.json() }).toEqual({
          id,
          status: 404,
          body: { message: NOT_FOUND },
        });
      }
      for (const id of ['c1', 'c5']) {
        expect((await asAdmin(`/api/admin/call-logs/${id}`)).json().data.call_id).toBe(id);
      }
    });

    it('answers 404 for an unknown id of any length the router takes', async () => {
      const res = await asUser(`/api/call-logs/${'x'.repeat(100)}`);
      expect(res.statusCode).toBe(404);
    });
  });

  describe('CSV exports', () => {
    const today = () => new Date().toISOString().slice(0, 10);

    it("streams the caller's filtered calls, newest first, with formulas neutralised", async () => {
      const res = await asUser('/api/call-logs/export');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="call-logs-${today()}.csv"`,
      );
      const lines = res.body.split('\r\n');
      expect(lines).toEqual([
        'Call ID,Start time (UTC),End time (UTC),Status,Direction,Assistant,Assistant number,' +
          'Customer number,Talk time (seconds),Billed minutes,Cost (USD),Ended reason',
        "c3,2026-03-03T00:00:00.000Z,,in-progress,,Front Desk,'+15550001,'-15550199,12,1,0,",
        'c2,2026-03-02T23:59:59.999Z,,failed,,"\'=HYPERLINK(""http://evil.test"",""x"")",' +
          "'+15550002,'+442071234567,0,0,0,customer-busy",
        "c1,2026-03-01T10:00:00.000Z,2026-03-01T10:01:05.000Z,completed,inbound,Front Desk,'+15550001," +
          "'+14155550123,65,2,0.5,customer-ended-call",
        '',
      ]);
      // What the list does not show is not exported either.
      expect(res.body).not.toContain('secret');
      expect(res.body).not.toContain('rec-1.wav');
    });

    it('sends the header row alone when nothing matches', async () => {
      const res = await asAlpha('/api/call-logs/export');
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(
        'Call ID,Start time (UTC),End time (UTC),Status,Direction,Assistant,Assistant number,' +
          'Customer number,Talk time (seconds),Billed minutes,Cost (USD),Ended reason\r\n',
      );
    });

    it('applies the filters', async () => {
      const res = await asUser(`/api/call-logs/export?assistant_id=${frontDesk}&status=completed`);
      expect(res.statusCode).toBe(200);
      expect(res.body.split('\r\n').map((line) => line.split(',')[0])).toEqual([
        'Call ID',
        'c1',
        '',
      ]);
      const bad = await asUser('/api/call-logs/export?from=2026-03-05&to=2026-03-01');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({
        to: ['The end date must be on or after the start date.'],
      });
    });

    it("gives admins their scope's calls with the owner and tenant columns", async () => {
      const res = await asAlpha('/api/admin/call-logs/export');
      expect(res.statusCode).toBe(200);
      const lines = res.body.split('\r\n');
      expect(lines[0]).toBe(
        'Call ID,Start time (UTC),End time (UTC),Status,Direction,Assistant,Assistant number,' +
          'Customer number,Talk time (seconds),Billed minutes,Cost (USD),Ended reason,User,User email,Reseller',
      );
      expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual([
        'c3',
        'c2',
        'c4',
        'c1',
      ]);
      expect(lines[3]).toMatch(
        new RegExp(`,Other Alpha,${other.email.replace(/\./g, '\\.')},alpha Org$`),
      );
      const admin = await asAdmin(`/api/admin/call-logs/export?reseller_id=${t.beta}`);
      expect(
        admin.body
          .split('\r\n')
          .slice(1, -1)
          .map((line) => line.split(',')[0]),
      ).toEqual(['c5']);
    });

    it('exports every row once, in order, across chunks (2,500 calls, equal start times)', async () => {
      const bulk = await insertUser(ctx.db, { role: 'user', reseller_id: t.beta });
      const token = await login(ctx.app, bulk, 'beta.localhost');
      const base = Date.parse('2026-01-01T00:00:00.000Z');
      const now = new Date().toISOString();
      const rows = Array.from({ length: 2500 }, (_, i) => ({
        call_id: `bulk-${i}`,
        user_id: bulk.id,
        reseller_id: t.beta,
        status: 'completed',
        // Three calls per second: the chunk boundaries (1,000 rows) fall inside groups of equal times.
        start_time: new Date(base + Math.floor(i / 3) * 1000).toISOString(),
        duration: i,
        created_at: now,
        updated_at: now,
      }));
      for (let i = 0; i < rows.length; i += 500) {
        await ctx.db
          .insertInto('call_logs')
          .values(rows.slice(i, i + 500))
          .execute();
      }
      // The dashboards' totals follow every call write (as insertCall keeps them): the list's total reads them.
      await applyCallStatDeltas(
        ctx.db,
        new Map(),
        await readCallFacts(
          ctx.db,
          rows.map((row) => row.call_id),
        ),
      );
      const stored = await ctx.db
        .selectFrom('call_logs')
        .select(['call_id'])
        .where('user_id', '=', bulk.id)
        .orderBy('start_time', 'desc')
        .orderBy('id', 'desc')
        .execute();

      const res = await get('/api/call-logs/export', token, 'beta.localhost');
      expect(res.statusCode).toBe(200);
      const lines = res.body.split('\r\n').slice(1, -1);
      expect(lines).toHaveLength(2500);
      const exported = lines.map((line) => line.split(',')[0]);
      expect(new Set(exported).size).toBe(2500);
      expect(exported).toEqual(stored.map((row) => row.call_id));
      // Durations in seconds, as stored.
      expect(lines[0]?.split(',')[8]).toBe('2499');

      const page = await get('/api/call-logs?per_page=100&page=25', token, 'beta.localhost');
      expect(page.json()).toMatchObject({
        pagination: { total: 2500, last_page: 25, from: 2401, to: 2500 },
      });

      // A filtered count stops past its cap (10,000 in the routes; 1,000 here): "1,000+" calls.
      const own = { kind: 'own' as const, userId: bulk.id };
      const completed = { page: 1, per_page: 15, status: 'completed' };
      const capped = await listCallLogs(ctx.db, own, completed, false, 1000);
      expect(capped.pagination).toMatchObject({ total: 1000, total_capped: true, last_page: 67 });
      expect(capped.data).toHaveLength(15);
      const exact = await listCallLogs(ctx.db, own, completed, false, 2500);
      expect(exact.pagination).toMatchObject({ total: 2500, total_capped: false });
      const unfiltered = await listCallLogs(ctx.db, own, { page: 1, per_page: 15 }, false, 1000);
      expect(unfiltered.pagination).toMatchObject({ total: 2500, total_capped: false });
    });
  });
});
