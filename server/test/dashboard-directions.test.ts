import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  callStatsDrift,
  dailyTotals,
  rebuildCallStats,
} from '../src/domains/calls/ingestion/call-stats-repository';
import { webhookSecretFor } from '../src/domains/voice/voice-platform/webhook-credential';
import {
  insertAssistant,
  insertReseller,
  insertUser,
  login,
  type UserFixture,
} from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';
import { withCallsBeforeTotals } from './helpers/call-totals-backfill';
import { bearer, endOfCallReport, statusUpdate, type CallRef } from './helpers/vapi-messages';

/**
 * Inbound and outbound calls on the dashboards: calls arrive through the voice webhook as Vapi sends them (call.type
 * inboundPhoneCall / outboundPhoneCall / webCall), land in their direction's totals (call_daily_totals'
 * inbound_* / outbound_* columns), stay equal to a recount of call_logs, and each tenant's admin sees its own split.
 */

const URL = '/api/webhooks/vapi';

/** Today, a few minutes ago (so the calls are in today's bar and in this month). */
const recently = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const plus = (iso: string, seconds: number) =>
  new Date(Date.parse(iso) + seconds * 1000).toISOString();

interface Figures {
  total_calls: number;
  this_month_calls: number;
  total_minutes: number;
  this_month_minutes: number;
  total_billed_minutes: number;
  this_month_billed_minutes: number;
}

/** Calls all made today (so in this month too): their count, talk time (one decimal) and billed minutes. */
function figuresOf(seconds: number[]): Figures {
  const total = seconds.reduce((sum, s) => sum + s, 0);
  const billed = seconds.reduce((sum, s) => sum + Math.ceil(s / 60), 0);
  const minutes = Math.round((total / 60) * 10) / 10;
  return {
    total_calls: seconds.length,
    this_month_calls: seconds.length,
    total_minutes: minutes,
    this_month_minutes: minutes,
    total_billed_minutes: billed,
    this_month_billed_minutes: billed,
  };
}

describe.each(databases)('inbound and outbound calls on the dashboards (%s)', (dialect) => {
  let alpha: number;
  let beta: number;
  let alice: UserFixture;
  let bob: UserFixture;
  let alphaAdmin: UserFixture;
  let betaAdmin: UserFixture;
  let platformAdmin: UserFixture;
  let aliceVapi: string;
  let bobVapi: string;
  let alphaSecret: string;
  let betaSecret: string;
  let seq = 0;

  const ctx = useTestContext(() => createTestContext(dialect));

  const ref = (vapiAssistantId: string): CallRef => {
    seq += 1;
    return { callId: `direction-${dialect}-${seq}`, vapiAssistantId };
  };
  const deliver = async (payload: string, secret: string) => {
    const res = await request(ctx.app, {
      method: 'POST',
      url: URL,
      payload,
      headers: bearer(secret),
    });
    expect(res.statusCode).toBe(200);
  };
  /** One ended call of `seconds` through the webhook, reported as Vapi reports it. */
  const call = async (
    vapiId: string,
    secret: string,
    callType: string,
    seconds: number,
    minutesAgo: number,
  ) => {
    const startedAt = recently(minutesAgo);
    await deliver(
      endOfCallReport(ref(vapiId), { callType, startedAt, endedAt: plus(startedAt, seconds) }),
      secret,
    );
  };
  const stats = async (user: UserFixture, host: string, url: string) => {
    const token = await login(ctx.app, user, host);
    const res = await request(ctx.app, { method: 'GET', url, host, token });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const userStats = (user: UserFixture, host: string) => stats(user, host, '/api/dashboard/stats');
  const adminStats = (user: UserFixture, host: string) =>
    stats(user, host, '/api/admin/dashboard/stats');

  beforeAll(async () => {
    const db = ctx.db;
    alpha = await insertReseller(db, { subdomain: 'alpha' });
    beta = await insertReseller(db, { subdomain: 'beta' });
    alice = await insertUser(db, { reseller_id: alpha, name: 'Alice' });
    bob = await insertUser(db, { reseller_id: beta, name: 'Bob' });
    alphaAdmin = await insertUser(db, { reseller_id: alpha, role: 'reseller_admin' });
    betaAdmin = await insertUser(db, { reseller_id: beta, role: 'reseller_admin' });
    platformAdmin = await insertUser(db, { role: 'admin' });
    aliceVapi = `vapi-direction-alice-${dialect}`;
    bobVapi = `vapi-direction-bob-${dialect}`;
    await insertAssistant(db, {
      user_id: alice.id,
      reseller_id: alpha,
      name: 'Alice desk',
      vapi_assistant_id: aliceVapi,
    });
    await insertAssistant(db, {
      user_id: bob.id,
      reseller_id: beta,
      name: 'Bob desk',
      vapi_assistant_id: bobVapi,
    });
    alphaSecret = await webhookSecretFor(ctx.db, ctx.config, alpha);
    betaSecret = await webhookSecretFor(ctx.db, ctx.config, beta);

    // Alice: two inbound calls (125 s, 20 s), one outbound (61 s), one web call (30 s, in the totals only).
    await call(aliceVapi, alphaSecret, 'inboundPhoneCall', 125, 10);
    await call(aliceVapi, alphaSecret, 'inboundPhoneCall', 20, 9);
    await call(aliceVapi, alphaSecret, 'outboundPhoneCall', 61, 8);
    await call(aliceVapi, alphaSecret, 'webCall', 30, 7);
    // Bob (another tenant): three outbound calls of 90 s.
    for (const minutesAgo of [6, 5, 4]) {
      await call(bobVapi, betaSecret, 'outboundPhoneCall', 90, minutesAgo);
    }
  });

  it("puts a user's inbound and outbound calls in their own buckets, web calls in the totals only", async () => {
    const data = await userStats(alice, 'alpha.localhost');
    expect(data.overview).toMatchObject({
      total_calls: 4,
      total_billed_minutes: 3 + 1 + 2 + 1,
      directions: { inbound: figuresOf([125, 20]), outbound: figuresOf([61]) },
    });
    expect(data.calls_per_day.at(-1)).toEqual({
      date: new Date().toISOString().slice(0, 10),
      calls: 4,
      minutes: 3.9, // 236 s
      inbound_calls: 2,
      inbound_minutes: 2.4, // 145 s
      outbound_calls: 1,
      outbound_minutes: 1, // 61 s
    });
    expect(data.recent_calls.map((c: { direction: string }) => c.direction)).toEqual([
      'web',
      'outbound',
      'inbound',
      'inbound',
    ]);
  });

  it("shows a tenant's admin only its tenant's split, and the platform admin every call's", async () => {
    const alphaData = await adminStats(alphaAdmin, 'alpha.localhost');
    expect(alphaData.overview.directions).toEqual({
      inbound: figuresOf([125, 20]),
      outbound: figuresOf([61]),
    });
    expect(alphaData.calls_per_day.at(-1)).toMatchObject({ inbound_calls: 2, outbound_calls: 1 });

    const betaData = await adminStats(betaAdmin, 'beta.localhost');
    expect(betaData.overview.directions).toEqual({
      inbound: figuresOf([]),
      outbound: figuresOf([90, 90, 90]),
    });
    expect(betaData.calls_per_day.at(-1)).toMatchObject({
      calls: 3,
      inbound_calls: 0,
      outbound_calls: 3,
      outbound_minutes: 4.5,
    });

    const all = await adminStats(platformAdmin, 'localhost');
    expect(all.overview.directions).toEqual({
      inbound: figuresOf([125, 20]),
      outbound: figuresOf([61, 90, 90, 90]),
    });
  });

  it('moves a call to its direction when a later report names it, and the totals stay a recount', async () => {
    // A status-update without a call type: counted in the totals, in neither direction.
    const late = ref(aliceVapi);
    const startedAt = recently(3);
    const update = JSON.parse(statusUpdate(late, 'in-progress', Date.now() - 3 * 60_000));
    delete update.message.call.type;
    await deliver(JSON.stringify(update), alphaSecret);
    const before = (await userStats(alice, 'alpha.localhost')).overview;
    expect(before.total_calls).toBe(5);
    expect(before.directions.outbound.total_calls).toBe(1);
    expect(await callStatsDrift(ctx.db, dialect)).toEqual([]);

    // Its report says outbound: the call (and its 45 s) moves into the outbound bucket.
    await deliver(
      endOfCallReport(late, {
        callType: 'outboundPhoneCall',
        startedAt,
        endedAt: plus(startedAt, 45),
      }),
      alphaSecret,
    );
    const after = (await userStats(alice, 'alpha.localhost')).overview;
    expect(after.total_calls).toBe(5);
    expect(after.directions).toEqual({
      inbound: figuresOf([125, 20]),
      outbound: figuresOf([61, 45]),
    });
    expect(await callStatsDrift(ctx.db, dialect)).toEqual([]);
  });

  it('finds a wrong direction total as drift, and a rebuild gives the same figures as the writes', async () => {
    const replies = async () => [
      await userStats(alice, 'alpha.localhost'),
      await adminStats(alphaAdmin, 'alpha.localhost'),
      await adminStats(betaAdmin, 'beta.localhost'),
      await adminStats(platformAdmin, 'localhost'),
    ];
    const kept = await replies();
    const today = new Date().toISOString().slice(0, 10);
    await ctx.db
      .updateTable('call_daily_totals')
      .set({ outbound_calls: 9 })
      .where('scope_key', '=', `reseller:${beta}`)
      .execute();
    expect(await callStatsDrift(ctx.db, dialect)).toEqual([
      `call_daily_totals reseller:${beta}|${today}: 3/270/6 in 0/0/0 out 9/270/6, recount 3/270/6 in 0/0/0 out 3/270/6`,
    ]);
    await ctx.db.transaction().execute((trx) => rebuildCallStats(trx, dialect));
    expect(await callStatsDrift(ctx.db, dialect)).toEqual([]);
    expect(await replies()).toEqual(kept);
  });
});

describe.each(databases)("migration 0040's backfill of the totals by direction (%s)", (dialect) => {
  it('fills the inbound and outbound totals from the calls stored before it, in every scope', async () => {
    // Back to before the totals existed, calls stored then, and every migration up again (0010, 0015, 0040).
    await withCallsBeforeTotals(
      dialect,
      'direction-backfill',
      async ({ db, reseller, alice, bob, ...backfill }) => {
        const call = (
          user: { id: number },
          resellerId: number | null,
          start_time: string,
          duration: number,
          direction: string | null,
        ) => ({ user, resellerId, start_time, duration, direction });
        await backfill.storeAndMigrate([
          call(alice, reseller, '2026-10-31T23:59:59.999Z', 60, 'inbound'),
          call(alice, reseller, '2026-11-01T00:00:00.000Z', 30, 'outbound'),
          call(alice, reseller, '2026-11-01T10:00:00.000Z', 45, 'outbound'),
          call(alice, reseller, '2026-11-01T11:00:00.000Z', 15, 'web'),
          call(bob, null, '2026-11-01T10:00:00.000Z', 10, null),
          call(bob, null, '2026-11-02T10:00:00.000Z', 5, 'inbound'),
        ]);
        const zero = {
          inbound_calls: 0,
          inbound_seconds: 0,
          inbound_billed_minutes: 0,
          outbound_calls: 0,
          outbound_seconds: 0,
          outbound_billed_minutes: 0,
        };
        expect(await dailyTotals(db, { kind: 'all' }, '2026-10-01')).toEqual([
          {
            day: '2026-10-31',
            calls: 1,
            seconds: 60,
            billed_minutes: 1,
            ...zero,
            inbound_calls: 1,
            inbound_seconds: 60,
            inbound_billed_minutes: 1,
          },
          {
            day: '2026-11-01',
            calls: 4,
            seconds: 100,
            billed_minutes: 4,
            ...zero,
            outbound_calls: 2,
            outbound_seconds: 75,
            outbound_billed_minutes: 2,
          },
          {
            day: '2026-11-02',
            calls: 1,
            seconds: 5,
            billed_minutes: 1,
            ...zero,
            inbound_calls: 1,
            inbound_seconds: 5,
            inbound_billed_minutes: 1,
          },
        ]);
        expect(await dailyTotals(db, { kind: 'own', userId: bob.id }, '2026-10-01')).toEqual([
          { day: '2026-11-01', calls: 1, seconds: 10, billed_minutes: 1, ...zero },
          {
            day: '2026-11-02',
            calls: 1,
            seconds: 5,
            billed_minutes: 1,
            ...zero,
            inbound_calls: 1,
            inbound_seconds: 5,
            inbound_billed_minutes: 1,
          },
        ]);
        expect(
          await dailyTotals(db, { kind: 'reseller', resellerId: reseller }, '2026-11-01'),
        ).toEqual([
          {
            day: '2026-11-01',
            calls: 3,
            seconds: 90,
            billed_minutes: 3,
            ...zero,
            outbound_calls: 2,
            outbound_seconds: 75,
            outbound_billed_minutes: 2,
          },
        ]);
      },
    );
  });
});
