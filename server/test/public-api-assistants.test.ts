import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { AssistantFormPayload } from '@voice/contracts';
import { KEY_IN_PROGRESS, KEY_REUSED } from '../src/domains/integrations/public-api/idempotency';
import { VoiceProviderError } from '../src/domains/voice/voice-platform/provider';
import { createApiKey } from './helpers/api-keys';
import { assistantPayload, subscribe } from './helpers/assistant-payload';
import { insertAssistant, insertReseller, insertUser, login } from './helpers/fixtures';
import { recordingVoice } from './helpers/recording-voice';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

const ALPHA = 'alpha.localhost';
const BETA = 'beta.localhost';

type Who = 'owner' | 'neighbour' | 'alphaAdmin' | 'betaUser' | 'walker';

describe.each(databases)('public API /api/v1/assistants on %s', (dialect) => {
  const voice = recordingVoice();
  const ids = {} as Record<Who, number>;
  /** Keys by name: `${who}:${scopes}`. */
  const keys: Record<string, string> = {};
  let ownerSession = '';

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
    const accounts: Record<Who, { reseller_id: number; role?: 'reseller_admin' }> = {
      owner: { reseller_id: alpha },
      neighbour: { reseller_id: alpha },
      alphaAdmin: { reseller_id: alpha, role: 'reseller_admin' },
      betaUser: { reseller_id: beta },
      walker: { reseller_id: alpha },
    };
    for (const [who, values] of Object.entries(accounts) as [Who, (typeof accounts)[Who]][]) {
      const user = await insertUser(ctx.db, values);
      ids[who] = user.id;
      if (who === 'owner') ownerSession = await login(ctx.app, user, ALPHA);
    }
    for (const who of ['owner', 'neighbour', 'betaUser'] as const) {
      await subscribe(ctx.db, ids[who], 100);
    }
    keys.read = await createApiKey(ctx.app, ids.owner, ['assistants:read']);
    keys.write = await createApiKey(ctx.app, ids.owner, ['assistants:write']);
    keys.calls = await createApiKey(ctx.app, ids.owner, ['calls:read']);
    keys.secondWrite = await createApiKey(ctx.app, ids.owner, ['assistants:write']);
    keys.neighbour = await createApiKey(ctx.app, ids.neighbour, ['assistants:write']);
    keys.alphaAdmin = await createApiKey(ctx.app, ids.alphaAdmin, ['assistants:read']);
    keys.beta = await createApiKey(ctx.app, ids.betaUser, ['assistants:write']);
    keys.walker = await createApiKey(ctx.app, ids.walker, ['assistants:read']);
  });
  beforeEach(() => {
    voice.fail = {};
    voice.delayMs = 0;
  });

  const hostOf = (key: string) => (key === 'beta' ? BETA : ALPHA);
  const call = (
    key: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    request(ctx.app, {
      method,
      url,
      host: hostOf(key),
      token: keys[key] ?? key,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const create = (key: string, values: Partial<AssistantFormPayload> = {}, headers = {}) =>
    call(key, 'POST', '/api/v1/assistants', assistantPayload(values), headers);
  const countOf = async (userId: number) =>
    Number(
      (
        await ctx.db
          .selectFrom('assistants')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers without a key, with an unknown key and on an unknown route in the one error shape', async () => {
    const none = await request(ctx.app, { method: 'GET', url: '/api/v1/assistants', host: ALPHA });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      error: { type: 'authentication_error', message: 'Unauthenticated.' },
    });
    const unknown = await call(`vpk_${'x'.repeat(40)}`, 'GET', '/api/v1/assistants');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.type).toBe('authentication_error');
    const route = await call('read', 'GET', '/api/v1/nothing-here');
    expect(route.statusCode).toBe(404);
    expect(route.json()).toEqual({
      error: { type: 'not_found', message: 'There is no such route in the API.' },
    });
    // The app's own routes keep their shape.
    const app = await request(ctx.app, { method: 'GET', url: '/api/assistants', host: ALPHA });
    expect(app.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it("refuses a key without the route's scope (403), and a write scope reads too", async () => {
    const list = await call('calls', 'GET', '/api/v1/assistants');
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({
      error: {
        type: 'permission_denied',
        message: 'This API key lacks the scope assistants:read.',
      },
    });
    const write = await create('read');
    expect(write.statusCode).toBe(403);
    expect(write.json().error.message).toBe('This API key lacks the scope assistants:write.');
    expect((await call('write', 'GET', '/api/v1/assistants')).statusCode).toBe(200);
  });

  it('creates, reads, patches and deletes an assistant with a key, through the same save as the app', async () => {
    const created = await create('write', { name: 'Front desk', firstMessage: 'Hello there' });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      name: 'Front desk',
      type: 'demo',
      user_id: ids.owner,
      firstMessage: 'Hello there',
      metadata: expect.objectContaining({ company_name: 'Acme', industry: 'Plumbing' }),
    });
    expect(voice.created.at(-1)?.spec.name).toBe('Front desk');

    const read = await call('read', 'GET', `/api/v1/assistants/${body.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(body);

    // Objects merge field by field; the rest of the saved assistant stays.
    const patched = await call('write', 'PATCH', `/api/v1/assistants/${body.id}`, {
      name: 'Reception',
      metadata: { industry: 'Roofing' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      id: body.id,
      name: 'Reception',
      firstMessage: 'Hello there',
      metadata: expect.objectContaining({ company_name: 'Acme', industry: 'Roofing' }),
    });
    expect(voice.updated.at(-1)?.spec.name).toBe('Reception');

    const invalid = await call('write', 'PATCH', `/api/v1/assistants/${body.id}`, {
      name: '',
      metadata: { company_name: '' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().error).toEqual({
      type: 'invalid_request',
      message: 'The given data was invalid.',
      fields: {
        name: ['Agent Name is required'],
        'metadata.company_name': ['Company Name is required'],
      },
    });
    expect((await call('read', 'GET', `/api/v1/assistants/${body.id}`)).json().name).toBe(
      'Reception',
    );
    const notObject = await call('write', 'PATCH', `/api/v1/assistants/${body.id}`, ['name']);
    expect(notObject.statusCode).toBe(422);
    expect(notObject.json().error.fields).toEqual({
      _: ['The body must be a JSON object of the fields to change.'],
    });

    const deleted = await call('write', 'DELETE', `/api/v1/assistants/${body.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: body.id, deleted: true });
    const gone = await call('read', 'GET', `/api/v1/assistants/${body.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: { type: 'not_found', message: 'Assistant not found' } });
  });

  it('answers 422 with the invalid fields on a bad create, and a bad id', async () => {
    const res = await create('write', { name: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      type: 'invalid_request',
      fields: { name: ['Agent Name is required'] },
    });
    const id = await call('read', 'GET', '/api/v1/assistants/abc');
    expect(id.statusCode).toBe(422);
    expect(id.json().error.fields).toEqual({ id: ['The id must be a positive integer.'] });
  });

  it("never reaches another user's or another tenant's assistant (404); a reseller admin's key sees its tenant", async () => {
    const own = (await create('write', { name: 'Private' })).json();
    for (const key of ['neighbour', 'beta']) {
      const read = await call(key, 'GET', `/api/v1/assistants/${own.id}`);
      expect(read.statusCode).toBe(404);
      expect(read.json().error.type).toBe('not_found');
      const patch = await call(key, 'PATCH', `/api/v1/assistants/${own.id}`, { name: 'Taken' });
      expect(patch.statusCode).toBe(404);
      const del = await call(key, 'DELETE', `/api/v1/assistants/${own.id}`);
      expect(del.statusCode).toBe(404);
      const list = (await call(key, 'GET', '/api/v1/assistants?limit=100')).json();
      expect(list.data.map((a: { id: number }) => a.id)).not.toContain(own.id);
    }
    expect((await call('read', 'GET', `/api/v1/assistants/${own.id}`)).json().name).toBe('Private');
    const admin = await call('alphaAdmin', 'GET', `/api/v1/assistants/${own.id}`);
    expect(admin.statusCode).toBe(200);
  });

  it('also answers a session token (the same routes for the app user)', async () => {
    const res = await request(ctx.app, {
      method: 'GET',
      url: '/api/v1/assistants',
      host: ALPHA,
      token: ownerSession,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThan(0);
  });

  describe('Idempotency-Key', () => {
    it('replays the first reply for the same key and body, once per key', async () => {
      const before = await countOf(ids.owner);
      const headers = { 'idempotency-key': 'create-front-desk-1' };
      const first = await create('write', { name: 'Idem' }, headers);
      expect(first.statusCode).toBe(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const again = await create('write', { name: 'Idem' }, headers);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expect(await countOf(ids.owner)).toBe(before + 1);

      // Another key of the same user is another caller: its key space is its own.
      const other = await create('secondWrite', { name: 'Idem' }, headers);
      expect(other.statusCode).toBe(201);
      expect(other.json().id).not.toBe(first.json().id);
      expect(await countOf(ids.owner)).toBe(before + 2);
    });

    it('refuses the same key with another body (422) and an unusable key', async () => {
      const headers = { 'idempotency-key': 'create-2' };
      expect((await create('write', { name: 'One' }, headers)).statusCode).toBe(201);
      const reused = await create('write', { name: 'Two' }, headers);
      expect(reused.statusCode).toBe(422);
      expect(reused.json().error).toMatchObject({ type: 'invalid_request', message: KEY_REUSED });
      const long = await create('write', {}, { 'idempotency-key': 'k'.repeat(256) });
      expect(long.statusCode).toBe(422);
      expect(long.json().error.fields).toHaveProperty('Idempotency-Key');
    });

    it('runs one of two concurrent requests with the same key; the other is a 409', async () => {
      voice.delayMs = 150;
      const before = await countOf(ids.owner);
      const headers = { 'idempotency-key': 'concurrent-1' };
      const [a, b] = await Promise.all([
        create('write', { name: 'Race' }, headers),
        create('write', { name: 'Race' }, headers),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      const conflict = a.statusCode === 409 ? a : b;
      expect(conflict.json().error).toEqual({ type: 'conflict', message: KEY_IN_PROGRESS });
      expect(await countOf(ids.owner)).toBe(before + 1);
    });

    it('forgets a request that failed, so the same key can be sent again', async () => {
      const headers = { 'idempotency-key': 'fails-first' };
      voice.fail = { create: new VoiceProviderError('The voice platform is unavailable', 502) };
      const failed = await create('write', { name: 'Retry' }, headers);
      expect(failed.statusCode).toBe(502);
      expect(failed.json().error).toEqual({
        type: 'api_error',
        message: 'The voice platform is unavailable',
      });
      voice.fail = {};
      const retried = await create('write', { name: 'Retry' }, headers);
      expect(retried.statusCode).toBe(201);
      expect(retried.headers['idempotent-replayed']).toBeUndefined();
    });
  });

  describe('cursor pagination', () => {
    it('walks 45 assistants newest first with inserts in between: no duplicate, none skipped', async () => {
      const base = Date.parse('2026-01-01T00:00:00.000Z');
      const original: number[] = [];
      for (let i = 0; i < 45; i += 1) {
        // Pairs share a created_at: the id decides between them.
        const created_at = new Date(base + Math.floor(i / 2) * 60_000).toISOString();
        original.push(
          await insertAssistant(ctx.db, {
            user_id: ids.walker,
            name: `Walk ${i}`,
            reseller_id: null,
            created_at,
          }),
        );
      }
      const expected = original
        .map((id, i) => ({ id, at: Math.floor(i / 2) }))
        .sort((x, y) => y.at - x.at || y.id - x.id)
        .map((x) => x.id);
      const seen: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const url: string = `/api/v1/assistants?limit=10${cursor ? `&cursor=${cursor}` : ''}`;
        const res = await call('walker', 'GET', url);
        expect(res.statusCode).toBe(200);
        const page = res.json() as { data: { id: number }[]; next_cursor: string | null };
        seen.push(...page.data.map((a) => a.id));
        cursor = page.next_cursor;
        pages += 1;
        // A newer assistant (before the walk's position) never shifts the pages still to come.
        await insertAssistant(ctx.db, {
          user_id: ids.walker,
          name: `New ${pages}`,
          reseller_id: null,
          created_at: new Date(base + 3_600_000 + pages).toISOString(),
        });
      } while (cursor);
      expect(pages).toBe(5);
      expect(seen).toEqual(expected);
      expect(new Set(seen).size).toBe(45);
    });

    it('refuses a bad cursor and a limit out of 1..100 (422 in the error shape)', async () => {
      for (const cursor of ['not-a-cursor', Buffer.from('[1]').toString('base64url')]) {
        const res = await call('read', 'GET', `/api/v1/assistants?cursor=${cursor}`);
        expect(res.statusCode).toBe(422);
        expect(res.json().error.type).toBe('invalid_request');
        expect(Object.keys(res.json().error.fields)).toEqual(['cursor']);
      }
      for (const limit of ['0', '101', 'x']) {
        const res = await call('read', 'GET', `/api/v1/assistants?limit=${limit}`);
        expect(res.statusCode).toBe(422);
        expect(Object.keys(res.json().error.fields)).toEqual(['limit']);
      }
    });
  });
});
