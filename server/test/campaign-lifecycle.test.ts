import { beforeAll, describe, expect, it } from '@jest/globals';
import { CampaignDialler } from '../src/domains/voice/campaigns/dialler';
import { CAMPAIGN_ACTION_MESSAGES } from '../src/domains/voice/campaigns/lifecycle';
import { CAMPAIGN_NOT_FOUND } from '../src/domains/voice/campaigns/service';
import { sandboxOutcomeOf } from '../src/domains/voice/outbound/sandbox-call';
import { campaignClient } from './helpers/campaigns';
import { insertAssistant, insertTwoResellers, type TwoResellers } from './helpers/fixtures';
import { subscribeToSeededPlan } from './helpers/knowledge';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

const ALWAYS = Object.fromEntries(
  ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [
    d,
    { start: '00:00', end: '23:59' },
  ]),
);

interface CampaignBody {
  id: number;
  status: string;
  started_at: string | null;
  completed_at: string | null;
  paused_reason: string | null;
  contacts: Record<string, number>;
}

/**
 * The campaign actions of the contract: start (422 without contacts, scheduled while starts_at is ahead), pause,
 * resume, cancel with a 409 sentence for a state that does not allow them, another tenant's a 404; the stats and the
 * contacts' call_id once the engine called them.
 */
describe.each(databases)('campaign lifecycle (%s)', (dialect) => {
  const ctx = useTestContext(() => createTestContext(dialect));
  let two: TwoResellers;
  let assistantId: number;

  beforeAll(async () => {
    two = await insertTwoResellers(ctx.app, ctx.db);
    assistantId = await insertAssistant(ctx.db, {
      user_id: two.user.id,
      reseller_id: two.alpha,
      name: 'Alpha caller',
      voice_provider: 'sandbox',
      vapi_assistant_id: `sandbox-${dialect}-lifecycle`,
      phone_number: '+12125550199',
    });
    await subscribeToSeededPlan(ctx.db, two.user.id, 'Professional', two.alpha);
  });

  const client = () => campaignClient(ctx.app, two.tokens.user, 'alpha.localhost');
  const act = (id: number, action: string, token = two.tokens.user, host = 'alpha.localhost') =>
    request(ctx.app, { method: 'POST', url: `/api/campaigns/${id}/${action}`, host, token });

  async function newCampaign(values: Record<string, unknown> = {}): Promise<number> {
    const res = await client().create({
      name: 'Reminders',
      assistant_id: assistantId,
      consent: true,
      max_concurrent: 2,
      calling_window: ALWAYS,
      retry_count: 0,
      ...values,
    });
    expect(res.statusCode).toBe(201);
    return (res.json() as { data: CampaignBody }).data.id;
  }

  it('starts, pauses, resumes and cancels, refusing what the state does not allow', async () => {
    const id = await newCampaign();
    const empty = await act(id, 'start');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ success: false, message: CAMPAIGN_ACTION_MESSAGES.noContacts });
    await client().import(id, 'phone\n+14155550101\n+14155550102\n', {
      phone: 'phone',
      variables: [],
    });

    for (const action of ['pause', 'resume', 'cancel']) {
      expect((await act(id, action)).statusCode).toBe(409);
    }
    const started = await act(id, 'start');
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      success: true,
      message: 'Campaign started.',
      data: { id, status: 'running', paused_reason: null, contacts: { total: 2, queued: 2 } },
    });
    expect((started.json() as { data: CampaignBody }).data.started_at).not.toBeNull();
    expect(await act(id, 'start')).toMatchObject({ statusCode: 409 });
    expect((await act(id, 'start')).json()).toEqual({
      success: false,
      message: CAMPAIGN_ACTION_MESSAGES.notDraft,
    });
    expect((await act(id, 'resume')).json()).toEqual({
      success: false,
      message: CAMPAIGN_ACTION_MESSAGES.notPaused,
    });

    const paused = await act(id, 'pause');
    expect(paused.json()).toMatchObject({
      message: 'Campaign paused.',
      data: { status: 'paused' },
    });
    expect((await act(id, 'pause')).json()).toEqual({
      success: false,
      message: CAMPAIGN_ACTION_MESSAGES.notRunning,
    });
    expect((await act(id, 'resume')).json()).toMatchObject({
      message: 'Campaign resumed.',
      data: { status: 'running' },
    });
    const cancelled = await act(id, 'cancel');
    expect(cancelled.json()).toMatchObject({
      message: 'Campaign cancelled.',
      data: { status: 'cancelled' },
    });
    expect((cancelled.json() as { data: CampaignBody }).data.completed_at).not.toBeNull();
    expect((await act(id, 'cancel')).json()).toEqual({
      success: false,
      message: CAMPAIGN_ACTION_MESSAGES.notCancellable,
    });
    expect((await act(id, 'resume')).statusCode).toBe(409);
  });

  it("is scheduled while its start is ahead; another tenant's campaign is a 404", async () => {
    const id = await newCampaign({ starts_at: new Date(Date.now() + 3_600_000).toISOString() });
    await client().import(id, 'phone\n+14155550103\n', { phone: 'phone', variables: [] });
    const other = await act(id, 'start', two.tokens.beta, 'beta.localhost');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ success: false, message: CAMPAIGN_NOT_FOUND });
    const stats = await request(ctx.app, {
      method: 'GET',
      url: `/api/campaigns/${id}/stats`,
      host: 'beta.localhost',
      token: two.tokens.beta,
    });
    expect(stats.statusCode).toBe(404);
    expect((await act(id, 'start')).json()).toMatchObject({ data: { status: 'scheduled' } });
    expect((await act(id, 'pause')).json()).toMatchObject({ data: { status: 'paused' } });
    expect((await act(id, 'resume')).json()).toMatchObject({ data: { status: 'scheduled' } });
  });

  it("once called: the stats and each contact's call_id (its call log's id for the call-log page)", async () => {
    const numbers: string[] = [];
    for (let n = 1000; numbers.length < 4; n += 1) {
      const number = `+1415557${String(n)}`;
      if (sandboxOutcomeOf(number) === (numbers.length < 3 ? 'answered' : 'busy'))
        numbers.push(number);
    }
    const id = await newCampaign();
    await client().import(id, `phone\n${numbers.join('\n')}\n`, { phone: 'phone', variables: [] });
    expect((await act(id, 'start')).statusCode).toBe(200);
    const dialler = new CampaignDialler({
      db: ctx.db,
      config: { ...ctx.config, campaigns: { ...ctx.config.campaigns, sandboxCallMs: 0 } },
      voice: ctx.app.voice,
      log: ctx.app.log,
      deliverVoiceWebhook: async (url, payload, headers) =>
        (await ctx.app.inject({ method: 'POST', url, payload, headers })).statusCode,
    });
    for (let i = 0; i < 4; i += 1) await dialler.runOnce({ calls: true });

    const shown = (await client().show(id)).json() as { data: CampaignBody };
    expect(shown.data.status).toBe('completed');
    const stats = await request(ctx.app, {
      method: 'GET',
      url: `/api/campaigns/${id}/stats`,
      host: 'alpha.localhost',
      token: two.tokens.user,
    });
    expect(stats.statusCode).toBe(200);
    const data = (stats.json() as { data: Record<string, unknown> }).data;
    expect(data).toMatchObject({
      calls: 4,
      answered: 3,
      answer_rate: 0.75,
      outcomes: { completed: 3, busy: 1, no_answer: 0, voicemail: 0, failed: 0, do_not_call: 0 },
    });
    expect(typeof data.average_duration_seconds).toBe('number');

    const contacts = (await client().contacts(id)).json() as {
      data: {
        phone: string;
        call_id: string | null;
        last_call_id: number | null;
        status: string;
      }[];
    };
    for (const contact of contacts.data) {
      expect(contact.call_id).toMatch(/^sandbox-call-campaign-/);
      const log = await request(ctx.app, {
        method: 'GET',
        url: `/api/call-logs/${contact.call_id ?? ''}`,
        host: 'alpha.localhost',
        token: two.tokens.user,
      });
      expect(log.statusCode).toBe(200);
    }
    const csv = await client().exportContacts(id);
    expect(csv.body.split('\r\n')[0]).toContain('Last call id,Call id');
  });
});
