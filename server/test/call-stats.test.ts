import { beforeAll, describe, expect, it } from '@jest/globals';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import {
  callStatsDrift,
  dailyTotals,
  rebuildCallStats,
  scopeTotals,
  type CallTotals,
} from '../src/domains/calls/ingestion/call-stats-repository';
import {
  applyCallEvents,
  findEventAssistants,
} from '../src/domains/calls/ingestion/ingest-repository';
import {
  callEventOf,
  readVoiceMessage,
  type RecordedType,
} from '../src/domains/calls/ingestion/vapi-event';
import { webhookSecretFor } from '../src/domains/voice/voice-platform/webhook-credential';
import { insertAssistant, insertReseller, insertUser } from './helpers/fixtures';
import { createTestContext, databases, request, testConfig } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';
import { withCallsBeforeTotals } from './helpers/call-totals-backfill';
import { testEnv } from './helpers/test-env';
import {
  bearer,
  endOfCallReport,
  signed,
  statusUpdate,
  type CallRef,
} from './helpers/vapi-messages';

/**
 * The dashboards' pre-aggregated totals (call_daily_totals, assistant_call_totals) follow call_logs exactly,
 * whatever the webhook deliveries: after each scenario the stored totals equal a GROUP BY recount of
 * call_logs in every scope (callStatsDrift lists the differences), and the owner's own figures are checked.
 */

const URL = '/api/webhooks/vapi';

/** The totals of every call (the split by direction is dashboard-directions.test.ts's). */
const ofEveryCall = ({ calls, seconds, billed_minutes }: CallTotals) => ({
  calls,
  seconds,
  billed_minutes,
});
const T0 = Date.parse('2026-11-20T10:00:00.000Z');
let seq = 0;

interface Owner {
  userId: number;
  resellerId: number | null;
  assistantId: number;
  secret: string;
  vapiId: string;
  call(): CallRef;
}

describe.each(databases)('dashboard totals follow call_logs (%s)', (dialect) => {
  let alpha: number;
  let alphaSecret: string;
  let platformSecret: string;

  const post = (payload: string, headers: Record<string, string>) =>
    request(ctx.app, { method: 'POST', url: URL, payload, headers });
  const deliver = async (payload: string, headers: Record<string, string>) => {
    const res = await post(payload, headers);
    expect(res.statusCode).toBe(200);
  };
  const expectNoDrift = async () => {
    expect(await callStatsDrift(ctx.db, dialect)).toEqual([]);
  };

  /** A user of `resellerId` with one assistant that the platform knows. */
  const newOwner = async (resellerId: number | null): Promise<Owner> => {
    seq += 1;
    const n = seq;
    const user = await insertUser(ctx.db, { reseller_id: resellerId });
    const vapiId = `vapi-stats-${dialect}-${n}`;
    const assistantId = await insertAssistant(ctx.db, {
      user_id: user.id,
      reseller_id: resellerId,
      name: `Stats ${n}`,
      vapi_assistant_id: vapiId,
    });
    let calls = 0;
    return {
      userId: user.id,
      resellerId,
      assistantId,
      secret: resellerId === null ? platformSecret : alphaSecret,
      vapiId,
      call: () => ({ callId: `stats-${dialect}-${n}-${(calls += 1)}`, vapiAssistantId: vapiId }),
    };
  };
  const userTotals = async (owner: Owner) =>
    ofEveryCall(await scopeTotals(ctx.db, { kind: 'own', userId: owner.userId }));
  const userDays = async (owner: Owner) =>
    (await dailyTotals(ctx.db, { kind: 'own', userId: owner.userId }, '2000-01-01')).map(
      ({ day, ...totals }) => ({ day, ...ofEveryCall(totals) }),
    );
  const assistantTotals = async (owner: Owner) => {
    const row = await ctx.db
      .selectFrom('assistant_call_totals')
      .select(['calls', 'seconds', 'reseller_id'])
      .where('assistant_id', '=', owner.assistantId)
      .executeTakeFirst();
    return row
      ? { calls: Number(row.calls), seconds: Number(row.seconds), reseller_id: row.reseller_id }
      : null;
  };

  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
    alphaSecret = await webhookSecretFor(ctx.db, ctx.config, alpha);
    platformSecret = await webhookSecretFor(ctx.db, ctx.config, null);
  });

  it('counts a call seen by a status-update, then adds its seconds when the report comes', async () => {
    const owner = await newOwner(alpha);
    const ref = owner.call();
    await deliver(statusUpdate(ref, 'in-progress', T0), bearer(owner.secret));
    // Started when created (the status-update has no startedAt): counted, 0 s so far.
    expect(await userTotals(owner)).toEqual({ calls: 1, seconds: 0, billed_minutes: 0 });
    expect(await userDays(owner)).toEqual([
      { day: '2026-11-20', calls: 1, seconds: 0, billed_minutes: 0 },
    ]);
    await expectNoDrift();

    await deliver(endOfCallReport(ref), bearer(owner.secret));
    expect(await userTotals(owner)).toEqual({ calls: 1, seconds: 125, billed_minutes: 3 });
    expect(await assistantTotals(owner)).toEqual({ calls: 1, seconds: 125, reseller_id: alpha });
    await expectNoDrift();
  });

  it('ignores a status-update delivered after the report, and replays of the report', async () => {
    const owner = await newOwner(alpha);
    const ref = owner.call();
    const report = endOfCallReport(ref, { startedAt: '2026-11-18T08:00:00.000Z' });
    await deliver(report, signed(owner.secret, report));
    await deliver(statusUpdate(ref, 'in-progress', T0 + 3_600_000), bearer(owner.secret));
    await deliver(report, bearer(owner.secret));
    // A replay with other content (longer, other day) changes nothing either.
    await deliver(
      endOfCallReport(ref, {
        startedAt: '2026-11-19T08:00:00.000Z',
        endedAt: '2026-11-19T09:00:00.000Z',
      }),
      bearer(owner.secret),
    );
    expect(await userDays(owner)).toEqual([
      { day: '2026-11-18', calls: 1, seconds: 125, billed_minutes: 3 },
    ]);
    expect(await assistantTotals(owner)).toEqual({ calls: 1, seconds: 125, reseller_id: alpha });
    await expectNoDrift();
  });

  it('moves a call to the day its report says it started', async () => {
    const owner = await newOwner(alpha);
    const ref = owner.call();
    // The status-update dates the call by its createdAt (2026-11-20T09:59:58Z) ...
    await deliver(statusUpdate(ref, 'ringing', T0), bearer(owner.secret));
    expect(await userDays(owner)).toEqual([
      { day: '2026-11-20', calls: 1, seconds: 0, billed_minutes: 0 },
    ]);
    // ... the report by its startedAt, one second before midnight the day before.
    await deliver(
      endOfCallReport(ref, {
        startedAt: '2026-11-19T23:59:59.000Z',
        endedAt: '2026-11-20T00:01:39.000Z',
      }),
      bearer(owner.secret),
    );
    const days = (await userDays(owner)).filter((d) => d.calls !== 0 || d.seconds !== 0);
    expect(days).toEqual([{ day: '2026-11-19', calls: 1, seconds: 100, billed_minutes: 2 }]);
    expect(await userTotals(owner)).toEqual({ calls: 1, seconds: 100, billed_minutes: 2 });
    await expectNoDrift();
  });

  it("moves a call to the assistant and tenant its report names (a platform assistant's report)", async () => {
    const first = await newOwner(alpha);
    const second = await newOwner(null);
    const ref = first.call();
    await deliver(statusUpdate(ref, 'in-progress', T0), bearer(first.secret));
    await deliver(
      endOfCallReport({ ...ref, vapiAssistantId: second.vapiId }),
      bearer(second.secret),
    );
    expect(await userTotals(first)).toEqual({ calls: 0, seconds: 0, billed_minutes: 0 });
    expect(await userTotals(second)).toEqual({ calls: 1, seconds: 125, billed_minutes: 3 });
    expect(await assistantTotals(first)).toEqual({ calls: 0, seconds: 0, reseller_id: alpha });
    expect(await assistantTotals(second)).toEqual({ calls: 1, seconds: 125, reseller_id: null });
    await expectNoDrift();
  });

  it('stays exact under concurrent deliveries of many calls (status-updates, reports, replays)', async () => {
    const owners = [await newOwner(alpha), await newOwner(alpha), await newOwner(null)];
    const before = await scopeTotals(ctx.db, { kind: 'all' });
    const deliveries: [string, Record<string, string>][] = [];
    const calls = 90;
    for (let i = 0; i < calls; i += 1) {
      const owner = owners[i % owners.length] as Owner;
      const ref = owner.call();
      // Three days, seconds 1..90: each call's report lands once whatever the order.
      const startedAt = new Date(Date.parse('2026-11-01T12:00:00.000Z') + (i % 3) * 86_400_000);
      const report = endOfCallReport(ref, {
        startedAt: startedAt.toISOString(),
        endedAt: new Date(startedAt.getTime() + (i + 1) * 1000).toISOString(),
      });
      deliveries.push(
        [statusUpdate(ref, 'ringing', T0 + i), bearer(owner.secret)],
        [report, bearer(owner.secret)],
        [report, signed(owner.secret, report)],
        [statusUpdate(ref, 'in-progress', T0 + i + 1), bearer(owner.secret)],
      );
    }
    // Shuffled (fixed seed), then all at once: 360 deliveries in flight.
    let state = 42;
    const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = deliveries.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [deliveries[i], deliveries[j]] = [deliveries[j] as never, deliveries[i] as never];
    }
    const answers = await Promise.all(deliveries.map(([body, headers]) => post(body, headers)));
    expect(answers.filter((a) => a.statusCode !== 200)).toEqual([]);

    const after = await scopeTotals(ctx.db, { kind: 'all' });
    expect(after.calls - before.calls).toBe(calls);
    expect(after.seconds - before.seconds).toBe((calls * (calls + 1)) / 2);
    for (const [k, owner] of owners.entries()) {
      // Owner k has calls i ≡ k (mod 3), whose seconds are i + 1.
      const own = Array.from({ length: calls / 3 }, (_, n) => 3 * n + k + 1);
      expect(await userTotals(owner)).toEqual({
        calls: calls / 3,
        seconds: own.reduce((sum, s) => sum + s, 0),
        billed_minutes: own.reduce((sum, s) => sum + Math.ceil(s / 60), 0),
      });
    }
    await expectNoDrift();
  });

  if (dialect === 'postgres') {
    it('stays exact when two server processes apply deliveries to one database at once', async () => {
      const url = testEnv.databaseUrl;
      if (!url || !ctx.database.schema) throw new Error('no PostgreSQL schema');
      const database = await openDatabase({
        databaseUrl: url,
        databaseSchema: ctx.database.schema,
        sqliteFile: '',
      });
      const other = await buildApp(testConfig(), { database, logger: false });
      try {
        await other.ready();
        const owner = await newOwner(alpha);
        const apps = [ctx.app, other];
        const deliveries = Array.from({ length: 40 }, (_, i) => {
          const ref = owner.call();
          const report = endOfCallReport(ref);
          return [0, 1].flatMap((n) => [
            request(apps[(i + n) % 2] ?? ctx.app, {
              method: 'POST',
              url: URL,
              payload: statusUpdate(ref, 'in-progress', T0 + n),
              headers: bearer(owner.secret),
            }),
            request(apps[(i + n + 1) % 2] ?? ctx.app, {
              method: 'POST',
              url: URL,
              payload: report,
              headers: bearer(owner.secret),
            }),
          ]);
        });
        const answers = await Promise.all(deliveries.flat());
        expect(answers.filter((a) => a.statusCode !== 200)).toEqual([]);
        expect(await userTotals(owner)).toEqual({
          calls: 40,
          seconds: 40 * 125,
          billed_minutes: 40 * 3,
        });
        await expectNoDrift();

        // Batches straight from both processes' pools, a call's status-update in one and its report in
        // the other at once (without the batches' advisory lock, this drifted by about 1 call in 6).
        const assistant = (await findEventAssistants(ctx.db, [owner.vapiId])).get(owner.vapiId);
        if (!assistant) throw new Error('no assistant');
        const eventOf = (body: string) => {
          const message = readVoiceMessage(body);
          return { assistant, event: callEventOf(message.type as RecordedType, message.body) };
        };
        const batches = Array.from({ length: 300 }, (_, i) => {
          const ref = owner.call();
          return [
            applyCallEvents(ctx.db, [eventOf(statusUpdate(ref, 'in-progress', T0 + i))], {
              dialect,
            }),
            applyCallEvents(database.db, [eventOf(endOfCallReport(ref))], { dialect }),
          ];
        });
        await Promise.all(batches.flat());
        expect(await userTotals(owner)).toEqual({
          calls: 340,
          seconds: 340 * 125,
          billed_minutes: 340 * 3,
        });
        await expectNoDrift();
      } finally {
        await other.close();
        await database.destroy();
      }
    });
  }

  it('finds drift when the totals are wrong, and a rebuild repairs it', async () => {
    const owner = await newOwner(alpha);
    await deliver(endOfCallReport(owner.call()), bearer(owner.secret));
    await ctx.db
      .updateTable('call_daily_totals')
      .set({ calls: 7 })
      .where('scope_key', '=', `user:${owner.userId}`)
      .execute();
    await ctx.db
      .deleteFrom('assistant_call_totals')
      .where('assistant_id', '=', owner.assistantId)
      .execute();
    expect(await callStatsDrift(ctx.db, dialect)).toEqual([
      `call_daily_totals user:${owner.userId}|2026-11-20: 7/125/3 in 1/125/3 out 0/0/0, recount 1/125/3 in 1/125/3 out 0/0/0`,
      `assistant_call_totals ${owner.assistantId}: missing, recount 1/125 reseller ${alpha}`,
    ]);
    await ctx.db.transaction().execute((trx) => rebuildCallStats(trx, dialect));
    await expectNoDrift();
    expect(await userTotals(owner)).toEqual({ calls: 1, seconds: 125, billed_minutes: 3 });
  });
});

describe.each(databases)("migrations 0010's and 0015's backfill of the totals (%s)", (dialect) => {
  it('fills the totals from the calls stored before it, in every scope', async () => {
    // Back to before 0010 (its down, and any later one's), then calls stored the old way.
    await withCallsBeforeTotals(
      dialect,
      'backfill',
      async ({ db, reseller, alice, bob, ...backfill }) => {
        const a1 = await insertAssistant(db, {
          user_id: alice.id,
          reseller_id: reseller,
          name: 'A',
        });
        const b1 = await insertAssistant(db, { user_id: bob.id, name: 'B' });
        const call = (
          user: { id: number } | null,
          assistantId: number | null,
          resellerId: number | null,
          start_time: string,
          duration: number,
        ) => ({ user, assistantId, resellerId, start_time, duration });
        await backfill.storeAndMigrate([
          call(alice, a1, reseller, '2026-10-31T23:59:59.999Z', 60),
          call(alice, a1, reseller, '2026-11-01T00:00:00.000Z', 30),
          call(alice, a1, reseller, '2026-11-01T10:00:00.000Z', 45),
          call(bob, b1, null, '2026-11-01T10:00:00.000Z', 10),
          call(null, null, null, '2026-11-02T10:00:00.000Z', 5),
        ]);
        const all = (await dailyTotals(db, { kind: 'all' }, '2026-10-01')).map(
          ({ day, ...totals }) => ({ day, ...ofEveryCall(totals) }),
        );
        // Billed minutes: each call rounded up to whole minutes (60 s is 1, 5 s is 1).
        expect(all).toEqual([
          { day: '2026-10-31', calls: 1, seconds: 60, billed_minutes: 1 },
          { day: '2026-11-01', calls: 3, seconds: 85, billed_minutes: 3 },
          { day: '2026-11-02', calls: 1, seconds: 5, billed_minutes: 1 },
        ]);
        expect(
          ofEveryCall(await scopeTotals(db, { kind: 'reseller', resellerId: reseller })),
        ).toEqual({
          calls: 3,
          seconds: 135,
          billed_minutes: 3,
        });
        expect(ofEveryCall(await scopeTotals(db, { kind: 'reseller', resellerId: null }))).toEqual({
          calls: 2,
          seconds: 15,
          billed_minutes: 2,
        });
        const aliceDays = await dailyTotals(db, { kind: 'own', userId: alice.id }, '2026-01-01');
        expect(aliceDays.map(({ day, ...totals }) => ({ day, ...ofEveryCall(totals) }))).toEqual([
          { day: '2026-10-31', calls: 1, seconds: 60, billed_minutes: 1 },
          { day: '2026-11-01', calls: 2, seconds: 75, billed_minutes: 2 },
        ]);
        const perAssistant = await db
          .selectFrom('assistant_call_totals')
          .select(['assistant_id', 'reseller_id', 'calls', 'seconds'])
          .orderBy('assistant_id')
          .execute();
        expect(perAssistant.map((r) => ({ ...r, calls: Number(r.calls) }))).toEqual([
          { assistant_id: a1, reseller_id: reseller, calls: 3, seconds: 135 },
          { assistant_id: b1, reseller_id: null, calls: 1, seconds: 10 },
        ]);
      },
    );
  });
});
