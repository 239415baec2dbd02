import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform';

/** What the account and payment emails need. */
export interface AccountEmailDeps extends Pick<Deps, 'db' | 'config' | 'mailer'> {
  log: FastifyBaseLogger;
}
