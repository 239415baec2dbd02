// Helpers shared by the benches (dashboard-stats.ts, event-loop.ts, request-log.ts, public-settings-ceiling.ts):
// latency percentiles and medians, one timed GET, alternating rounds, and the generated-number rows and times their
// seeds insert in one statement on either database.
import http from 'node:http';
import { sql } from 'kysely';
import type { Dialect } from '../../src/db/database';

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
