import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { vapiProvider } from '../src/domains/voice/voice-platform/vapi-provider';
import { assistantPayload } from './helpers/assistant-payload';
import { insertUser, login } from './helpers/fixtures';
import {
  createTestContext,
  databases,
  request,
  testConfig,
  type TestContext,
} from './helpers/test-app';
import { startVapiMock, VAPI_MOCK_START_MS, type VapiMock } from './helpers/vapi-mock';
import { startVapiNextMock, type VapiNextMock } from './helpers/vapi-next-mock';

/**
 * Transfer destinations of an assistant held by Vapi: one transferCall tool carries them (created, updated,
 * deleted with the list) and sits in the assistant's model.toolIds, also after the assistant is saved again.
 * Against the local stand-ins checking every request against vapi.subset.json (assistants) and
 * vapi-next.subset.json (tools).
 */

const KEY = 'vapi-private-key-transfers';
const SALES = {
  number: '+14155550123',
  description: 'Sales: the caller asks about prices',
  message: 'Connecting you to sales.',
};
const SUPPORT = { number: '+14155550199', description: 'Support: something is broken' };

describe.each(databases)('transfer destinations on Vapi on %s', (dialect) => {
  let ctx: TestContext;
  let assistants: VapiMock;
  let tools: VapiNextMock;
  let token: string;

  beforeAll(async () => {
    assistants = await startVapiMock(KEY);
    tools = await startVapiNextMock(KEY);
    const base = testConfig();
    ctx = await createTestContext(dialect, {
      // The platform's account: assistants on one stand-in, tools (VAPI_API_BASE) on the other.
      config: {
        voice: { ...base.voice, provider: 'vapi', vapiApiKey: KEY, vapiApiBase: tools.base },
      },
      beforeReady: (app) => {
        app.voice.provider = vapiProvider({
          apiKey: KEY,
          apiBase: assistants.base,
          timeoutMs: 2000,
        });
      },
    });
    const admin = await insertUser(ctx.db, { role: 'admin' });
    token = await login(ctx.app, admin);
  }, VAPI_MOCK_START_MS);
  afterAll(async () => {
    await ctx.close();
    await assistants.close();
    await tools.close();
  });

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    request(ctx.app, { method, url, host: 'localhost', token, ...(payload ? { payload } : {}) });
  const toolIdOf = async (id: number) =>
    (
      await ctx.db
        .selectFrom('assistants')
        .select('transfer_tool_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).transfer_tool_id;
  const modelOf = (remoteId: string) =>
    assistants.assistants.get(remoteId)?.model as { toolIds?: string[] } | undefined;

  it('creates, updates and deletes the transferCall tool and keeps it on the assistant', async () => {
    const created = (await send('POST', '/api/assistants', assistantPayload())).json().data as {
      id: number;
      vapi_assistant_id: string;
    };
    const url = `/api/assistants/${created.id}/transfer-destinations`;

    const first = await send('PUT', url, { destinations: [SALES, SUPPORT] });
    expect(first.statusCode).toBe(200);
    const toolId = await toolIdOf(created.id);
    expect(toolId).toEqual(expect.any(String));
    expect(tools.tools.get(toolId as string)).toMatchObject({
      type: 'transferCall',
      destinations: [
        { type: 'number', ...SALES },
        { type: 'number', ...SUPPORT },
      ],
    });
    expect(modelOf(created.vapi_assistant_id)?.toolIds).toEqual([toolId]);

    // Fewer destinations: the same tool, updated.
    expect((await send('PUT', url, { destinations: [SUPPORT] })).statusCode).toBe(200);
    expect(await toolIdOf(created.id)).toBe(toolId);
    expect((tools.tools.get(toolId as string) as { destinations: unknown[] }).destinations).toEqual(
      [{ type: 'number', ...SUPPORT }],
    );

    // Saving the assistant keeps the tool on its model.
    const renamed = await send(
      'PUT',
      `/api/assistants/${created.id}`,
      assistantPayload({ name: 'Renamed' }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(assistants.assistants.get(created.vapi_assistant_id)?.name).toBe('Renamed');
    expect(modelOf(created.vapi_assistant_id)?.toolIds).toEqual([toolId]);

    // None left: the tool is taken off the assistant and deleted.
    const cleared = await send('PUT', url, { destinations: [] });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.destinations).toEqual([]);
    expect(await toolIdOf(created.id)).toBeNull();
    expect(tools.tools.has(toolId as string)).toBe(false);
    expect(modelOf(created.vapi_assistant_id)?.toolIds).toBeUndefined();

    expect(assistants.violations).toEqual([]);
    expect(tools.violations).toEqual([]);
  });

  it("deletes the assistant's transfer tool with the assistant", async () => {
    const created = (await send('POST', '/api/assistants', assistantPayload())).json().data as {
      id: number;
    };
    const url = `/api/assistants/${created.id}/transfer-destinations`;
    expect((await send('PUT', url, { destinations: [SALES] })).statusCode).toBe(200);
    const toolId = (await toolIdOf(created.id)) as string;
    expect(tools.tools.has(toolId)).toBe(true);
    expect((await send('DELETE', `/api/assistants/${created.id}`)).statusCode).toBe(200);
    expect(tools.tools.has(toolId)).toBe(false);
  });

  it('answers a refusal of the tool as a 422 and keeps nothing', async () => {
    const created = (await send('POST', '/api/assistants', assistantPayload())).json().data as {
      id: number;
      vapi_assistant_id: string;
    };
    const url = `/api/assistants/${created.id}/transfer-destinations`;
    tools.failNext(
      400,
      { message: ['destinations.0.number must be a valid phone number'], statusCode: 400 },
      { method: 'POST', path: /^\/tool$/ },
    );
    const refused = await send('PUT', url, { destinations: [SALES] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('destinations.0.number');
    expect((await send('GET', url)).json().data.destinations).toEqual([]);
    expect(await toolIdOf(created.id)).toBeNull();
    expect(modelOf(created.vapi_assistant_id)?.toolIds).toBeUndefined();
  });

  it('deletes the new tool again when the assistant cannot take it (Vapi down)', async () => {
    const created = (await send('POST', '/api/assistants', assistantPayload())).json().data as {
      id: number;
    };
    const before = tools.tools.size;
    assistants.failNext(503, { message: 'Service Unavailable' });
    const down = await send('PUT', `/api/assistants/${created.id}/transfer-destinations`, {
      destinations: [SALES],
    });
    expect(down.statusCode).toBe(502);
    expect(tools.tools.size).toBe(before);
    expect(await toolIdOf(created.id)).toBeNull();
  });
});
