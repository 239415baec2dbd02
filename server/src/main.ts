import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { startUp } from './bootstrap/startup';
import { loadConfig, type ShutdownConfig } from './config';
import { openDatabase } from './db/database';
import { markDraining } from './domains/platform';

/**
 * `tsx server/src/main.ts`: configure; migrate, ensure the first admin and check the secrets key under the start-up
 * lock (any number of instances may start at once); listen, print the URL.
 */
async function main(): Promise<void> {
  const settings = loadConfig();
  const database = await openDatabase(settings);
  if (settings.adminPassword && settings.adminPassword.length < 12) {
    console.warn('ADMIN_PASSWORD is shorter than 12 characters: use a longer one in production.');
  }
  const { config, admin } = await startUp(database, settings, {
    onWait: () => console.info('Waiting for another instance to finish starting (migrations)...'),
  });
  if (admin.warning) console.warn(admin.warning);
  if (admin.generatedPassword) {
    console.info(
      `*** First super admin created: ${admin.email} / password: ${admin.generatedPassword} (shown once; change it after signing in) ***`,
    );
  } else if (admin.created) {
    console.info(`Super admin ${admin.email} created from ADMIN_EMAIL / ADMIN_PASSWORD.`);
  }

  const app = await buildApp(config, { database });
  app.addHook('onClose', () => database.destroy());

  // Fastify's own "Server listening at" lines are left out: the URL is printed once, below.
  const level = app.log.level;
  app.log.level = 'warn';
  await app.listen({ port: config.port, host: config.host });
  app.log.level = level;

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host)
    ? 'localhost'
    : config.host;
  console.info(`App running at http://${host}:${port}`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => shutDown(app, config.shutdown, signal));
  }
}

let shuttingDown = false;

/**
 * Graceful shutdown: /api/ready turns 503 at once (the proxy's health checks take the instance out of the pool),
 * requests keep being served for `drainMs`; then the app closes: no new connection is accepted, idle keep-alive
 * connections are closed, requests in flight finish (Fastify's close waits for them), then the background
 * workers stop and the database pool closes (onClose hooks), and the process exits 0. Not done within `timeoutMs`
 * of the signal, or a second signal: exit 1.
 */
function shutDown(app: FastifyInstance, shutdown: ShutdownConfig, signal: NodeJS.Signals): void {
  if (shuttingDown) {
    console.warn(`${signal} again: exiting now.`);
    process.exit(1);
  }
  shuttingDown = true;
  markDraining(app);
  console.info(`${signal}: finishing the requests in flight, then exiting.`);
  const deadline = setTimeout(() => {
    console.error(`Shutdown not finished after ${shutdown.timeoutMs} ms: exiting.`);
    process.exit(1);
  }, shutdown.timeoutMs);
  new Promise((resolve) => setTimeout(resolve, shutdown.drainMs))
    .then(() => app.close())
    .then(
      () => {
        clearTimeout(deadline);
        process.exit(0);
      },
      (error: unknown) => {
        console.error(error instanceof Error ? (error.stack ?? error.message) : error);
        process.exit(1);
      },
    );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
