import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { assistantPayload } from './helpers/assistant-payload';
import { insertReseller, insertUser, login } from './helpers/fixtures';
import { databases, request, testConfig, type TestContext } from './helpers/test-app';
import { createVapiTestContext } from './helpers/vapi-held-assistant';
import { startVapiMock, VAPI_MOCK_START_MS, type VapiMock } from './helpers/vapi-mock';

/**
 * The assistants API on the Vapi adapter, against the local stand-in that checks every request body against Vapi's
 * OpenAPI subset: what the editor saves is a valid CreateAssistantDTO / UpdateAssistantDTO, and a Vapi refusal
 * leaves nothing behind.
 */

const KEY = 'vapi-private-key-assistants';
describe.each(databases)('assistants on the Vapi adapter on %s', (dialect) => {
  let ctx: TestContext;
  let mock: VapiMock;
  let token: string;

  beforeAll(async () => {
    mock = await startVapiMock(KEY);
    ctx = await createVapiTestContext(dialect, KEY, mock.base);
    const admin = await insertUser(ctx.db, { role: 'admin' });
    token = await login(ctx.app, admin);
  }, VAPI_MOCK_START_MS);
  afterAll(async () => {
    await ctx.close();
    await mock.close();
  });

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    request(ctx.app, { method, url, host: 'localhost', token, ...(payload ? { payload } : {}) });

  it('creates, updates and deletes the assistant on Vapi with valid bodies', async () => {
    const payload = assistantPayload();
    payload.metadata.webhook_url = 'https://hooks.example.test/acme';
    payload.analysisPlan.structuredData = true;
    payload.analysisPlan.dataSchema = [
      {
        name: 'field_1',
        type: 'string',
        required: true,
        isEnum: false,
        description: 'Caller name',
      },
    ];
    const created = await send('POST', '/api/assistants', payload);
    expect(created.statusCode).toBe(201);
    const data = created.json().data;
    expect(mock.assistants.has(data.vapi_assistant_id)).toBe(true);
    const row = await ctx.db
      .selectFrom('assistants')
      .select('voice_provider')
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(row.voice_provider).toBe('vapi');

    const updated = await send(
      'PUT',
      `/api/assistants/${data.id}`,
      assistantPayload({ name: 'Renamed' }),
    );
    expect(updated.statusCode).toBe(200);
    expect(mock.assistants.get(data.vapi_assistant_id)?.name).toBe('Renamed');

    expect((await send('DELETE', `/api/assistants/${data.id}`)).statusCode).toBe(200);
    expect(mock.assistants.has(data.vapi_assistant_id)).toBe(false);
    expect(mock.violations).toEqual([]);
  });

  it('answers a Vapi refusal as a 422 and keeps nothing', async () => {
    const before = mock.assistants.size;
    mock.failNext(400, {
      message: ['voice.voiceId must be a valid voice'],
      error: 'Bad Request',
      statusCode: 400,
    });
    const res = await send('POST', '/api/assistants', assistantPayload({ name: 'Refused' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().success).toBe(false);
    expect(
      await ctx.db.selectFrom('assistants').select('id').where('name', '=', 'Refused').execute(),
    ).toEqual([]);
    expect(mock.assistants.size).toBe(before);
  });

  it('answers Vapi being down as a 502', async () => {
    mock.failNext(503, { message: 'Service Unavailable' });
    const res = await send('POST', '/api/assistants', assistantPayload({ name: 'Down' }));
    expect(res.statusCode).toBe(502);
  });
});

describe.each(databases)(
  "a reseller's assistants stay on the Vapi account holding them on %s",
  (dialect) => {
    const RESELLER_KEY = 'vapi-private-key-of-reseller-alpha';
    const HOST = 'alpha.localhost';
    let ctx: TestContext;
    let platform: VapiMock;
    let own: VapiMock;
    let token: string;

    beforeAll(async () => {
      platform = await startVapiMock(KEY);
      own = await startVapiMock(RESELLER_KEY);
      const base = testConfig();
      // A reseller's own key reaches Vapi at VAPI_API_BASE: here the reseller's stand-in account.
      ctx = await createVapiTestContext(dialect, KEY, platform.base, {
        voice: { ...base.voice, vapiApiBase: own.base },
      });
      const alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
      const admin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: alpha });
      token = await login(ctx.app, admin, HOST);
    }, VAPI_MOCK_START_MS);
    afterAll(async () => {
      await ctx.close();
      await platform.close();
      await own.close();
    });

    const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      request(ctx.app, { method, url, host: HOST, token, ...(payload ? { payload } : {}) });
    const rowOf = (id: number) =>
      ctx.db
        .selectFrom('assistants')
        .select(['voice_provider', 'vapi_assistant_id'])
        .where('id', '=', id)
        .executeTakeFirst();

    it("moves an assistant to the reseller's own account when it saves a key, and deletes it where it lives", async () => {
      const first = (await send('POST', '/api/assistants', assistantPayload())).json().data;
      expect(platform.assistants.has(first.vapi_assistant_id)).toBe(true);
      expect(await rowOf(first.id)).toMatchObject({ voice_provider: 'vapi' });

      const saved = await send('PUT', '/api/admin/voice-configuration', {
        vapi_api_key: RESELLER_KEY,
      });
      expect(saved.statusCode).toBe(200);

      // The next save creates it on the reseller's account and removes the platform's copy.
      const updated = await send(
        'PUT',
        `/api/assistants/${first.id}`,
        assistantPayload({ name: 'Moved' }),
      );
      expect(updated.statusCode).toBe(200);
      const moved = await rowOf(first.id);
      expect(moved?.voice_provider).toBe('vapi:reseller');
      expect(moved?.vapi_assistant_id).not.toBe(first.vapi_assistant_id);
      expect(own.assistants.get(moved?.vapi_assistant_id as string)?.name).toBe('Moved');
      expect(platform.assistants.has(first.vapi_assistant_id)).toBe(false);

      // Saved again: updated in place on the reseller's account.
      expect(
        (await send('PUT', `/api/assistants/${first.id}`, assistantPayload({ name: 'Again' })))
          .statusCode,
      ).toBe(200);
      expect((await rowOf(first.id))?.vapi_assistant_id).toBe(moved?.vapi_assistant_id);
      expect(own.assistants.get(moved?.vapi_assistant_id as string)?.name).toBe('Again');

      // Once the reseller removes its key, its account is out of reach: the delete happens here and is logged.
      expect((await send('DELETE', '/api/admin/voice-configuration')).statusCode).toBe(200);
      expect((await send('DELETE', `/api/assistants/${first.id}`)).statusCode).toBe(200);
      expect(await rowOf(first.id)).toBeUndefined();
      expect(platform.violations).toEqual([]);
      expect(own.violations).toEqual([]);
    });
  },
);
