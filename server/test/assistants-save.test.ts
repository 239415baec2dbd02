import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { AssistantFormPayload } from '@voice/contracts';
import { VoiceProviderError } from '../src/domains/voice/voice-platform/provider';
import { assistantPayload, subscribe } from './helpers/assistant-payload';
import { insertAssistant, insertCall, insertReseller, insertUser, login } from './helpers/fixtures';
import { recordingVoice } from './helpers/recording-voice';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

const ALPHA = 'alpha.localhost';
const BETA = 'beta.localhost';
const MAIN = 'localhost';

describe.each(databases)('assistant create, read, update and delete on %s', (dialect) => {
  const voice = recordingVoice();
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  const ctx = useTestContext(() =>
    createTestContext(dialect, {
      beforeReady: (app) => {
        app.voice.provider = voice;
      },
    }),
  );
  beforeAll(async () => {
    const alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
    const beta = await insertReseller(ctx.db, { subdomain: 'beta' });
    ids.alpha = alpha;
    ids.beta = beta;
    const accounts = {
      owner: { values: { reseller_id: alpha, name: 'Olivia Owner' }, host: ALPHA },
      neighbour: { values: { reseller_id: alpha, name: 'Ned Neighbour' }, host: ALPHA },
      alphaAdmin: { values: { reseller_id: alpha, role: 'reseller_admin' as const }, host: ALPHA },
      betaUser: { values: { reseller_id: beta, name: 'Bea Beta' }, host: BETA },
      betaAdmin: { values: { reseller_id: beta, role: 'reseller_admin' as const }, host: BETA },
      admin: { values: { role: 'admin' as const, name: 'Ada Admin' }, host: MAIN },
    };
    for (const [key, { values, host }] of Object.entries(accounts)) {
      const user = await insertUser(ctx.db, values);
      ids[key] = user.id;
      tokens[key] = await login(ctx.app, user, host);
    }
    await subscribe(ctx.db, ids.owner as number, 10);
    await subscribe(ctx.db, ids.betaUser as number, 10);
  });
  beforeEach(() => {
    voice.fail = {};
  });

  const hostOf = (who: string) => (who.startsWith('beta') ? BETA : who === 'admin' ? MAIN : ALPHA);
  const call = (
    who: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    request(ctx.app, {
      method,
      url,
      host: hostOf(who),
      token: tokens[who] as string,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const create = (who: string, payload: Partial<AssistantFormPayload> = {}) =>
    call(who, 'POST', '/api/assistants', assistantPayload(payload));
  /** GET /api/assistants/:key as the owner: answered 200, its data. */
  const readAsOwner = async (key: number | string) => {
    const res = await call('owner', 'GET', `/api/assistants/${encodeURIComponent(key)}`);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const savedName = async (id: number) =>
    (
      await ctx.db
        .selectFrom('assistants')
        .select('name')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).name;

  it('creates an assistant for the user, with the placeholders filled and the metadata set', async () => {
    const payload = assistantPayload({ user_id: ids.neighbour as number });
    payload.metadata.webhook_url = 'https://hooks.example.test/acme';
    const res = await call('owner', 'POST', '/api/assistants', payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Assistant created successfully!' });
    const data = body.data;
    // A user's own user_id wins over the one it sends.
    expect(data.user_id).toBe(ids.owner);
    expect(data.user).toEqual({ name: 'Olivia Owner' });
    expect(data.creator).toEqual({ name: 'Olivia Owner' });
    expect(data.webhook_url).toBe('https://hooks.example.test/acme');
    expect(data.vapi_assistant_id).toMatch(/^sandbox-/);
    expect(data.first_message_mode).toBe('assistant-speaks-first');
    expect(data.first_message_interruptions_enabled).toBe(false);
    const system = data.vapi_data.model.messages[0].content as string;
    expect(system).toContain('AI phone assistant for Acme, a company in the Plumbing industry');
    expect(system).toContain('Services and products: Pipes and repairs');
    expect(system).not.toMatch(/\{\{/);
    expect(data.vapi_data.firstMessage).toBe(
      'Hello! Thank you for calling Acme. How can I help you today?',
    );
    expect(data.vapi_data.endCallMessage).toBe('Thank you for calling Acme. Have a great day!');
    expect(data.vapi_data.metadata).toMatchObject({
      user_id: ids.owner,
      type: 'demo',
      webhook_url: 'https://hooks.example.test/acme',
      company_name: 'Acme',
    });
    expect(data.vapi_data.metadata.user_email).toMatch(/@example\.test$/);
    expect(typeof data.vapi_data.metadata.updated_at).toBe('string');

    const row = await ctx.db
      .selectFrom('assistants')
      .selectAll()
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      reseller_id: ids.alpha,
      voice_provider: 'sandbox',
      created_by: ids.owner,
    });
    // The voice platform got the same texts and our webhook with the tenant's secret.
    const sent = voice.created.find((c) => c.id === data.vapi_assistant_id);
    expect(sent?.spec.firstMessage).toBe(data.vapi_data.firstMessage);
    expect(sent?.spec.server.url).toBe(`${ctx.config.appUrl}/api/webhooks/vapi`);
    expect(sent?.spec.server.secret.length).toBeGreaterThanOrEqual(32);
    const credential = await ctx.db
      .selectFrom('voice_webhook_credentials')
      .selectAll()
      .where('tenant_key', '=', `reseller:${ids.alpha}`)
      .executeTakeFirstOrThrow();
    expect(credential.secret_encrypted).not.toContain(sent?.spec.server.secret as string);
  });

  it('reads an assistant by id or by its voice-platform id, with stats from the call logs', async () => {
    const created = (await create('owner')).json().data;
    for (const [status, duration] of [
      ['completed', 60],
      ['completed', 91],
      ['failed', 10],
    ] as const) {
      await insertCall(ctx.db, {
        assistant_id: created.id,
        user_id: ids.owner as number,
        status,
        duration,
        start_time: new Date().toISOString(),
      });
    }
    for (const key of [String(created.id), created.vapi_assistant_id as string]) {
      const data = await readAsOwner(key);
      expect(data.id).toBe(created.id);
      expect(data.vapi_data.stats).toEqual({
        totalCalls: 3,
        successfulCalls: 2,
        averageDuration: 54,
      });
    }
  });

  it('answers zero stats for an assistant without calls', async () => {
    const created = (await create('owner')).json().data;
    expect((await readAsOwner(created.id)).vapi_data.stats).toEqual({
      totalCalls: 0,
      successfulCalls: 0,
      averageDuration: 0,
    });
  });

  it('lets the owner, its reseller admin and platform admins reach an assistant, and nobody else', async () => {
    const created = (await create('owner')).json().data;
    const url = `/api/assistants/${created.id}`;
    for (const who of ['owner', 'alphaAdmin', 'admin']) {
      expect((await call(who, 'GET', url)).statusCode).toBe(200);
    }
    for (const who of ['neighbour', 'betaUser', 'betaAdmin']) {
      const read = await call(who, 'GET', url);
      expect(read.statusCode).toBe(404);
      expect(read.json().message).toBe('Assistant not found');
      expect(
        (await call(who, 'GET', `/api/assistants/${created.vapi_assistant_id}`)).statusCode,
      ).toBe(404);
      expect((await call(who, 'PUT', url, assistantPayload({ name: 'Taken' }))).statusCode).toBe(
        404,
      );
      expect((await call(who, 'DELETE', url)).statusCode).toBe(404);
    }
    expect(await savedName(created.id)).toBe('Acme Assistant');
  });

  it('updates an assistant locally and on the voice platform', async () => {
    const created = (await create('owner')).json().data;
    const payload = assistantPayload({ name: 'Renamed', type: 'production' });
    payload.metadata.company_name = 'Bolt';
    payload.firstMessage = 'Hi from {{company_name}} ({{ company_industry }})';
    const res = await call('owner', 'PUT', `/api/assistants/${created.id}`, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Assistant updated successfully!',
      data: { id: created.id, name: 'Renamed', type: 'production' },
    });
    expect(res.json().data.vapi_data.firstMessage).toBe('Hi from Bolt (Plumbing)');
    expect(res.json().data.vapi_data.metadata.type).toBe('production');
    const last = voice.updated[voice.updated.length - 1];
    expect(last?.id).toBe(created.vapi_assistant_id);
    expect(last?.spec.name).toBe('Renamed');
  });

  it('deletes an assistant here and on the voice platform', async () => {
    const created = (await create('owner')).json().data;
    const res = await call('owner', 'DELETE', `/api/assistants/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Assistant deleted successfully' });
    expect(voice.deleted).toContain(created.vapi_assistant_id);
    expect((await call('owner', 'GET', `/api/assistants/${created.id}`)).statusCode).toBe(404);
  });

  it('lets a reseller admin assign its own users only', async () => {
    const mine = await create('alphaAdmin', { user_id: ids.neighbour as number });
    expect(mine.statusCode).toBe(201);
    expect(mine.json().data.user_id).toBe(ids.neighbour);
    expect(mine.json().data.creator).not.toBeNull();

    const theirs = await create('alphaAdmin', { user_id: ids.betaUser as number });
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().errors).toEqual({ user_id: ['The selected user is invalid.'] });

    const self = await call('alphaAdmin', 'POST', '/api/assistants', assistantPayload());
    expect(self.statusCode).toBe(201);
    expect(self.json().data.user_id).toBe(ids.alphaAdmin);

    const reassign = await call(
      'alphaAdmin',
      'PUT',
      `/api/assistants/${mine.json().data.id}`,
      assistantPayload({ user_id: ids.owner as number }),
    );
    expect(reassign.statusCode).toBe(200);
    expect(reassign.json().data.user_id).toBe(ids.owner);
  });

  it("lets a platform admin create a reseller user's assistant through the super-admin endpoints", async () => {
    const res = await call(
      'admin',
      'POST',
      '/api/super-admin/assistants',
      assistantPayload({
        user_id: ids.betaUser as number,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ user_id: ids.betaUser, user: { name: 'Bea Beta' } });
    const row = await ctx.db
      .selectFrom('assistants')
      .select(['reseller_id', 'created_by'])
      .where('id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ reseller_id: ids.beta, created_by: ids.admin });
    expect(
      (await call('betaUser', 'GET', `/api/assistants/${res.json().data.id}`)).statusCode,
    ).toBe(200);

    const moved = await call(
      'admin',
      'PUT',
      `/api/super-admin/assistants/${res.json().data.id}`,
      assistantPayload({ user_id: ids.owner as number }),
    );
    expect(moved.statusCode).toBe(422);
    expect(Object.keys(moved.json().errors)).toEqual(['user_id']);

    const renamed = await call(
      'admin',
      'PUT',
      `/api/super-admin/assistants/${res.json().data.id}`,
      assistantPayload({ name: 'Beta Desk', user_id: ids.betaUser as number }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.name).toBe('Beta Desk');
  });

  it('refuses the super-admin endpoints to users and reseller admins', async () => {
    expect(
      (await call('owner', 'POST', '/api/super-admin/assistants', assistantPayload())).statusCode,
    ).toBe(403);
    expect(
      (await call('alphaAdmin', 'POST', '/api/super-admin/assistants', assistantPayload()))
        .statusCode,
    ).toBe(403);
  });

  it('saves nothing when the voice platform refuses the assistant', async () => {
    const before = await ctx.db.selectFrom('assistants').select('id').execute();
    voice.fail.create = new VoiceProviderError(
      'The voice platform refused the assistant: bad voice',
      422,
    );
    const res = await create('owner');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      message: 'The voice platform refused the assistant: bad voice',
    });
    voice.fail.create = new VoiceProviderError('The voice platform is unavailable', 502);
    expect((await create('owner')).statusCode).toBe(502);
    expect(await ctx.db.selectFrom('assistants').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it('keeps the saved assistant when the voice platform refuses an update', async () => {
    const created = (await create('owner')).json().data;
    voice.fail.update = new VoiceProviderError('The voice platform is unavailable', 502);
    const res = await call(
      'owner',
      'PUT',
      `/api/assistants/${created.id}`,
      assistantPayload({ name: 'Never saved' }),
    );
    expect(res.statusCode).toBe(502);
    expect(await savedName(created.id)).toBe('Acme Assistant');
  });

  it('keeps the assistant when the voice platform cannot delete it (it can be deleted again)', async () => {
    const created = (await create('owner')).json().data;
    voice.fail.delete = new VoiceProviderError('The voice platform is unavailable', 502);
    expect((await call('owner', 'DELETE', `/api/assistants/${created.id}`)).statusCode).toBe(502);
    expect((await call('owner', 'GET', `/api/assistants/${created.id}`)).statusCode).toBe(200);
    voice.fail = {};
    expect((await call('owner', 'DELETE', `/api/assistants/${created.id}`)).statusCode).toBe(200);
  });

  it('reads an older assistant without a voice-platform copy (vapi_data null)', async () => {
    const id = await insertAssistant(ctx.db, {
      user_id: ids.owner as number,
      reseller_id: ids.alpha as number,
      name: 'Legacy',
    });
    expect((await readAsOwner(id)).vapi_data.stats.totalCalls).toBe(0);
  });
});
