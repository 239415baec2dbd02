import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../../../db/database';
import { healthSchemas } from './schemas';

/** A check slower than this counts as failed (a proxy's health check must not hang on it). */
const READY_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The servers (one per app, shared by its plugin contexts) whose instance is shutting down. */
const draining = new WeakSet<object>();

/**
 * Takes the instance out of its proxy's pool: /api/ready answers 503 from now on, while requests are still
 * served (main.ts calls it on SIGTERM, before the drain delay; closing the app calls it too).
 */
export function markDraining(app: FastifyInstance): void {
  draining.add(app.server);
}

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  // When this server process started: lets a deploy check (and the e2e suite) tell a restart from a reload.
  const startedAt = new Date().toISOString();
  app.addHook('preClose', async () => markDraining(app));

  app.get(
    '/api/health',
    { config: { rateLimit: false, access: 'public' }, schema: healthSchemas.health },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok', database: 'ok', started_at: startedAt };
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        return reply.code(503).send({ status: 'error', database: 'error' });
      }
    },
  );

  // Readiness for a load balancer: 200 while this instance should get traffic (its database and, with REDIS_URL,
  // Redis answer, and it is not shutting down), 503 otherwise. /api/health stays the liveness check.
  app.get(
    '/api/ready',
    { config: { rateLimit: false, access: 'public' }, schema: healthSchemas.ready },
    async (request, reply) => {
      const check = (name: string, ping: Promise<unknown>) =>
        ping.then(
          () => 'ok',
          (error: unknown) => {
            request.log.error({ err: error }, `${name} readiness check failed`);
            return 'error';
          },
        );
      const redis = app.redis;
      const [database, shared] = await Promise.all([
        check('database', pingDatabase(app.db)),
        redis ? check('redis', withTimeout(redis.ping(), READY_TIMEOUT_MS)) : undefined,
      ]);
      const healthy = database === 'ok' && shared !== 'error';
      const status = draining.has(app.server) ? 'draining' : healthy ? 'ready' : 'error';
      return reply
        .code(status === 'ready' ? 200 : 503)
        .send({ status, database, ...(shared ? { redis: shared } : {}) });
    },
  );
}
