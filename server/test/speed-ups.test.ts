import { describe, expect, it } from '@jest/globals';
import { sql, type SqliteDatabase, type SqliteStatement } from 'kysely';
import { number, object, string } from 'yup';
import type { DB } from '../src/db/schema';
import { yupValidatorCompiler } from '../src/lib/route-schema';
import { compiledOnce, compiledPerShape } from '../src/lib/speed-ups/compiled-query';
import { MAX_REMEMBERED_QUERIES } from '../src/lib/speed-ups/memo-validation';
import { withStatementCache } from '../src/lib/speed-ups/statement-cache';
import { insertUser } from './helpers/fixtures';
import { createTestContext, databases } from './helpers/test-app';

// The request-path speed-ups kept because they earn their place in the scenario benchmark (server/src/lib/speed-ups/
// README.md): each invariant the README lists has a test here that fails when it is broken.

describe.each(databases)('the hot queries (%s)', (dialect) => {
  it('writes a numeric LIMIT into the SQL on SQLite (a bound one makes SQLite prepare it again on every run)', async () => {
    const ctx = await createTestContext(dialect);
    try {
      await insertUser(ctx.db, { name: 'Limit A' });
      await insertUser(ctx.db, { name: 'Limit B' });
      const query = ctx.db.selectFrom('users').select('name').orderBy('id').limit(1).offset(1);
      const compiled = query.compile();
      if (dialect === 'sqlite') {
        expect(compiled.sql).toMatch(/ limit 1 offset \?$/);
        expect(compiled.parameters).toEqual([1]);
      } else {
        expect(compiled.sql).toMatch(/ limit \$1 offset \$2$/);
      }
      expect(await query.execute()).toEqual([{ name: 'Limit B' }]);
      // Anything but a non-negative safe integer stays a parameter.
      const text = ctx.db
        .selectFrom('users')
        .select('id')
        .limit(sql<number>`${'1'}`)
        .compile();
      expect(text.parameters).toEqual(['1']);
    } finally {
      await ctx.close();
    }
  });

  it('compiles a query once per shape and runs it with each call’s values', async () => {
    const ctx = await createTestContext(dialect);
    try {
      const a = await insertUser(ctx.db, { name: 'Shape A' });
      const b = await insertUser(ctx.db, { name: 'Shape B' });
      const run = compiledPerShape<DB, { name: string }>();
      let builds = 0;
      const byId = (order: 'asc' | 'desc', ids: number[]) =>
        run(
          ctx.db,
          `ids ${ids.length} ${order}`,
          (db, ...placeholders) => {
            builds += 1;
            return db
              .selectFrom('users')
              .select('name')
              .where('id', 'in', placeholders as number[])
              .orderBy('id', order);
          },
          ids,
        );
      expect(await byId('asc', [a.id, b.id])).toEqual([{ name: 'Shape A' }, { name: 'Shape B' }]);
      expect(await byId('asc', [b.id, a.id])).toEqual([{ name: 'Shape A' }, { name: 'Shape B' }]);
      expect(await byId('desc', [a.id, b.id])).toEqual([{ name: 'Shape B' }, { name: 'Shape A' }]);
      expect(await byId('desc', [a.id])).toEqual([{ name: 'Shape A' }]);
      expect(builds).toBe(3);
    } finally {
      await ctx.close();
    }
  });
});

describe('withStatementCache', () => {
  it('prepares a query once, and never keeps DDL, pragmas or transaction control', () => {
    const prepared: string[] = [];
    const statement = { reader: true } as unknown as SqliteStatement;
    const connection: SqliteDatabase = {
      close: () => undefined,
      prepare: (source) => {
        prepared.push(source);
        return statement;
      },
    };
    const cached = withStatementCache(connection, 2);
    for (let i = 0; i < 3; i += 1) {
      cached.prepare('select 1');
      cached.prepare('begin');
      cached.prepare('pragma busy_timeout = 0');
    }
    expect(prepared).toEqual([
      'select 1',
      'begin',
      'pragma busy_timeout = 0',
      'begin',
      'pragma busy_timeout = 0',
      'begin',
      'pragma busy_timeout = 0',
    ]);
    cached.prepare('select 2');
    cached.prepare('select 3'); // 'select 1' is the least recently used: it goes
    cached.prepare('select 1');
    expect(prepared.filter((s) => s === 'select 1')).toHaveLength(2);
  });
});

describe.each(databases)('compiledOnce (%s)', (dialect) => {
  it('runs the query compiled once with each call’s values, as the builder would', async () => {
    const ctx = await createTestContext(dialect);
    try {
      const a = await insertUser(ctx.db, { name: 'Compiled A' });
      const b = await insertUser(ctx.db, { name: 'Compiled B' });
      const byEmail = compiledOnce(
        (db: typeof ctx.db, email: string) =>
          db
            .selectFrom('users')
            .select(['id', 'name'])
            .where('email', '=', email)
            .where('role', '=', 'user'),
        1,
      );
      expect(await byEmail(ctx.db, a.email)).toEqual([{ id: a.id, name: 'Compiled A' }]);
      expect(await byEmail(ctx.db, b.email)).toEqual([{ id: b.id, name: 'Compiled B' }]);
      expect(await byEmail(ctx.db, 'nobody@example.test')).toEqual([]);

      const unused = compiledOnce(
        (db: typeof ctx.db, _email: string) => db.selectFrom('users').select('id'),
        1,
      );
      await expect(unused(ctx.db, a.email)).rejects.toThrow('every placeholder');
    } finally {
      await ctx.close();
    }
  });
});

describe('query-string validation', () => {
  const compile = (httpPart: string, schema: unknown) =>
    yupValidatorCompiler({ schema, httpPart, method: 'GET', url: '/t' } as never) as (
      data: unknown,
    ) => { value?: Record<string, unknown>; error?: { errors: Record<string, string[]> } };

  function counting() {
    const counter = { runs: 0 };
    const schema = object({
      page: number()
        .transform((value: number) => {
          counter.runs += 1;
          return value;
        })
        .typeError('The page must be an integer.')
        .default(1),
      tags: string().default('x'),
    });
    return { counter, schema };
  }

  it('validates each distinct query string once, and gives every request its own copy', () => {
    const { counter, schema } = counting();
    const validate = compile('querystring', schema);
    const first = validate({ page: '2' });
    const second = validate({ page: '2' });
    expect(first.value).toEqual({ page: 2, tags: 'x' });
    expect(second.value).toEqual(first.value);
    expect(second.value).not.toBe(first.value);
    (first.value as Record<string, unknown>).page = 99;
    expect(validate({ page: '2' }).value).toEqual({ page: 2, tags: 'x' });
    expect(counter.runs).toBe(1);
    expect(validate({ page: 'x' }).error?.errors).toEqual({
      page: ['The page must be an integer.'],
    });
    expect(validate({ page: 'x' }).error?.errors).toEqual({
      page: ['The page must be an integer.'],
    });
    expect(counter.runs).toBe(2);
    for (let i = 0; i <= MAX_REMEMBERED_QUERIES; i += 1) validate({ page: String(i + 10) });
    validate({ page: '2' });
    expect(counter.runs).toBe(2 + MAX_REMEMBERED_QUERIES + 2);
  });

  it('validates bodies and params every time', () => {
    const { counter, schema } = counting();
    const validate = compile('body', schema);
    validate({ page: '2' });
    validate({ page: '2' });
    expect(counter.runs).toBe(2);
  });
});

describe('withStatementCache on a real connection', () => {
  it('gives each of many overlapping runs of one cached statement its own values and rows', async () => {
    const ctx = await createTestContext('sqlite');
    try {
      const names = Array.from({ length: 8 }, (_, i) => `Overlap ${i}`);
      const ids = await Promise.all(
        names.map(async (name) => (await insertUser(ctx.db, { name })).id),
      );
      // The same SQL, run 200 times at once with other values: Kysely's one-query-at-a-time connection is what
      // makes reusing the one prepared statement safe (statement-cache.ts).
      const rows = await Promise.all(
        Array.from({ length: 200 }, (_, i) => {
          const k = i % names.length;
          return ctx.db
            .selectFrom('users')
            .select('name')
            .where('id', '=', ids[k] ?? 0)
            .executeTakeFirstOrThrow()
            .then((row) => [row.name, names[k]]);
        }),
      );
      for (const [got, expected] of rows) expect(got).toBe(expected);
    } finally {
      await ctx.close();
    }
  });
});
