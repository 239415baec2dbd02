import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema';
import { paginate, paginationOf } from '../src/lib/paginate';
import { scopeFilter, withScope } from '../src/lib/scope';
import { insertAssistant, insertReseller, insertUser } from './helpers/fixtures';
import { databases, openTestDatabase } from './helpers/test-app';

describe('paginationOf', () => {
  it('describes a full, a partial and an empty page', () => {
    expect(paginationOf(23, 1, 10, 10)).toEqual({
      current_page: 1,
      last_page: 3,
      per_page: 10,
      total: 23,
      from: 1,
      to: 10,
    });
    expect(paginationOf(23, 3, 10, 3)).toMatchObject({ last_page: 3, from: 21, to: 23 });
    expect(paginationOf(0, 1, 10, 0)).toMatchObject({
      last_page: 1,
      total: 0,
      from: null,
      to: null,
    });
    expect(paginationOf(5, 4, 10, 0)).toMatchObject({ current_page: 4, from: null, to: null });
  });
});

describe.each(databases)('paginate and scope on %s', (dialect) => {
  let db: Kysely<DB>;
  let dispose: () => Promise<void>;
  let alpha: number;
  let beta: number;
  let alphaUser: number;
  let alphaOther: number;
  let platformUser: number;
  const names: Record<string, string[]> = {};
  const named = (key: string): string[] => names[key] ?? [];

  beforeAll(async () => {
    const opened = await openTestDatabase(dialect);
    db = opened.database.db;
    dispose = opened.dispose;
    alpha = await insertReseller(db, { subdomain: 'pg-alpha' });
    beta = await insertReseller(db, { subdomain: 'pg-beta' });
    alphaUser = (await insertUser(db, { reseller_id: alpha })).id;
    alphaOther = (await insertUser(db, { reseller_id: alpha })).id;
    const betaUser = (await insertUser(db, { reseller_id: beta })).id;
    platformUser = (await insertUser(db)).id;
    const add = async (key: string, user_id: number, reseller_id: number | null, n: number) => {
      for (let i = 1; i <= n; i += 1) {
        const name = `${key} ${String(i).padStart(2, '0')}`;
        await insertAssistant(db, { user_id, reseller_id, name });
        (names[key] ??= []).push(name);
      }
    };
    await add('alpha-mine', alphaUser, alpha, 7);
    await add('alpha-other', alphaOther, alpha, 2);
    await add('beta', betaUser, beta, 3);
    await add('platform', platformUser, null, 4);
  });

  afterAll(async () => {
    await dispose();
  });

  const namesIn = async (scope: Parameters<typeof withScope>[1]): Promise<string[]> => {
    const rows = await withScope(db.selectFrom('assistants as a'), scope, {
      reseller: 'a.reseller_id',
      owner: 'a.user_id',
    })
      .select('a.name')
      .orderBy('a.name')
      .execute();
    return rows.map((r) => r.name);
  };

  it('withScope: all, one reseller, the platform (null reseller) and own rows', async () => {
    expect(await namesIn({ kind: 'all' })).toHaveLength(16);
    expect(await namesIn({ kind: 'reseller', resellerId: alpha })).toEqual([
      ...named('alpha-mine'),
      ...named('alpha-other'),
    ]);
    expect(await namesIn({ kind: 'reseller', resellerId: beta })).toEqual(names.beta);
    expect(await namesIn({ kind: 'reseller', resellerId: null })).toEqual(names.platform);
    expect(await namesIn({ kind: 'own', userId: alphaUser })).toEqual(named('alpha-mine'));
    expect(await namesIn({ kind: 'own', userId: platformUser })).toEqual(names.platform);
  });

  it('scopeFilter works in updates too, and refuses an own scope without an owner column', async () => {
    const result = await db
      .updateTable('assistants')
      .set({ phone_number: '+15550000' })
      .where(scopeFilter({ kind: 'reseller', resellerId: beta }, { reseller: 'reseller_id' }))
      .executeTakeFirst();
    expect(Number(result.numUpdatedRows)).toBe(3);
    expect(() =>
      scopeFilter({ kind: 'own', userId: alphaUser }, { reseller: 'reseller_id' }),
    ).toThrow('owner column');
  });

  it('paginate: counts the scoped rows and reads the asked page in order', async () => {
    const base = withScope(
      db.selectFrom('assistants as a'),
      { kind: 'reseller', resellerId: alpha },
      {
        reseller: 'a.reseller_id',
      },
    );
    const read = (page: number, per_page: number) =>
      paginate(base, { page, per_page }, (rows) =>
        rows
          .innerJoin('users as u', 'u.id', 'a.user_id')
          .select(['a.name', 'u.id as owner'])
          .orderBy('a.name', 'asc'),
      );
    const all = [...named('alpha-mine'), ...named('alpha-other')];

    const first = await read(1, 4);
    expect(first.data.map((r) => r.name)).toEqual(all.slice(0, 4));
    expect(first.pagination).toEqual({
      current_page: 1,
      last_page: 3,
      per_page: 4,
      total: 9,
      from: 1,
      to: 4,
    });
    const last = await read(3, 4);
    expect(last.data.map((r) => r.name)).toEqual(all.slice(8));
    expect(last.pagination).toMatchObject({ total: 9, from: 9, to: 9 });
    const beyond = await read(5, 4);
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination).toMatchObject({ total: 9, last_page: 3, from: null, to: null });
  });
});
