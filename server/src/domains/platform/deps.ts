import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { DB } from '../../db/schema';
import { mailerFor, type Mailer } from './email/mailer';
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
