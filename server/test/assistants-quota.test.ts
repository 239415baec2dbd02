import { describe, expect, it } from '@jest/globals';
import { assistantPayload, subscribe } from './helpers/assistant-payload';
import { insertAssistant, insertUser, login } from './helpers/fixtures';
import { recordingVoice } from './helpers/recording-voice';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

describe.each(databases)('assistant quotas on %s', (dialect) => {
  const voice = recordingVoice();

  const ctx = useTestContext(() =>
    createTestContext(dialect, {
      beforeReady: (app) => {
        app.voice.provider = voice;
      },
    }),
  );

  const signedIn = async (role: 'user' | 'admin' | 'content_admin' = 'user') => {
    const user = await insertUser(ctx.db, { role });
    return { id: user.id, token: await login(ctx.app, user) };
  };
  const create = (token: string) =>
    request(ctx.app, {
      method: 'POST',
      url: '/api/assistants',
      host: 'localhost',
      token,
      payload: assistantPayload(),
    });
  const count = async (userId: number) =>
    (await ctx.db.selectFrom('assistants').select('id').where('user_id', '=', userId).execute())
      .length;

  it('refuses a user without a subscription', async () => {
    const user = await signedIn();
    const res = await create(user.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('need an active subscription');
    expect(await count(user.id)).toBe(0);
  });

  it('refuses a user whose subscription is still pending', async () => {
    const user = await signedIn();
    await subscribe(ctx.db, user.id, 5, 'pending');
    const res = await create(user.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('need an active subscription');
  });

  it('refuses a user at the assistant limit of its plan, and nothing reaches the voice platform', async () => {
    const user = await signedIn();
    await subscribe(ctx.db, user.id, 1);
    await insertAssistant(ctx.db, { user_id: user.id, name: 'First' });
    const created = voice.created.length;
    const res = await create(user.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      message: 'You have reached your assistant limit for your current subscription plan.',
    });
    expect(voice.created.length).toBe(created);
  });

  it('lets a subscribed user create up to its limit; -1 is unlimited', async () => {
    const limited = await signedIn();
    await subscribe(ctx.db, limited.id, 2);
    expect((await create(limited.token)).statusCode).toBe(201);
    expect((await create(limited.token)).statusCode).toBe(201);
    expect((await create(limited.token)).statusCode).toBe(403);

    const unlimited = await signedIn();
    await subscribe(ctx.db, unlimited.id, -1);
    for (let i = 0; i < 3; i += 1) expect((await create(unlimited.token)).statusCode).toBe(201);
  });

  it('does not limit admins (spec 001 §4)', async () => {
    for (const role of ['admin', 'content_admin'] as const) {
      const admin = await signedIn(role);
      expect((await create(admin.token)).statusCode).toBe(201);
    }
  });

  it('lets exactly one of several parallel creates at the limit through, leaving nothing behind', async () => {
    const user = await signedIn();
    await subscribe(ctx.db, user.id, 1);
    const before = voice.live().length;
    // Each create spends a while on the voice platform: all three pass the first look at the quota.
    voice.delayMs = 30;
    const answers = await Promise.all([create(user.token), create(user.token), create(user.token)]);
    voice.delayMs = 0;
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 403, 403]);
    for (const res of answers.filter((r) => r.statusCode === 403)) {
      expect(res.json().message).toContain('assistant limit');
    }
    expect(await count(user.id)).toBe(1);
    // The refused creates' remote assistants were deleted again.
    expect(voice.live().length).toBe(before + 1);
  });
});
