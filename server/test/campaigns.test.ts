import { beforeAll, describe, expect, it } from '@jest/globals';
import { CAMPAIGN_MESSAGES } from '@voice/contracts/schemas';
import { CAMPAIGN_LIMIT_MESSAGES } from '../src/domains/billing';
import { CAMPAIGN_ERRORS, CAMPAIGN_NOT_FOUND } from '../src/domains/voice/campaigns/service';
import { nowIso } from '../src/lib/time';
import { campaignClient, setCampaignLimits } from './helpers/campaigns';
import {
  insertAssistant,
  insertTwoResellers,
  insertUser,
  login,
  type TwoResellers,
} from './helpers/fixtures';
import { subscribeToSeededPlan } from './helpers/knowledge';
import { createTestContext, databases } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

interface CampaignBody {
  id: number;
  name: string;
  status: string;
  user_id: number;
  reseller_id: number | null;
  max_concurrent: number;
  calling_window: Record<string, unknown>;
  retry_on: string[];
  consent_by: number | null;
  consent_confirmed_at: string;
  contacts: { total: number };
}

/**
 * Campaign CRUD: the data scope of assistants (own, tenant's, all for platform admins; another's a 404), consent
 * required and audited, the plan's campaigns switch and concurrency cap, drafts only changeable.
 */
describe.each(databases)('campaigns (%s)', (dialect) => {
  const ctx = useTestContext(() => createTestContext(dialect));
  let two: TwoResellers;
  let assistantId: number;
  let betaAssistantId: number;

  const body = (values: Record<string, unknown> = {}) => ({
    name: 'Spring reminders',
    assistant_id: assistantId,
    consent: true,
    max_concurrent: 3,
    ...values,
  });

  beforeAll(async () => {
    two = await insertTwoResellers(ctx.app, ctx.db);
    assistantId = await insertAssistant(ctx.db, {
      user_id: two.user.id,
      reseller_id: two.alpha,
      name: 'Alpha receptionist',
    });
    await subscribeToSeededPlan(ctx.db, two.user.id, 'Professional', two.alpha);
    const betaUser = await insertUser(ctx.db, { reseller_id: two.beta });
    betaAssistantId = await insertAssistant(ctx.db, {
      user_id: betaUser.id,
      reseller_id: two.beta,
      name: 'Beta receptionist',
    });
  });

  it('creates a draft with the defaults, records the consent in the audit log', async () => {
    const user = campaignClient(ctx.app, two.tokens.user, 'alpha.localhost');
    const res = await user.create(body());
    expect(res.statusCode).toBe(201);
    const campaign = (res.json() as { data: CampaignBody }).data;
    expect(campaign).toMatchObject({
      name: 'Spring reminders',
      status: 'draft',
      user_id: two.user.id,
      reseller_id: two.alpha,
      max_concurrent: 3,
      retry_on: ['no_answer', 'busy', 'voicemail'],
      consent_by: two.user.id,
      contacts: { total: 0 },
    });
    expect(campaign.calling_window).toMatchObject({
      mon: { start: '09:00', end: '17:00' },
      sun: null,
    });
    const audit = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'campaign.consent')
      .where('target_id', '=', String(campaign.id))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      actor_id: two.user.id,
      reseller_id: two.alpha,
      target_type: 'campaign',
    });
  });

  it('refuses a campaign without consent, and records nothing', async () => {
    const user = campaignClient(ctx.app, two.tokens.user, 'alpha.localhost');
    const before = await ctx.db.selectFrom('campaigns').select('id').execute();
    for (const consent of [false, undefined, 'yes']) {
      const res = await user.create(body({ consent }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ errors: { consent: [CAMPAIGN_MESSAGES.consent] } });
    }
    expect(await ctx.db.selectFrom('campaigns').select('id').execute()).toHaveLength(before.length);
  });

  it("checks the settings: time zone, window, dates, retries, another tenant's assistant, a foreign caller number", async () => {
    const user = campaignClient(ctx.app, two.tokens.user, 'alpha.localhost');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ time_zone: 'Mars/Olympus' }, 'time_zone', CAMPAIGN_MESSAGES.timeZone],
      [
        { calling_window: { mon: { start: '18:00', end: '09:00' } } },
        'calling_window.mon.end',
        CAMPAIGN_MESSAGES.windowOrder,
      ],
      [
        { starts_at: '2030-01-02T00:00:00Z', ends_at: '2030-01-01T00:00:00Z' },
        'ends_at',
        CAMPAIGN_MESSAGES.endsBeforeStart,
      ],
      [{ retry_on: ['hung_up'] }, 'retry_on.0', CAMPAIGN_MESSAGES.retryOn],
      [{ retry_count: 11 }, 'retry_count', CAMPAIGN_MESSAGES.retryCount],
      [{ assistant_id: betaAssistantId }, 'assistant_id', CAMPAIGN_ERRORS.assistant],
    ];
    for (const [values, field, message] of cases) {
      const res = await user.create(body(values));
      expect(res.statusCode).toBe(422);
      expect((res.json() as { errors: Record<string, string[]> }).errors[field]).toEqual([message]);
    }
    const foreignNumber = await ctx.db
      .insertInto('phone_numbers')
      .values({
        phone_number: '+14155550100',
        country: 'US',
        provider: 'sandbox',
        assistant_id: betaAssistantId,
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await user.create(body({ phone_number_id: foreignNumber.id }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errors: { phone_number_id: [CAMPAIGN_ERRORS.callerNumber] },
    });
  });

  it("caps max_concurrent at the plan's limit and refuses a plan without campaigns", async () => {
    const user = campaignClient(ctx.app, two.tokens.user, 'alpha.localhost');
    // Professional: 5 calls at once (migration 0035).
    const over = await user.create(body({ max_concurrent: 6 }));
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      message: CAMPAIGN_LIMIT_MESSAGES.concurrency(5),
      errors: { max_concurrent: ['Your plan allows 5 calls at once per campaign.'] },
    });

    const starter = await insertUser(ctx.db, {});
    await subscribeToSeededPlan(ctx.db, starter.id, 'Starter');
    const starterAssistant = await insertAssistant(ctx.db, { user_id: starter.id, name: 'S' });
    const starterClient = campaignClient(ctx.app, await login(ctx.app, starter));
    const refused = await starterClient.create(
      body({ assistant_id: starterAssistant, max_concurrent: 1 }),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: CAMPAIGN_LIMIT_MESSAGES.notIncluded });

    const unsubscribed = await insertUser(ctx.db, {});
    const lone = await insertAssistant(ctx.db, { user_id: unsubscribed.id, name: 'U' });
    const none = await campaignClient(ctx.app, await login(ctx.app, unsubscribed)).create(
      body({ assistant_id: lone, max_concurrent: 1 }),
    );
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ message: CAMPAIGN_LIMIT_MESSAGES.noSubscription });

    // The plan's admin turns campaigns on for Starter: its subscribers may create them at once.
    await setCampaignLimits(ctx.db, 'Starter', {
      enabled: 1,
      concurrency: 2,
      contactsPerMonth: 100,
    });
    const allowed = await starterClient.create(
      body({ assistant_id: starterAssistant, max_concurrent: 2 }),
    );
    expect(allowed.statusCode).toBe(201);
    await setCampaignLimits(ctx.db, 'Starter', { enabled: 0, concurrency: 0, contactsPerMonth: 0 });
  });

  it("shows a campaign to its owner, the tenant's admin and platform admins only; another's is a 404", async () => {
    const created = await campaignClient(ctx.app, two.tokens.user, 'alpha.localhost').create(
      body({ name: 'Scoped' }),
    );
    const id = (created.json() as { data: CampaignBody }).data.id;
    const alphaAdmin = campaignClient(ctx.app, two.tokens.alpha, 'alpha.localhost');
    const betaAdmin = campaignClient(ctx.app, two.tokens.beta, 'beta.localhost');
    const admin = campaignClient(ctx.app, two.tokens.admin);
    const otherUser = await insertUser(ctx.db, { reseller_id: two.alpha });
    const sameTenantUser = campaignClient(
      ctx.app,
      await login(ctx.app, otherUser, 'alpha.localhost'),
      'alpha.localhost',
    );

    expect((await alphaAdmin.show(id)).statusCode).toBe(200);
    expect((await admin.show(id)).statusCode).toBe(200);
    for (const outsider of [betaAdmin, sameTenantUser]) {
      const res = await outsider.show(id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: CAMPAIGN_NOT_FOUND });
      expect((await outsider.update(id, body({ name: 'Taken' }))).statusCode).toBe(404);
      expect((await outsider.remove(id)).statusCode).toBe(404);
      expect((await outsider.contacts(id)).statusCode).toBe(404);
      expect((await outsider.exportContacts(id)).statusCode).toBe(404);
      expect((await outsider.preview(id, 'phone\n+14155550123\n')).statusCode).toBe(404);
      const listed = (await outsider.list()).json() as { data: CampaignBody[] };
      expect(listed.data.map((c) => c.id)).not.toContain(id);
    }
    const betaList = (await betaAdmin.list()).json() as { data: CampaignBody[] };
    expect(betaList.data.every((c) => c.reseller_id === two.beta)).toBe(true);
    const alphaList = (await alphaAdmin.list('?status=draft')).json() as { data: CampaignBody[] };
    expect(alphaList.data.map((c) => c.id)).toContain(id);
    expect((await alphaAdmin.list('?status=flying')).statusCode).toBe(422);
    // Nobody signed in: 401.
    expect((await campaignClient(ctx.app, '').list()).statusCode).toBe(401);
  });

  it('changes and deletes drafts only', async () => {
    const user = campaignClient(ctx.app, two.tokens.user, 'alpha.localhost');
    const id = ((await user.create(body({ name: 'Draft' }))).json() as { data: CampaignBody }).data
      .id;
    const saved = await user.update(id, body({ name: 'Draft 2', retry_count: 0 }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ data: { name: 'Draft 2', status: 'draft' } });

    // The dialling engine (a later session) moves a campaign on; from then on it is not editable here.
    await ctx.db.updateTable('campaigns').set({ status: 'running' }).where('id', '=', id).execute();
    const locked = await user.update(id, body({ name: 'Draft 3' }));
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ message: CAMPAIGN_ERRORS.notDraft });
    expect((await user.remove(id)).statusCode).toBe(409);
    expect((await user.show(id)).json()).toMatchObject({ data: { name: 'Draft 2' } });

    await ctx.db.updateTable('campaigns').set({ status: 'draft' }).where('id', '=', id).execute();
    const removed = await user.remove(id);
    expect(removed.statusCode).toBe(200);
    expect((await user.show(id)).statusCode).toBe(404);
  });
});
