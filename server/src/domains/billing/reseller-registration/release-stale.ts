import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { addHours } from '../../../lib/time';
import { type UploadStorage, deleteUpload } from '../../platform';
import { PENDING_REGISTRATION_TTL_HOURS } from './messages';
import { deletePendingRegistration, findStalePendingResellers } from './repository';

/** Releases registrations abandoned at the checkout (pending for over a day), and their logos. */
export async function releaseStaleRegistrations(
  { db, uploads }: { db: Kysely<DB>; uploads: UploadStorage },
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const before = addHours(new Date(), -PENDING_REGISTRATION_TTL_HOURS).toISOString();
    for (const stale of await findStalePendingResellers(db, before)) {
      await deletePendingRegistration(db, stale.id);
      await deleteUpload(uploads, stale.logo_url);
    }
  } catch (error) {
    log.warn({ err: error }, 'could not release stale reseller registrations');
  }
}
