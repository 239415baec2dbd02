import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { DB } from '../../db/schema';
import { createMailer, type Mailer } from './email/mailer';
import type { UploadStorage } from './uploads/storage';

/**
 * What services are given instead of the Fastify app: the database, the configuration, the mailer and the uploads.
 * Each service names the part it needs (e.g. Pick<Deps, 'db' | 'config'>).
 */
export interface Deps {
  db: Kysely<DB>;
  config: AppConfig;
  mailer: Mailer;
  uploads: UploadStorage;
}

/** The app's dependencies, for the call sites in routes. */
export function depsOf(app: FastifyInstance): Deps {
  return { db: app.db, config: app.config, mailer: mailerFor(app), uploads: app.uploads };
}

const mailers = new WeakMap<FastifyInstance, Mailer>();

/** The app's mailer, created once per app instance (SMTP: through the app's email queue, plugin.ts). */
export function mailerFor(app: FastifyInstance): Mailer {
  let mailer = mailers.get(app);
  if (!mailer) {
    mailer = createMailer({
      db: app.db,
      config: app.config,
      log: app.log,
      wake: () => app.emailQueue.kick(),
      branding: app.emailBranding,
    });
    mailers.set(app, mailer);
  }
  return mailer;
}
