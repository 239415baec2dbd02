import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { sql } from 'kysely';
import { changesTables } from '../src/db/table-writes';
import {
  ASSISTANT_LIST_TTL_MS,
  ASSISTANT_LIST_WATCH,
  ASSISTANT_LISTS_CHANGED,
} from '../src/domains/voice/assistants/list-cache';
import { assistantPayload, subscribe } from './helpers/assistant-payload';
import { advanceWallClock } from './helpers/clock';
import { NEW_USER, builder, node, type QueryNode } from './helpers/query-nodes';
import { insertAssistant, insertUser, login } from './helpers/fixtures';
import { recordingVoice } from './helpers/recording-voice';
import { createTestContext, databases, request, type TestContext } from './helpers/test-app';

/**
 * GET /api/assistants' pages are cached per caller's scope and query (voice/assistants/list-cache.ts).
 * What proves the cache is there: a rename written in raw SQL (which the app does not watch) is not seen until a
 * message or the lifetime. What proves it stays right: every write through the app that a list shows drops it.
 */

describe('ASSISTANT_LIST_WATCH: which writes may change a page of the list', () => {
  const cases: [string, QueryNode, boolean][] = [
    [
      'an assistant created (plain insert)',
      node(builder.insertInto('assistants').values({ user_id: 1, name: 'a' } as never)),
      true,
    ],
    ['an assistant renamed', node(builder.updateTable('assistants').set({ name: 'a' })), true],
    [
      'an assistant given to another user',
      node(builder.updateTable('assistants').set({ user_id: 2 })),
      true,
    ],
    [
      'a phone number attached',
      node(builder.updateTable('assistants').set({ phone_number: '+1' })),
      true,
    ],
    ['an assistant deleted', node(builder.deleteFrom('assistants')), true],
    [
      "an assistant's webhook secret rotated (not listed)",
      node(
        builder.updateTable('assistants').set({ webhook_secret_encrypted: 's', updated_at: 'u' }),
      ),
      false,
    ],
    [
      'a user renamed (owner or creator)',
      node(builder.updateTable('users').set({ name: 'x' })),
      true,
    ],
    ['a user deleted (its assistants go)', node(builder.deleteFrom('users')), true],
    ['a user suspended', node(builder.updateTable('users').set({ status: 'suspended' })), false],
    ['a user created', node(builder.insertInto('users').values(NEW_USER)), false],
    ['a reseller deleted', node(builder.deleteFrom('resellers')), true],
    ['a reseller renamed', node(builder.updateTable('resellers').set({ org_name: 'y' })), false],
    ['call logs deleted', node(builder.deleteFrom('call_logs')), false],
    ['a read of assistants', node(builder.selectFrom('assistants').selectAll()), false],
  ];

  it.each(cases)('%s', (_name, query, expected) => {
    expect(changesTables(query, ASSISTANT_LIST_WATCH)).toBe(expected);
  });
});

describe.each(databases)('the assistant list cache (%s)', (dialect) => {
  let ctx: TestContext | null = null;
  afterEach(async () => {
    jest.useRealTimers();
    await ctx?.close();
    ctx = null;
  });

  const start = async () => {
    const voice = recordingVoice();
    ctx = await createTestContext(dialect, {
      beforeReady: (app) => {
        app.voice.provider = voice;
      },
    });
    return ctx;
  };
  const signedIn = async (
    c: TestContext,
    values: { role?: 'user' | 'admin'; name?: string } = {},
  ) => {
    const user = await insertUser(c.db, values);
    return { ...user, token: await login(c.app, user) };
  };
  const list = async (c: TestContext, token: string) => {
    const res = await request(c.app, { method: 'GET', url: '/api/assistants', token });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      data: { id: number; name: string; user: { name: string } | null }[];
      pagination: { total: number };
    };
  };
  const names = async (c: TestContext, token: string) =>
    (await list(c, token)).data.map((row) => row.name).sort();
  /** A rename the app cannot see: raw SQL, as a script on the database would write it. */
  const renameBehindTheAppsBack = (c: TestContext, id: number, name: string) =>
    sql`update assistants set name = ${name} where id = ${id}`.execute(c.db);

  it('reads a page once and keeps it, until ASSISTANT_LISTS_CHANGED arrives or its lifetime ends', async () => {
    const c = await start();
    const user = await signedIn(c);
    const id = await insertAssistant(c.db, { user_id: user.id, name: 'First' });
    expect(await names(c, user.token)).toEqual(['First']);

    await renameBehindTheAppsBack(c, id, 'Renamed');
    expect(await names(c, user.token)).toEqual(['First']);
    // Another instance's write tells the bus: the next request reads the page again.
    await c.app.bus.publish(ASSISTANT_LISTS_CHANGED, String(Date.now()));
    expect(await names(c, user.token)).toEqual(['Renamed']);

    // With no message at all, the change shows once the page's lifetime is over.
    await renameBehindTheAppsBack(c, id, 'Again');
    expect(await names(c, user.token)).toEqual(['Renamed']);
    advanceWallClock(ASSISTANT_LIST_TTL_MS + 1);
    expect(await names(c, user.token)).toEqual(['Again']);
  });

  it('every write through the app that a list shows is on the next page read', async () => {
    const c = await start();
    const user = await signedIn(c, { name: 'Owner' });
    const admin = await signedIn(c, { role: 'admin' });
    await subscribe(c.db, user.id, 5);
    await insertAssistant(c.db, { user_id: user.id, name: 'Kept' });
    expect(await names(c, user.token)).toEqual(['Kept']);
    expect(await names(c, admin.token)).toEqual(['Kept']);

    const created = await request(c.app, {
      method: 'POST',
      url: '/api/assistants',
      token: user.token,
      payload: assistantPayload({ name: 'Created' }),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const page = await list(c, user.token);
    expect(page.data.map((row) => row.name).sort()).toEqual(['Created', 'Kept']);
    expect(page.pagination.total).toBe(2);
    expect(await names(c, admin.token)).toEqual(['Created', 'Kept']);

    const updated = await request(c.app, {
      method: 'PUT',
      url: `/api/assistants/${id}`,
      token: user.token,
      payload: assistantPayload({ name: 'Edited' }),
    });
    expect(updated.statusCode).toBe(200);
    expect(await names(c, user.token)).toEqual(['Edited', 'Kept']);

    // The owner's name, saved on the profile, is on each row.
    const profile = await request(c.app, {
      method: 'POST',
      url: '/api/user',
      token: user.token,
      payload: { name: 'Owner Renamed', email: user.email },
    });
    expect(profile.statusCode).toBe(200);
    expect((await list(c, admin.token)).data.map((row) => row.user?.name)).toEqual([
      'Owner Renamed',
      'Owner Renamed',
    ]);

    const removed = await request(c.app, {
      method: 'DELETE',
      url: `/api/assistants/${id}`,
      token: user.token,
    });
    expect(removed.statusCode).toBe(200);
    expect(await names(c, user.token)).toEqual(['Kept']);

    // A user deleted takes its assistants off every list.
    const leaver = await insertUser(c.db);
    await insertAssistant(c.db, { user_id: leaver.id, name: "Leaver's" });
    expect(await names(c, admin.token)).toEqual(['Kept', "Leaver's"]);
    await c.db.deleteFrom('users').where('id', '=', leaver.id).execute();
    expect(await names(c, admin.token)).toEqual(['Kept']);
  });

  it("keeps each caller's pages apart, and keeps them through writes the list does not show", async () => {
    const c = await start();
    const ann = await signedIn(c);
    const bob = await signedIn(c);
    const annsId = await insertAssistant(c.db, { user_id: ann.id, name: "Ann's" });
    await insertAssistant(c.db, { user_id: bob.id, name: "Bob's" });
    expect(await names(c, ann.token)).toEqual(["Ann's"]);
    expect(await names(c, bob.token)).toEqual(["Bob's"]);
    expect(await names(c, ann.token)).toEqual(["Ann's"]);

    // A webhook secret rotated is not on the list: the page kept (the raw rename stays unseen).
    await renameBehindTheAppsBack(c, annsId, 'Unseen');
    const rotated = await request(c.app, {
      method: 'POST',
      url: `/api/assistants/${annsId}/webhook-secret`,
      token: ann.token,
    });
    expect(rotated.statusCode).toBe(200);
    expect(await names(c, ann.token)).toEqual(["Ann's"]);
  });

  it('while the bus may miss messages, every list is read from the database', async () => {
    const c = await start();
    const user = await signedIn(c);
    const id = await insertAssistant(c.db, { user_id: user.id, name: 'First' });
    expect(await names(c, user.token)).toEqual(['First']);
    const hearing = jest.spyOn(c.app.bus, 'hearing').mockReturnValue(null);
    await renameBehindTheAppsBack(c, id, 'Seen at once');
    expect(await names(c, user.token)).toEqual(['Seen at once']);

    // Hearing again (a reconnection: another number): what was kept before the gap is not trusted.
    hearing.mockReturnValue(1);
    expect(await names(c, user.token)).toEqual(['Seen at once']);
    await renameBehindTheAppsBack(c, id, 'After the gap');
    hearing.mockReturnValue(2);
    expect(await names(c, user.token)).toEqual(['After the gap']);
  });
});
