import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import {
  claimNotification,
  releaseNotification,
  type NotificationKind,
} from './notification-repository';

/**
 * Sends an email at most once per (kind, subject key): claimed first, the claim given back if sending throws
 * (the error is rethrown). Resolves to whether this caller sent it.
 */
export async function sendOnce(
  db: Kysely<DB>,
  kind: NotificationKind,
  subjectKey: string,
  send: () => Promise<void>,
): Promise<boolean> {
  if (!(await claimNotification(db, kind, subjectKey))) return false;
  try {
    await send();
  } catch (error) {
    await releaseNotification(db, kind, subjectKey);
    throw error;
  }
  return true;
}
