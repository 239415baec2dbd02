import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { vapiProvider } from '../src/modules/voice/vapi-provider';
import { assistantPayload } from './helpers/assistant-payload';
import { insertUser, login } from './helpers/fixtures';
import { createTestContext, databases, request, type TestContext } from './helpers/test-app';
import { startVapiMock, VAPI_SUBSET_FILE, type VapiMock } from './helpers/vapi-mock';

/**
 * The assistants API on the Vapi adapter, against the local stand-in that checks every request body against Vapi's
 * OpenAPI subset: what the editor saves is a valid CreateAssistantDTO / UpdateAssistantDTO, and a Vapi refusal
 * leaves nothing behind.
 */

const KEY = 'vapi-private-key-assistants';
const describeWithSpec = fs.existsSync(VAPI_SUBSET_FILE)
  ? describe.each(databases)
  : describe.skip.each(databases);

describeWithSpec('assistants on the Vapi adapter on %s', (dialect) => {
  let ctx: TestContext;
  let mock: VapiMock;
  let token: string;

  beforeAll(async () => {
    mock = await startVapiMock(KEY);
    ctx = await createTestContext(dialect, {
      beforeReady: (app) => {
        app.voice.provider = vapiProvider({ apiKey: KEY, apiBase: mock.base, timeoutMs: 2000 });
      },
    });
    const admin = await insertUser(ctx.db, { role: 'admin' });
    token = await login(ctx.app, admin);
  });
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
