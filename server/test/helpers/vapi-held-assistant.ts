import { afterAll, beforeAll } from '@jest/globals';
import type { AppConfig } from '../../src/config';
import type { Dialect } from '../../src/db/database';
import { vapiProvider } from '../../src/domains/voice/voice-platform/vapi-provider';
import { assistantPayload } from './assistant-payload';
import { insertUser, login, type UserFixture } from './fixtures';
import { createTestContext, request, testConfig, type TestContext } from './test-app';
import { startVapiMock, VAPI_MOCK_START_MS, type VapiMock } from './vapi-mock';
import { startVapiNextMock, type VapiNextMock } from './vapi-next-mock';

/**
 * A test context whose voice provider is the Vapi adapter with the platform's key `apiKey`, its assistants at
 * `assistantsBase` (a startVapiMock stand-in); `config` as createTestContext's.
 */
export function createVapiTestContext(
  dialect: Dialect,
  apiKey: string,
  assistantsBase: string,
  config?: Partial<AppConfig>,
): Promise<TestContext> {
  return createTestContext(dialect, {
    ...(config ? { config } : {}),
    beforeReady: (app) => {
      app.voice.provider = vapiProvider({ apiKey, apiBase: assistantsBase, timeoutMs: 2000 });
    },
  });
}

export interface VapiHeldAssistants {
  /** Filled in place by the beforeAll (destructuring it is fine). */
  ctx: TestContext;
  /** The assistants' stand-in (vapi.subset.json). */
  assistants: VapiMock;
  /** The tools' and files' stand-in (vapi-next.subset.json), the platform's VAPI_API_BASE. */
  tools: VapiNextMock;
  /** The administrator the requests below are sent as. */
  admin: UserFixture;
  send(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): ReturnType<typeof request>;
  /** The assistant's model as Vapi holds it. */
  modelOf(remoteId: string): { toolIds?: string[] } | undefined;
  /** Creates an assistant (held by Vapi) through the API. */
  newAssistant(): Promise<{ id: number; vapi_assistant_id: string }>;
}

/**
 * One describe block's assistants held by Vapi: both stand-ins started with `apiKey` in a beforeAll registered
 * where this is called, the platform's voice config on Vapi (tools at the second stand-in), an administrator
 * logged in; everything closed in an afterAll. `appUrl`: the platform's public address, for the suites whose
 * tools Vapi calls back (Vapi posts tool calls to https URLs only). The returned object is filled in place.
 */
export function useVapiHeldAssistants(
  dialect: Dialect,
  apiKey: string,
  options: { appUrl?: string } = {},
): VapiHeldAssistants {
  const ctx = {} as TestContext;
  let token = '';
  let created = false;
  const held: VapiHeldAssistants = {
    ctx,
    assistants: undefined as unknown as VapiMock,
    tools: undefined as unknown as VapiNextMock,
    admin: undefined as unknown as UserFixture,
    send: (method, url, payload) =>
      request(ctx.app, { method, url, host: 'localhost', token, ...(payload ? { payload } : {}) }),
    modelOf: (remoteId) =>
      held.assistants.assistants.get(remoteId)?.model as { toolIds?: string[] } | undefined,
    newAssistant: async () =>
      (await held.send('POST', '/api/assistants', assistantPayload())).json().data as {
        id: number;
        vapi_assistant_id: string;
      },
  };

  beforeAll(async () => {
    held.assistants = await startVapiMock(apiKey);
    held.tools = await startVapiNextMock(apiKey);
    const base = testConfig();
    Object.assign(
      ctx,
      await createVapiTestContext(dialect, apiKey, held.assistants.base, {
        voice: {
          ...base.voice,
          provider: 'vapi',
          vapiApiKey: apiKey,
          vapiApiBase: held.tools.base,
        },
        ...(options.appUrl ? { appUrl: options.appUrl } : {}),
      }),
    );
    created = true;
    held.admin = await insertUser(ctx.db, { role: 'admin' });
    token = await login(ctx.app, held.admin);
  }, VAPI_MOCK_START_MS);
  afterAll(async () => {
    if (created) await ctx.close();
    await held.assistants?.close();
    await held.tools?.close();
  });
  return held;
}
