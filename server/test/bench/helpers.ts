// Helpers shared by the benches (dashboard-stats.ts, event-loop.ts): latency percentiles, one timed GET, and the
// generated-number rows and times their seeds insert in one statement on either database.
import http from 'node:http';
import { sql } from 'kysely';
import type { Dialect } from '../../src/db/database';

/** The p-th percentile of ascending samples (nearest rank); 0 when there is none. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

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
