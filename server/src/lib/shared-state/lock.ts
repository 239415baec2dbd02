import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { nowIso } from '../time';

/** What a job lock is taken with: the app's Redis, database, its dialect, configuration (key prefix) and log. */
export type JobLockDeps = Pick<FastifyInstance, 'redis' | 'db' | 'dialect' | 'config' | 'log'>;

/** What withJobLock did: ran the work (its result), or not (another instance holds the lock). */
export type Outcome<T> = { ran: true; result: T } | { ran: false };

/**
 * A lock for a job that every instance schedules but only one may run at a time (the billing job,
 * billing/subscriptions/expiry.ts). Not waited for: an instance that finds it taken skips this run (another
 * instance is doing the work). The holder keeps it alive while it works and releases it when done.
 * - REDIS_URL: `SET <prefix>lock:<name> <token> NX PX`, extended while held, deleted only by its holder (token).
 * - PostgreSQL: pg_try_advisory_lock on one connection held for the run (released at once if the process dies).
 * - SQLite: a lease row in platform_settings (`lock:<name>`), taken when absent or stale; a holder that died
 *   leaves it until it is stale (LEASE_MS), so that run is only late, never doubled.
 */
export async function withJobLock<T>(
  app: JobLockDeps,
  name: string,
  work: () => Promise<T>,
): Promise<Outcome<T>> {
  if (app.redis) return withRedisLock(app, name, work);
  if (app.dialect === 'postgres') return withAdvisoryLock(app, name, work);
  return withLeaseRow(app, name, work);
}

/** How long a lock outlives a holder that stopped renewing it (crashed, frozen). */
export const LEASE_MS = 60_000;
/** How often the holder renews it. */
const RENEW_MS = LEASE_MS / 3;

/** Runs `work` while renewing the lock every RENEW_MS, then releases it (also when work throws). */
async function holding<T>(
  app: JobLockDeps,
  name: string,
  renew: () => Promise<unknown>,
  release: () => Promise<unknown>,
  work: () => Promise<T>,
): Promise<Outcome<T>> {
  const timer = setInterval(() => {
    renew().catch((error: unknown) =>
      app.log.error({ err: error, lock: name }, 'could not renew a job lock'),
    );
  }, RENEW_MS);
  timer.unref();
  try {
    return { ran: true, result: await work() };
  } finally {
    clearInterval(timer);
    await release().catch((error: unknown) =>
      app.log.error({ err: error, lock: name }, 'could not release a job lock'),
    );
  }
}

/** Extends or deletes the key only while it still holds this holder's token. */
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

async function withRedisLock<T>(
  app: JobLockDeps,
  name: string,
  work: () => Promise<T>,
): Promise<Outcome<T>> {
  const redis = app.redis;
  if (!redis) throw new Error('withRedisLock: no Redis');
  const key = `${app.config.redis.keyPrefix}lock:${name}`;
  const token = randomUUID();
  if ((await redis.set(key, token, 'PX', LEASE_MS, 'NX')) !== 'OK') return { ran: false };
  return holding(
    app,
    name,
    () => redis.eval(RENEW, 1, key, token, LEASE_MS),
    () => redis.eval(RELEASE, 1, key, token),
    work,
  );
}

/** pg_try_advisory_lock(int, int): this constant ("vojb", apart from db/migrate.ts's) and the name's hash. */
const JOB_LOCK_CLASS = 0x766f6a62;

async function withAdvisoryLock<T>(
  app: JobLockDeps,
  name: string,
  work: () => Promise<T>,
): Promise<Outcome<T>> {
  // Keyed by the schema too: several deployments (or test runs) may share one PostgreSQL server.
  const key = sql`${sql.lit(JOB_LOCK_CLASS)}, hashtext(current_schema() || ${`:${name}`})`;
  return app.db.connection().execute(async (connection) => {
    const tried = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(${key}) as locked`.execute(connection);
    if (!tried.rows[0]?.locked) return { ran: false };
    // Nothing to renew: the lock lasts as long as this connection's session.
    return holding(
      app,
      name,
      async () => undefined,
      () => sql`select pg_advisory_unlock(${key})`.execute(connection),
      work,
    );
  });
}

async function withLeaseRow<T>(
  app: JobLockDeps,
  name: string,
  work: () => Promise<T>,
): Promise<Outcome<T>> {
  const key = `lock:${name}`;
  const value = JSON.stringify({ holder: randomUUID() });
  const now = Date.now();
  // One statement, so atomic: insert the lease, or take it over when the last holder stopped renewing it.
  const taken = await app.db
    .insertInto('platform_settings')
    .values({ key, value, updated_at: nowIso(new Date(now)) })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ value, updated_at: nowIso(new Date(now)) })
        .where('platform_settings.updated_at', '<', nowIso(new Date(now - LEASE_MS))),
    )
    .returning('value')
    .executeTakeFirst();
  if (taken?.value !== value) return { ran: false };
  return holding(
    app,
    name,
    () =>
      app.db
        .updateTable('platform_settings')
        .set({ updated_at: nowIso() })
        .where('key', '=', key)
        .where('value', '=', value)
        .execute(),
    () =>
      app.db
        .deleteFrom('platform_settings')
        .where('key', '=', key)
        .where('value', '=', value)
        .execute(),
    work,
  );
}
