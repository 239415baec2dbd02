import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { HttpError } from '../../../lib/http-error';
import { quotaFor } from '../../billing';

/** Refusals of a create (spec 001 §8: the client looks for 'need an active subscription' and 'assistant limit'). */
export const NO_SUBSCRIPTION_MESSAGE = 'You need an active subscription to create assistants.';
export const LIMIT_REACHED_MESSAGE =
  'You have reached your assistant limit for your current subscription plan.';

const refuse = (message: string) => new HttpError(403, message, { success: false, message });

/** 403 unless the user may create one more assistant now (admins always may: quotaFor says exempt). */
export async function assertCanCreate(
  db: Kysely<DB>,
  user: { id: number; role: string },
): Promise<void> {
  const quota = await quotaFor(db, user);
  if (quota.exempt) return;
  if (!quota.hasActiveSubscription) throw refuse(NO_SUBSCRIPTION_MESSAGE);
  if (quota.assistants.remaining === 0) throw refuse(LIMIT_REACHED_MESSAGE);
}
