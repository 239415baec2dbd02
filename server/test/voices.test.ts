import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ELEVENLABS_VOICES, VAPI_VOICES } from '@voice/contracts';
import { insertReseller, insertUser, login } from './helpers/fixtures';
import {
  createTestContext,
  databases,
  request,
  testConfig,
  type TestContext,
} from './helpers/test-app';

/**
 * GET /api/voices: the built-in Vapi voices; for 11labs the ElevenLabs account's voices (the tenant's key, else the
 * platform's), cached per key, and the built-in list without a key or when ElevenLabs fails.
 */

const PLATFORM_KEY = 'platform-eleven-key';
const ALPHA_KEY = 'alpha-eleven-key-0001';

interface ElevenLabsStub {
  base: string;
  calls: string[];
  down: boolean;
  close(): Promise<void>;
}

async function startElevenLabs(): Promise<ElevenLabsStub> {
  const stub = { calls: [] as string[], down: false };
  const server = http.createServer((req, res) => {
    const key = String(req.headers['xi-api-key'] ?? '');
    stub.calls.push(`${req.method} ${req.url} ${key}`);
    res.setHeader('content-type', 'application/json');
    if (stub.down) {
      res.statusCode = 500;
      return res.end('{"detail":"down"}');
    }
    if (req.url !== '/v1/voices' || ![PLATFORM_KEY, ALPHA_KEY].includes(key)) {
      res.statusCode = 401;
      return res.end('{"detail":{"status":"invalid_api_key"}}');
    }
    const owner = key === ALPHA_KEY ? 'Alpha' : 'Platform';
    res.end(
      JSON.stringify({
        voices: [
          {
            voice_id: `${owner}-v1`,
            name: `${owner} One`,
            labels: { gender: 'female', accent: 'american' },
          },
          { voice_id: `${owner}-v2`, name: `${owner} Two`, labels: { gender: 'male' } },
          { voice_id: `${owner}-v3`, name: `${owner} Robot`, labels: {} },
        ],
        has_more: false,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(stub, {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

describe.each(databases)('voice lists on %s', (dialect) => {
  let ctx: TestContext;
  let bare: TestContext;
  let eleven: ElevenLabsStub;
  const tokens = { user: '', alphaAdmin: '', alphaUser: '', bareUser: '' };

  beforeAll(async () => {
    eleven = await startElevenLabs();
    const base = testConfig();
    ctx = await createTestContext(dialect, {
      config: {
        secretsEncryptionKey: randomBytes(32).toString('base64'),
        voice: { ...base.voice, elevenLabsApiKey: PLATFORM_KEY, elevenLabsApiBase: eleven.base },
      },
    });
    bare = await createTestContext(dialect, {
      config: { voice: { ...base.voice, elevenLabsApiKey: null, elevenLabsApiBase: eleven.base } },
    });
    const alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
    tokens.user = await login(ctx.app, await insertUser(ctx.db, { role: 'user' }), 'localhost');
    tokens.alphaAdmin = await login(
      ctx.app,
      await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: alpha }),
      'alpha.localhost',
    );
    tokens.alphaUser = await login(
      ctx.app,
      await insertUser(ctx.db, { role: 'user', reseller_id: alpha }),
      'alpha.localhost',
    );
    tokens.bareUser = await login(
      bare.app,
      await insertUser(bare.db, { role: 'user' }),
      'localhost',
    );
  });
  afterAll(async () => {
    await ctx.close();
    await bare.close();
    await eleven.close();
  });

  const voices = (provider: string, token = tokens.user, host = 'localhost', app = ctx.app) =>
    request(app, { method: 'GET', url: `/api/voices?provider=${provider}`, host, token });

  it('lists the built-in Vapi voices', async () => {
    const res = await voices('vapi');
    expect(res.statusCode).toBe(200);
    expect(res.json().source).toBe('built-in');
    expect(res.json().data.map((v: { id: string }) => v.id)).toEqual([...VAPI_VOICES]);
    expect(res.json().data[0]).toEqual({ id: 'Cole', name: 'Cole', gender: 'male' });
  });

  it("lists the platform account's ElevenLabs voices, cached for the hour", async () => {
    eleven.calls.length = 0;
    const res = await voices('11labs');
    expect(res.json()).toEqual({
      success: true,
      source: 'elevenlabs',
      data: [
        { id: 'Platform-v1', name: 'Platform One', gender: 'female' },
        { id: 'Platform-v2', name: 'Platform Two', gender: 'male' },
      ],
    });
    await voices('11labs');
    expect(eleven.calls).toEqual([`GET /v1/voices ${PLATFORM_KEY}`]);
  });

  it("uses a reseller's own ElevenLabs key for its tenant", async () => {
    const saved = await request(ctx.app, {
      method: 'PUT',
      url: '/api/admin/voice-configuration',
      host: 'alpha.localhost',
      token: tokens.alphaAdmin,
      payload: { elevenlabs_api_key: ALPHA_KEY },
    });
    expect(saved.statusCode).toBe(200);
    const res = await voices('11labs', tokens.alphaUser, 'alpha.localhost');
    expect(res.json().data[0]).toEqual({ id: 'Alpha-v1', name: 'Alpha One', gender: 'female' });
  });

  it('falls back to the built-in list without a key or when ElevenLabs fails', async () => {
    const none = await voices('11labs', tokens.bareUser, 'localhost', bare.app);
    expect(none.json()).toEqual({
      success: true,
      source: 'built-in',
      data: [...ELEVENLABS_VOICES],
    });
    eleven.down = true;
    try {
      const wrongKey = await request(ctx.app, {
        method: 'PUT',
        url: '/api/admin/voice-configuration',
        host: 'alpha.localhost',
        token: tokens.alphaAdmin,
        payload: { elevenlabs_api_key: 'alpha-rotated-key' },
      });
      expect(wrongKey.statusCode).toBe(200);
      const res = await voices('11labs', tokens.alphaUser, 'alpha.localhost');
      expect(res.json().source).toBe('built-in');
      expect(res.json().data).toEqual([...ELEVENLABS_VOICES]);
    } finally {
      eleven.down = false;
    }
  });

  it('refuses an unknown provider and signed-out callers', async () => {
    const res = await voices('playht');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ provider: ['Provider must be vapi or 11labs'] });
    const out = await request(ctx.app, {
      method: 'GET',
      url: '/api/voices?provider=vapi',
      host: 'localhost',
    });
    expect(out.statusCode).toBe(401);
  });
});
