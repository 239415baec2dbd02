import { describe, expect, it } from '@jest/globals';
import { sql, type Kysely } from 'kysely';
import type { Pool, PoolClient } from 'pg';
import { number, object, string } from 'yup';
import { prepareByName, statementName, withNamedStatements } from '../src/db/named-statements';
import type { DB } from '../src/db/schema';
import { compiledPerShape } from '../src/lib/compiled-query';
import { MAX_REMEMBERED_QUERIES } from '../src/lib/memo-validation';
import { hashToken } from '../src/lib/tokens';
import { yupValidatorCompiler } from '../src/lib/route-schema';
import { insertUser } from './helpers/fixtures';
import { createTestContext, databases } from './helpers/test-app';

// The hot path: what each request no longer repeats (SQLite re-preparing a bound LIMIT, PostgreSQL parsing
// and planning the hot queries, Kysely building the assistant list, yup validating the same query string).

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

  if (dialect === 'postgres') {
    it('keeps the compiled queries prepared by name on the connection', async () => {
      const ctx = await createTestContext(dialect);
      try {
        const user = await insertUser(ctx.db, { name: 'Prepared' });
        const run = compiledPerShape<DB, { name: string }>();
        const byId = (db: Kysely<DB>) =>
          run(
            db,
            'prepared by id',
            (d, id) =>
              d
                .selectFrom('users')
                .select('name')
                .where('id', '=', id as number),
            [user.id],
          );
        // One connection: the statement is prepared on it.
        const prepared = await ctx.db.connection().execute(async (db) => {
          expect(await byId(db)).toEqual([{ name: 'Prepared' }]);
          expect(await byId(db)).toEqual([{ name: 'Prepared' }]);
          const { rows } = await sql<{
            name: string;
          }>`select name from pg_prepared_statements`.execute(db);
          return rows.map((row) => row.name);
        });
        const text = ctx.db.selectFrom('users').select('name').where('id', '=', 0).compile().sql;
        expect(statementName(text)).toMatch(/^voice_/);
        expect(prepared).toContain(statementName(text));
      } finally {
        await ctx.close();
      }
    });
  }
});

describe('hashToken', () => {
  it('is the SHA-256 hex of the token (the hashes already stored stay valid)', () => {
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('withNamedStatements', () => {
  it('runs registered SQL as a named statement, anything else as before', async () => {
    const calls: unknown[][] = [];
    const client = {
      query: async (...args: unknown[]) => {
        calls.push(args);
        return { command: 'SELECT', rowCount: 0, rows: [] };
      },
      release: () => undefined,
    } as unknown as PoolClient;
    const pool = withNamedStatements({
      connect: async () => client,
      end: async () => undefined,
    } as unknown as Pool);
    prepareByName('select "registered" where x = $1');
    const connection = await pool.connect();
    expect(await pool.connect()).toBe(connection);
    await connection.query('select "registered" where x = $1', [1]);
    await connection.query('select "other" where x = $1', [2]);
    expect(calls).toEqual([
      [
        {
          name: statementName('select "registered" where x = $1'),
          text: 'select "registered" where x = $1',
          values: [1],
        },
      ],
      ['select "other" where x = $1', [2]],
    ]);
    expect(statementName('select "registered" where x = $1')).toMatch(/^voice_[0-9a-f]{24}$/);
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
