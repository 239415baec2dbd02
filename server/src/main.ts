import { buildApp } from './app';
import { startUp } from './bootstrap/startup';
import { loadConfig } from './config';
import { openDatabase } from './db/database';

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
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
