import { randomBytes } from 'node:crypto';
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

/**
 * A query of the hot path built and compiled once per database, then run with new values. Kysely builds a
 * tree of frozen nodes and compiles it to SQL on every call, which costs more than running a small indexed
 * read (issue 12's profile). `build` gets one placeholder string per value and must use each as a value of
 * the query (a parameter, never inlined, never transformed): every run swaps the placeholders for the
 * values it is given. The SQL is the one Kysely compiled for this database's dialect.
 */
export function compiledOnce<DB, Values extends string[], Row>(
  build: (db: Kysely<DB>, ...placeholders: Values) => Compilable<Row>,
  arity: Values['length'],
): (db: Kysely<DB>, ...values: Values) => Promise<Row[]> {
  const byDb = new WeakMap<Kysely<DB>, { sql: string; parameters: unknown[]; slots: number[] }>();
  const compile = (db: Kysely<DB>) => {
    const tag = randomBytes(8).toString('hex');
    const placeholders = Array.from({ length: arity }, (_, i) => `\0placeholder-${tag}-${i}`);
    const compiled = build(db, ...(placeholders as Values)).compile();
    const parameters = [...compiled.parameters];
    // slots[i]: which value goes in parameter i (-1: a constant of the query, kept as compiled).
    const slots = parameters.map((value) => placeholders.indexOf(value as string));
    const used = slots.filter((slot) => slot >= 0);
    if (used.length !== arity || new Set(used).size !== arity) {
      throw new Error('compiledOnce: every placeholder must be a parameter of the query, once');
    }
    const entry = { sql: compiled.sql, parameters, slots };
    byDb.set(db, entry);
    return entry;
  };
  return async (db, ...values) => {
    const entry = byDb.get(db) ?? compile(db);
    const parameters = entry.parameters.map((constant, i) => {
      const slot = entry.slots[i] ?? -1;
      return slot >= 0 ? values[slot] : constant;
    });
    const result = await db.executeQuery<Row>(CompiledQuery.raw(entry.sql, parameters));
    return result.rows;
  };
}
