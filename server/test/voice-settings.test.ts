import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { VOICE_CONFIGURATION_MESSAGES } from '@voice/contracts/schemas';
import { secretBoxFor } from '../src/lib/secret-box';
import { telephonyProviderFor } from '../src/domains/voice/telephony/provider-for-tenant';
import { voiceProviderFor } from '../src/domains/voice/voice-platform/provider-for-tenant';
import { insertTwoResellers } from './helpers/fixtures';
import {
  createTestContext,
  databases,
  request,
  testConfig,
  type TestContext,
} from './helpers/test-app';
import { ALPHA_VOICE_KEYS } from './helpers/admin-forms';

/**
 * A reseller's own Vapi, Twilio and ElevenLabs keys: sealed at rest, read back masked, written only by that
 * reseller's admin, and used instead of the platform's providers for that reseller only.
 */

describe.each(databases)('reseller voice configuration on %s', (dialect) => {
  let ctx: TestContext;
  let alpha: number;
  let beta: number;
  const tokens = { alpha: '', beta: '', admin: '', user: '' };

  beforeAll(async () => {
    const base = testConfig();
    ctx = await createTestContext(dialect, {
      config: {
        secretsEncryptionKey: randomBytes(32).toString('base64'),
        voice: { ...base.voice, elevenLabsApiKey: 'platform-eleven-key' },
      },
    });
    const signedIn = await insertTwoResellers(ctx.app, ctx.db);
    ({ alpha, beta } = signedIn);
    Object.assign(tokens, signedIn.tokens);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const url = '/api/admin/voice-configuration';
  const get = (token: string, host: string) =>
    request(ctx.app, { method: 'GET', url, host, token });
  const put = (token: string, host: string, payload: object) =>
    request(ctx.app, { method: 'PUT', url, host, token, payload });

  it('a platform admin reads the platform providers, without secrets, and cannot write', async () => {
    const res = await get(tokens.admin, 'localhost');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      scope: 'platform',
      voice_provider: 'sandbox',
      telephony_provider: 'sandbox',
      elevenlabs_configured: true,
    });
    expect(res.body).not.toContain('platform-eleven-key');
    expect((await put(tokens.admin, 'localhost', ALPHA_VOICE_KEYS)).statusCode).toBe(403);
  });

  it('a reseller without keys uses the platform providers', async () => {
    const res = await get(tokens.alpha, 'alpha.localhost');
    expect(res.json().data).toMatchObject({
      scope: 'reseller',
      vapi_api_key_masked: null,
      twilio_account_sid: null,
      uses_own_vapi: false,
      uses_own_twilio: false,
      uses_own_elevenlabs: false,
      updated_at: null,
    });
    expect(await voiceProviderFor(ctx.app, alpha)).toBe(ctx.app.voice.provider);
    expect(await telephonyProviderFor(ctx.app, alpha)).toBe(ctx.app.telephony.provider);
  });

  it('validates formats with clear messages', async () => {
    const res = await put(tokens.alpha, 'alpha.localhost', {
      vapi_api_key: 'has a space',
      twilio_account_sid: 'AC123',
      elevenlabs_api_key: 'x'.repeat(201),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      vapi_api_key: ['Vapi API key cannot contain spaces'],
      twilio_account_sid: [VOICE_CONFIGURATION_MESSAGES.twilio_account_sid],
      elevenlabs_api_key: ['ElevenLabs API key must be at most 200 characters'],
    });
    const missingToken = await put(tokens.alpha, 'alpha.localhost', {
      twilio_account_sid: ALPHA_VOICE_KEYS.twilio_account_sid,
    });
    expect(missingToken.json().errors).toEqual({
      twilio_auth_token: [VOICE_CONFIGURATION_MESSAGES.twilio_auth_token_required],
    });
    const nothing = await put(tokens.alpha, 'alpha.localhost', {});
    expect(nothing.json().errors).toEqual({
      vapi_api_key: [VOICE_CONFIGURATION_MESSAGES.nothing_to_save],
    });
  });

  it('saves sealed keys, answers them masked, and a blank secret keeps the saved one', async () => {
    const res = await put(tokens.alpha, 'alpha.localhost', ALPHA_VOICE_KEYS);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Voice configuration saved successfully');
    expect(res.json().data).toMatchObject({
      vapi_api_key_masked: '…••••A1b2',
      twilio_account_sid: ALPHA_VOICE_KEYS.twilio_account_sid,
      twilio_auth_token_masked: '…••••C3d4',
      elevenlabs_api_key_masked: '…••••E5f6',
      uses_own_vapi: true,
      uses_own_twilio: true,
      uses_own_elevenlabs: true,
    });
    for (const secret of [
      ALPHA_VOICE_KEYS.vapi_api_key,
      ALPHA_VOICE_KEYS.twilio_auth_token,
      ALPHA_VOICE_KEYS.elevenlabs_api_key,
    ]) {
      expect(res.body).not.toContain(secret);
    }
    const row = await ctx.db
      .selectFrom('reseller_voice_settings')
      .selectAll()
      .where('reseller_id', '=', alpha)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(ALPHA_VOICE_KEYS.vapi_api_key);
    const box = secretBoxFor(ctx.config);
    expect(box.open(row.vapi_api_key_encrypted as string)).toBe(ALPHA_VOICE_KEYS.vapi_api_key);

    const again = await put(tokens.alpha, 'alpha.localhost', {
      twilio_account_sid: ALPHA_VOICE_KEYS.twilio_account_sid,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({
      uses_own_vapi: true,
      uses_own_twilio: true,
      uses_own_elevenlabs: true,
    });
  });

  it('the reseller gets providers built from its keys (rebuilt after a save); other tenants keep the platform', async () => {
    const voice = await voiceProviderFor(ctx.app, alpha);
    expect(voice.name).toBe('vapi');
    expect(await voiceProviderFor(ctx.app, alpha)).toBe(voice);
    const telephony = await telephonyProviderFor(ctx.app, alpha);
    expect(telephony.name).toBe('twilio');
    expect(telephony.twilioCredentials).toEqual({
      accountSid: ALPHA_VOICE_KEYS.twilio_account_sid,
      authToken: ALPHA_VOICE_KEYS.twilio_auth_token,
    });
    expect(await voiceProviderFor(ctx.app, beta)).toBe(ctx.app.voice.provider);
    expect(await telephonyProviderFor(ctx.app, null)).toBe(ctx.app.telephony.provider);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await put(tokens.alpha, 'alpha.localhost', {
      ...ALPHA_VOICE_KEYS,
      vapi_api_key: 'vapi-alpha-rotated-key-9999',
    });
    expect(await voiceProviderFor(ctx.app, alpha)).not.toBe(voice);
  });

  it("another reseller's admin sees only its own (empty) configuration; a user is refused", async () => {
    const res = await get(tokens.beta, 'beta.localhost');
    expect(res.json().data).toMatchObject({ vapi_api_key_masked: null, uses_own_vapi: false });
    expect((await get(tokens.user, 'alpha.localhost')).statusCode).toBe(403);
    expect((await put(tokens.user, 'alpha.localhost', ALPHA_VOICE_KEYS)).statusCode).toBe(403);
  });

  it('a blank SID removes the Twilio account; DELETE removes every key', async () => {
    const res = await put(tokens.alpha, 'alpha.localhost', { twilio_account_sid: '' });
    expect(res.json().data).toMatchObject({
      twilio_account_sid: null,
      uses_own_twilio: false,
      uses_own_vapi: true,
    });
    expect(await telephonyProviderFor(ctx.app, alpha)).toBe(ctx.app.telephony.provider);
    const removed = await request(ctx.app, {
      method: 'DELETE',
      url,
      host: 'alpha.localhost',
      token: tokens.alpha,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ success: true, message: 'Voice configuration removed' });
    expect(await voiceProviderFor(ctx.app, alpha)).toBe(ctx.app.voice.provider);
    expect((await get(tokens.alpha, 'alpha.localhost')).json().data.uses_own_vapi).toBe(false);
  });
});
