// Helpers shared by the benches (dashboard-stats.ts, event-loop.ts, request-log.ts, public-settings-ceiling.ts,
// scenario-seed.ts, scale-out-seed.ts, throughput.ts): latency percentiles and medians, one timed GET, a sign-in, alternating rounds, and the generated-number
// rows and times their seeds insert in one statement on either database, with call_logs' indexes built after.
import http from 'node:http';
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../src/db/database';
import type { DB } from '../../src/db/schema';

/** The p-th percentile of ascending samples (nearest rank); 0 when there is none. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** The median of some samples (the upper one of an even count); 0 when there is none. */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * `measure` of every variant, round after round, each round starting with the next variant (none is always first or
 * last), so that the machine's changes of speed fall on all alike: each variant's figures in round order.
 */
export async function alternatingRounds<V>(
  variants: readonly V[],
  rounds: number,
  measure: (variant: V) => Promise<number>,
): Promise<Map<V, number[]>> {
  const figures = new Map(variants.map((variant) => [variant, [] as number[]]));
  for (let round = 0; round < rounds; round += 1) {
    const shift = round % variants.length;
    for (const variant of [...variants.slice(shift), ...variants.slice(0, shift)]) {
      figures.get(variant)?.push(await measure(variant));
    }
  }
  return figures;
}

/** One GET of `target.path` with the tenant's host and a bearer token: its time (ms) and whether it answered 200. */
export function timedGet(
  url: URL,
  agent: http.Agent,
  target: { path: string; host: string; token: string },
): Promise<{ ms: number; ok: boolean }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: target.path,
        agent,
        headers: { host: target.host, authorization: `Bearer ${target.token}` },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            ms: Number(process.hrtime.bigint() - started) / 1e6,
            ok: res.statusCode === 200,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Rows of one INSERT ... SELECT over generated numbers first..first+count-1 (`i`), in the dialect's way. */
export function numbers(dialect: Dialect, count: number, first = 0) {
  const last = first + count - 1;
  return dialect === 'postgres'
    ? { with: sql``, from: sql`generate_series(${sql.lit(first)}, ${sql.lit(last)}) as n(i)` }
    : {
        with: sql`with recursive n(i) as (select ${sql.lit(first)} union all select i + 1 from n where i < ${sql.lit(last)})`,
        from: sql`n`,
      };
}

/** An ISO time `secondsAgo` (an SQL expression) before `nowEpoch` (Unix seconds). */
export function timeAgo(dialect: Dialect, nowEpoch: number, secondsAgo: ReturnType<typeof sql>) {
  return dialect === 'postgres'
    ? sql`to_timestamp(${sql.lit(nowEpoch)} - ${secondsAgo})`
    : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${sql.lit(nowEpoch)} - ${secondsAgo}, 'unixepoch')`;
}

/**
 * Row i's seconds ago (an SQL expression) when `count` rows are spread evenly over `spanSeconds`, row 0 the newest
 * (a bigint on PostgreSQL, where i × span overflows an integer).
 */
export function spreadAgo(dialect: Dialect, spanSeconds: number, count: number) {
  return dialect === 'postgres'
    ? sql`(cast(i as bigint) * ${sql.lit(spanSeconds)} / ${sql.lit(count)})`
    : sql`(i * ${sql.lit(spanSeconds)} / ${sql.lit(count)})`;
}

/**
 * Runs a bulk load of call_logs; on PostgreSQL with the table's secondary indexes dropped before it and built after
 * it from their own definitions (pg_indexes), as a restore would (much faster than row by row). Returns how many
 * indexes were built again (none on SQLite).
 */
export async function loadCallsWithoutIndexes(
  db: Kysely<DB>,
  dialect: Dialect,
  load: () => Promise<void>,
): Promise<number> {
  const indexes =
    dialect === 'postgres'
      ? (
          await sql<{
            name: string;
            definition: string;
          }>`select indexname as name, indexdef as definition
            from pg_indexes where schemaname = current_schema() and tablename = 'call_logs'
              and indexname not in (select conname from pg_constraint)`.execute(db)
        ).rows
      : [];
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(db);
  await load();
  for (const index of indexes) await sql.raw(index.definition).execute(db);
  return indexes.length;
}

/**
 * POST /api/login of a server on `url` with the tenant's Host header (fetch may not set Host): the bearer token.
 */
export function loginOnHost(
  url: string,
  host: string,
  user: { email: string; password: string },
): Promise<string> {
  const body = JSON.stringify({ email: user.email, password: user.password, remember: false });
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}/api/login`,
      {
        method: 'POST',
        headers: {
          host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += String(chunk)));
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`login: ${res.statusCode} ${text}`));
          resolve((JSON.parse(text) as { token: string }).token);
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
