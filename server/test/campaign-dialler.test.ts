import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { CampaignDialler } from '../src/domains/voice/campaigns/dialler';
import { callRefOf } from '../src/domains/voice/campaigns/dialler-repository';
import { nextWindowOpening } from '../src/domains/voice/campaigns/calling-window';
import { OUTBOUND_MESSAGES } from '../src/domains/voice/outbound/service';
import {
  sandboxAsksNotToCall,
  sandboxOutcomeOf,
  type SandboxOutcome,
} from '../src/domains/voice/outbound/sandbox-call';
import { sandboxCallIdOf } from '../src/domains/voice/voice-platform/sandbox-provider';
import type { CallingWindow } from '../src/db/schema';
import { insertPlan } from './helpers/billing';
import { listDoNotCall } from './helpers/campaigns';
import { counting } from './helpers/query-counter';
import { insertSubscribedOwner } from './helpers/subscribed-owner';
import { insertAssistant, insertReseller, insertUser } from './helpers/fixtures';
import { createTestContext, databases, type TestContext } from './helpers/test-app';

const FROM = '+12125550123';
const ALWAYS: CallingWindow = {
  mon: { start: '00:00', end: '23:59' },
  tue: { start: '00:00', end: '23:59' },
  wed: { start: '00:00', end: '23:59' },
  thu: { start: '00:00', end: '23:59' },
  fri: { start: '00:00', end: '23:59' },
  sat: { start: '00:00', end: '23:59' },
  sun: { start: '00:00', end: '23:59' },
};

/** Numbers (555 range) the sandbox gives `outcome` for, skipping the ones that ask not to be called. */
function numbersWith(outcome: SandboxOutcome, count: number, from = 1000): string[] {
  const found: string[] = [];
  for (let n = from; n < 99_999 && found.length < count; n += 1) {
    const number = `+1415555${String(n).padStart(4, '0')}`;
    if (sandboxOutcomeOf(number) === outcome && !sandboxAsksNotToCall(number)) found.push(number);
  }
  return found;
}

/**
 * The dialling engine on SQLite and PostgreSQL: the window in the contact's zone (DST included), the concurrency cap
 * with two workers, retries, do-not-call added after import, idempotent outcomes, pause/resume/cancel, completion
 * with its event, recovery after a crash, the plan running out.
 */
describe.each(databases)('campaign dialler (%s)', (dialect) => {
  let ctx: TestContext;
  let app: FastifyInstance;
  let alpha: number;
  let ownerId: number;
  let unpaidId: number;
  let assistantId: number;
  let unpaidAssistant: number;
  let seq = 0;
  const delivered: string[] = [];

  /** A dialler of this app; `hold` keeps the sandbox's messages instead of delivering them. */
  const dialler = (name: string, callMs = 0, hold?: string[]) =>
    new CampaignDialler({
      db: ctx.db,
      config: { ...ctx.config, campaigns: { ...ctx.config.campaigns, sandboxCallMs: callMs } },
      voice: app.voice,
      log: app.log,
      workerId: name,
      deliverVoiceWebhook: async (url, payload, headers) => {
        if (hold) {
          hold.push(JSON.stringify({ url, payload, headers }));
          return 200;
        }
        delivered.push(url);
        return (await app.inject({ method: 'POST', url, payload, headers })).statusCode;
      },
    });

  async function campaignWith(
    numbers: readonly (string | { phone: string; zone: string })[],
    values: Partial<{
      status: 'running' | 'draft' | 'paused';
      max_concurrent: number;
      calling_window: CallingWindow;
      retry_count: number;
      retry_spacing_minutes: number;
      retry_on: string[];
      assistant_id: number;
      user_id: number;
      ends_at: string | null;
      time_zone: string;
    }> = {},
  ): Promise<number> {
    seq += 1;
    const now = new Date().toISOString();
    const { calling_window, retry_on, ...rest } = values;
    const id = (
      await ctx.db
        .insertInto('campaigns')
        .values({
          user_id: ownerId,
          reseller_id: alpha,
          assistant_id: assistantId,
          phone_number_id: null,
          name: `Campaign ${seq}`,
          status: 'running',
          time_zone: 'UTC',
          max_concurrent: 5,
          retry_count: 0,
          retry_spacing_minutes: 5,
          consent_confirmed_at: now,
          consent_by: ownerId,
          created_at: now,
          updated_at: now,
          ...rest,
          calling_window: JSON.stringify(calling_window ?? ALWAYS),
          retry_on: JSON.stringify(retry_on ?? ['no_answer', 'busy', 'voicemail']),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    if (numbers.length > 0) {
      await ctx.db
        .insertInto('campaign_contacts')
        .values(
          numbers.map((n) => ({
            campaign_id: id,
            phone_e164: typeof n === 'string' ? n : n.phone,
            name: null,
            time_zone: typeof n === 'string' ? 'UTC' : n.zone,
            variables: JSON.stringify({ first_name: 'Ada' }),
            created_at: now,
          })),
        )
        .execute();
    }
    return id;
  }

  const contactsOf = (campaignId: number) =>
    ctx.db
      .selectFrom('campaign_contacts')
      .selectAll()
      .where('campaign_id', '=', campaignId)
      .orderBy('id')
      .execute();

  const callsTo = async (phone: string) =>
    Number(
      (
        await ctx.db
          .selectFrom('call_logs')
          .select(ctx.db.fn.countAll().as('n'))
          .where('customer_number', '=', phone)
          .executeTakeFirstOrThrow()
      ).n,
    );

  const campaignRow = (id: number) =>
    ctx.db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    app = ctx.app;
    alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
    const plan = await insertPlan(ctx.db, { price: 29, minutes: 1000 });
    await ctx.db
      .updateTable('packages')
      .set({ campaigns_enabled: 1, campaign_concurrency_limit: 20 })
      .where('id', '=', plan)
      .execute();
    const owner = await insertSubscribedOwner(ctx.db, {
      resellerId: alpha,
      packageId: plan,
      reference: `sub-dialler-${dialect}`,
    });
    ownerId = owner.id;
    unpaidId = (await insertUser(ctx.db, { reseller_id: alpha })).id;
    const assistant = (user: number, name: string) =>
      insertAssistant(ctx.db, {
        user_id: user,
        reseller_id: alpha,
        name,
        voice_provider: 'sandbox',
        vapi_assistant_id: `sandbox-${dialect}-${name}`,
        phone_number: FROM,
        vapi_data: JSON.stringify({ firstMessage: 'Hi {{first_name}}, this is Acme Dental.' }),
      });
    assistantId = await assistant(owner.id, 'dialler');
    unpaidAssistant = await assistant(unpaidId, 'unpaid');
  });

  afterAll(async () => {
    await ctx.close();
  });

  it('reads the window per weekday on the wall clock of the zone, right across a DST change', () => {
    const weekdays: CallingWindow = {
      ...ALWAYS,
      sat: null,
      sun: { start: '01:30', end: '03:30' },
      mon: { start: '09:00', end: '17:00' },
    };
    // Sunday 8 March 2026: New York springs forward at 02:00 (EST → EDT).
    const opening = nextWindowOpening(
      weekdays,
      'America/New_York',
      Date.parse('2026-03-07T12:00:00Z'),
    );
    expect(new Date(opening ?? 0).toISOString()).toBe('2026-03-08T06:30:00.000Z'); // 01:30 EST
    // After the Sunday window: Monday 09:00 EDT (UTC-4), not 09:00 EST.
    const monday = nextWindowOpening(
      weekdays,
      'America/New_York',
      Date.parse('2026-03-08T08:00:00Z'),
    );
    expect(new Date(monday ?? 0).toISOString()).toBe('2026-03-09T13:00:00.000Z');
    // Europe moves on 29 March: Monday 09:00 CEST is 07:00 UTC.
    const berlin = nextWindowOpening(weekdays, 'Europe/Berlin', Date.parse('2026-03-29T12:00:00Z'));
    expect(new Date(berlin ?? 0).toISOString()).toBe('2026-03-30T07:00:00.000Z');
    expect(
      nextWindowOpening(
        { ...ALWAYS, mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null },
        'UTC',
        Date.now(),
      ),
    ).toBeNull();
  });

  it('dials a contact whose window is open in its own zone; one in another zone waits for its opening', async () => {
    const hour = new Date().getUTCHours();
    const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
    const hours = { start: hh(hour), end: hour === 23 ? '23:59' : hh(hour + 1) };
    const window: CallingWindow = {
      mon: hours,
      tue: hours,
      wed: hours,
      thu: hours,
      fri: hours,
      sat: hours,
      sun: hours,
    };
    const [inUtc, inTokyo] = numbersWith('answered', 2, 3000);
    const id = await campaignWith(
      [
        { phone: inUtc as string, zone: 'UTC' },
        { phone: inTokyo as string, zone: 'Asia/Tokyo' },
      ],
      { calling_window: window },
    );
    const before = Date.now();
    await dialler('w').runOnce({ calls: true });
    const [utc, tokyo] = await contactsOf(id);
    expect(utc).toMatchObject({ status: 'completed', attempts: 1, outcome: 'completed' });
    expect(tokyo).toMatchObject({ status: 'queued', attempts: 0 });
    const expected = nextWindowOpening(window, 'Asia/Tokyo', before) ?? 0;
    const next = new Date(String(tokyo?.next_attempt_at)).getTime();
    expect(Math.abs(next - expected)).toBeLessThan(120_000);
    expect(next).toBeGreaterThan(Date.now());
    expect(await callsTo(inTokyo as string)).toBe(0);
    // Not due yet: the next round leaves it.
    await dialler('w').runOnce({ calls: true });
    expect((await contactsOf(id))[1]).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('never has more than max_concurrent contacts calling across two workers', async () => {
    const numbers = numbersWith('answered', 9, 5000);
    const id = await campaignWith(numbers, { max_concurrent: 3 });
    const one = dialler('one', 400);
    const two = dialler('two', 400);
    await Promise.all([one.runOnce(), two.runOnce(), one.runOnce(), two.runOnce()]);
    const calling = (await contactsOf(id)).filter((c) => c.status === 'calling');
    expect(calling).toHaveLength(3);
    let rounds = 0;
    while ((await contactsOf(id)).some((c) => c.status !== 'completed') && rounds < 40) {
      rounds += 1;
      await Promise.all([one.runOnce(), two.runOnce()]);
      const now = (await contactsOf(id)).filter((c) => c.status === 'calling').length;
      expect(now).toBeLessThanOrEqual(3);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await Promise.all([one.stop(), two.stop()]);
    const contacts = await contactsOf(id);
    expect(contacts.every((c) => c.status === 'completed' && c.attempts === 1)).toBe(true);
    for (const phone of numbers) expect(await callsTo(phone)).toBe(1);
  });

  it('retries no-answer after retry_spacing_minutes while attempts allow it, then settles; busy not retried is final', async () => {
    const [ringing] = numbersWith('no-answer', 1, 7000);
    const [busy] = numbersWith('busy', 1, 7000);
    const id = await campaignWith([ringing as string, busy as string], {
      retry_count: 1,
      retry_spacing_minutes: 30,
      retry_on: ['no_answer'],
    });
    const w = dialler('retry');
    await w.runOnce({ calls: true });
    let [first, second] = await contactsOf(id);
    expect(first).toMatchObject({ status: 'queued', attempts: 1, outcome: 'no_answer' });
    const spacing = new Date(String(first?.next_attempt_at)).getTime() - Date.now();
    expect(spacing).toBeGreaterThan(29 * 60_000);
    expect(spacing).toBeLessThan(31 * 60_000);
    expect(second).toMatchObject({ status: 'no_answer', attempts: 1, outcome: 'busy' });
    // Not due: nothing dialled.
    await w.runOnce({ calls: true });
    expect((await contactsOf(id))[0]).toMatchObject({ status: 'queued', attempts: 1 });
    // Due: the second attempt, the last one retry_count allows.
    await ctx.db
      .updateTable('campaign_contacts')
      .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', first?.id as number)
      .execute();
    await w.runOnce({ calls: true });
    [first, second] = await contactsOf(id);
    expect(first).toMatchObject({ status: 'no_answer', attempts: 2, outcome: 'no_answer' });
    expect(first?.next_attempt_at).toBeNull();
    expect(await callsTo(ringing as string)).toBe(2);
    expect(await callsTo(busy as string)).toBe(1);
  });

  it('re-checks the do-not-call list right before dialling: a number listed after the import is never dialled', async () => {
    const [listed, other] = numbersWith('answered', 2, 9000);
    const id = await campaignWith([listed as string, other as string]);
    await listDoNotCall(ctx.db, alpha, listed as string);
    await dialler('dnc').runOnce({ calls: true });
    const [a, b] = await contactsOf(id);
    expect(a).toMatchObject({ status: 'do_not_call', attempts: 0, outcome: 'do_not_call' });
    expect(b).toMatchObject({ status: 'completed', attempts: 1 });
    expect(await callsTo(listed as string)).toBe(0);
  });

  it('a sandbox callee who asks not to be called again lands on the list through the tool endpoint', async () => {
    let asking: string | null = null;
    for (let n = 1000; n < 10_000 && !asking; n += 1) {
      const number = `+1415556${String(n).padStart(4, '0')}`;
      if (sandboxAsksNotToCall(number)) asking = number;
    }
    const id = await campaignWith([asking as string]);
    await dialler('asks').runOnce({ calls: true });
    expect((await contactsOf(id))[0]).toMatchObject({ status: 'completed', attempts: 1 });
    const row = await ctx.db
      .selectFrom('do_not_call')
      .selectAll()
      .where('phone_e164', '=', asking as string)
      .executeTakeFirst();
    expect(row).toMatchObject({ reseller_id: alpha, source: 'call' });
    expect(delivered).toContain('/api/voice-tools/do-not-call');
  });

  it('records each outcome once: the end report twice and out of order changes nothing', async () => {
    const [number] = numbersWith('no-answer', 1, 11_000);
    const id = await campaignWith([number as string], { retry_count: 2, retry_on: ['no_answer'] });
    const held: string[] = [];
    await dialler('held', 0, held).runOnce({ calls: true });
    const [calling] = await contactsOf(id);
    expect(calling).toMatchObject({ status: 'calling', attempts: 1 });
    expect(calling?.provider_call_id).toBe(
      sandboxCallIdOf(callRefOf(id, calling?.id as number, 1)),
    );
    // The platform's messages arrive end first, then the ringing, then the end again.
    const messages = held.map(
      (m) => JSON.parse(m) as { url: string; payload: string; headers: Record<string, string> },
    );
    const post = (m: (typeof messages)[number]) =>
      app.inject({ method: 'POST', url: m.url, payload: m.payload, headers: m.headers });
    for (const m of [...messages].reverse()) expect((await post(m)).statusCode).toBe(200);
    const once = (await contactsOf(id))[0];
    expect(once).toMatchObject({ status: 'queued', attempts: 1, outcome: 'no_answer' });
    for (const m of messages) await post(m);
    expect((await contactsOf(id))[0]).toEqual(once);
    expect(await callsTo(number as string)).toBe(1);
  });

  it('start, pause, resume, cancel: the engine dials running campaigns only', async () => {
    const numbers = numbersWith('answered', 2, 13_000);
    const id = await campaignWith(numbers, { status: 'paused' });
    const w = dialler('states');
    await w.runOnce({ calls: true });
    expect((await contactsOf(id)).every((c) => c.status === 'queued' && c.attempts === 0)).toBe(
      true,
    );
    await ctx.db
      .updateTable('campaigns')
      .set({ status: 'cancelled' })
      .where('id', '=', id)
      .execute();
    await w.runOnce({ calls: true });
    expect((await contactsOf(id)).every((c) => c.attempts === 0)).toBe(true);
    await ctx.db.updateTable('campaigns').set({ status: 'running' }).where('id', '=', id).execute();
    await w.runOnce({ calls: true });
    expect((await contactsOf(id)).every((c) => c.status === 'completed')).toBe(true);
  });

  it('completes a campaign with nothing queued or calling, once, with campaign.completed in the outbox', async () => {
    const numbers = numbersWith('answered', 2, 15_000);
    const id = await campaignWith(numbers);
    const w = dialler('complete');
    await w.runOnce({ calls: true });
    await w.runOnce();
    await w.runOnce();
    const campaign = await campaignRow(id);
    expect(campaign.status).toBe('completed');
    expect(campaign.completed_at).not.toBeNull();
    const events = await ctx.db
      .selectFrom('events')
      .selectAll()
      .where('type', '=', 'campaign.completed')
      .where('resource_id', '=', String(id))
      .execute();
    expect(events).toHaveLength(1);
    expect(JSON.parse(String(events[0]?.payload))).toMatchObject({
      campaign_id: id,
      outcomes: { completed: 2 },
    });
  });

  it('after its end, the contacts never called get not_called and the campaign completes', async () => {
    const numbers = numbersWith('answered', 2, 17_000);
    const id = await campaignWith(numbers, {
      ends_at: new Date(Date.now() - 60_000).toISOString(),
    });
    await dialler('ended').runOnce({ calls: true });
    expect(await contactsOf(id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'failed', outcome: 'not_called', attempts: 0 }),
      ]),
    );
    expect((await campaignRow(id)).status).toBe('completed');
  });

  it('after a crash: a call the platform holds is not dialled again (its end is replayed); one it never got is', async () => {
    const [placed, lost] = numbersWith('answered', 2, 19_000);
    const id = await campaignWith([placed as string, lost as string]);
    // A process claimed both, the sandbox recorded the first call's ringing, then the process died.
    const held: string[] = [];
    await dialler('dead', 0, held).runOnce({ calls: true });
    const ringing = held
      .map(
        (m) => JSON.parse(m) as { url: string; payload: string; headers: Record<string, string> },
      )
      .find((m) => m.payload.includes('"ringing"') && m.payload.includes(placed as string));
    await app.inject({
      method: 'POST',
      url: ringing?.url ?? '',
      payload: ringing?.payload,
      headers: ringing?.headers,
    });
    expect(await callsTo(placed as string)).toBe(1);
    // The second's dial never reached the platform: as if the process died before it (no call id kept).
    const [, second] = await contactsOf(id);
    await ctx.db
      .updateTable('campaign_contacts')
      .set({ provider_call_id: null, placed_at: null })
      .where('id', '=', second?.id as number)
      .execute();
    await ctx.db
      .updateTable('campaign_contacts')
      .set({ lease_until: new Date(Date.now() - 1000).toISOString() })
      .where('campaign_id', '=', id)
      .execute();
    const w = dialler('survivor');
    await w.runOnce({ calls: true });
    await w.runOnce({ calls: true });
    const [a, b] = await contactsOf(id);
    expect(a).toMatchObject({ status: 'completed', attempts: 1, outcome: 'completed' });
    expect(b).toMatchObject({ status: 'completed', attempts: 1, outcome: 'completed' });
    expect(await callsTo(placed as string)).toBe(1);
    expect(await callsTo(lost as string)).toBe(1);
  });

  it("pauses the campaign with the reason when the owner's plan allows no calls, the contact untouched", async () => {
    const [number] = numbersWith('answered', 1, 21_000);
    const id = await campaignWith([number as string], {
      user_id: unpaidId,
      assistant_id: unpaidAssistant,
    });
    await dialler('unpaid').runOnce({ calls: true });
    const campaign = await campaignRow(id);
    expect(campaign).toMatchObject({
      status: 'paused',
      paused_reason: OUTBOUND_MESSAGES.noSubscription,
    });
    expect((await contactsOf(id))[0]).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await callsTo(number as string)).toBe(0);
  });
  it("reads the owner's plan, the caller number and the do-not-call list and claims once per round, not per dial", async () => {
    /** The queries of one round dialling `n` contacts (the sandbox's messages held: not delivered). */
    const roundQueries = async (n: number, from: number) => {
      await campaignWith(numbersWith('answered', n, from), { max_concurrent: 20 });
      const { db, counter } = counting(ctx.db);
      const engine = new CampaignDialler({
        db,
        config: { ...ctx.config, campaigns: { ...ctx.config.campaigns, sandboxCallMs: 0 } },
        voice: app.voice,
        log: app.log,
        workerId: `count-${from}`,
        deliverVoiceWebhook: async () => 200,
      });
      expect(await engine.runOnce({ calls: true })).toBe(n);
      await ctx.db
        .updateTable('campaigns')
        .set({ status: 'paused' })
        .where('status', '=', 'running')
        .execute();
      return counter.queries;
    };
    const one = await roundQueries(1, 30_000);
    const twenty = await roundQueries(20, 31_000);
    // Each further dial: its placing and the sandbox's read of the webhook secret (the claim is one UPDATE for
    // all). The plan alone is several queries (usage, reseller, package): read per dial, 19 times more.
    expect((twenty - one) / 19).toBeLessThanOrEqual(2);
  });
});
