import { randomBytes } from 'node:crypto';
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

/**
 * A query of the hot path built and compiled once per database, then run with new values. Kysely builds a
 * tree of frozen nodes and compiles it to SQL on every call, which costs more than running a small indexed
 * read (as profiled on the session query). `build` gets one placeholder per value (a marker string, typed as the value it
 * stands for) and must use each as a value of the query, as often as it needs (a parameter, never inlined,
 * never transformed or computed with): every run swaps the placeholders for the values it is given. The SQL is the one Kysely
 * compiled for this database's dialect.
 */
export function compiledOnce<DB, Values extends unknown[], Row>(
  build: (db: Kysely<DB>, ...placeholders: Values) => Compilable<Row>,
  arity: Values['length'],
): (db: Kysely<DB>, ...values: Values) => Promise<Row[]> {
  const byDb = new WeakMap<Kysely<DB>, { sql: string; parameters: unknown[]; slots: number[] }>();
  const compile = (db: Kysely<DB>) => {
    const tag = randomBytes(8).toString('hex');
    const placeholders = Array.from({ length: arity }, (_, i) => `\0placeholder-${tag}-${i}`);
    const compiled = build(db, ...(placeholders as unknown[] as Values)).compile();
    const parameters = [...compiled.parameters];
    // slots[i]: which value goes in parameter i (-1: a constant of the query, kept as compiled).
    const slots = parameters.map((value) => placeholders.indexOf(value as string));
    if (new Set(slots.filter((slot) => slot >= 0)).size !== arity) {
      throw new Error('compiledOnce: every placeholder must be a parameter of the query');
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

/**
 * compiledOnce for a query whose SQL also depends on a few choices (its order, which filters are given, its page
 * size): `run(shape, build, values)` compiles `build` once per shape (a key naming every such choice) and database,
 * and runs it with `values`. At most `maxShapes` shapes are kept (all dropped beyond: compiled again on demand).
 */
export function compiledPerShape<DB, Row>(maxShapes = 200) {
  type Run = (db: Kysely<DB>, ...values: unknown[]) => Promise<Row[]>;
  const byShape = new Map<string, Run>();
  return (
    db: Kysely<DB>,
    shape: string,
    build: (db: Kysely<DB>, ...placeholders: unknown[]) => Compilable<Row>,
    values: unknown[],
  ): Promise<Row[]> => {
    let run = byShape.get(shape);
    if (!run) {
      if (byShape.size >= maxShapes) byShape.clear();
      run = compiledOnce(build, values.length);
      byShape.set(shape, run);
    }
    return run(db, ...values);
  };
}
