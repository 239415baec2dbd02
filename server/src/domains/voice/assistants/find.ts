import type { Kysely } from 'kysely';
import { dataScope } from '@voice/contracts';
import type { DB } from '../../../db/schema';
import { HttpError } from '../../../lib/http-error';
import { findAssistant } from './repository';

export const ASSISTANT_NOT_FOUND = 'Assistant not found';

/** 404 'Assistant not found': also for another tenant's assistant, whose existence is not revealed. */
export const assistantNotFound = () =>
  new HttpError(404, ASSISTANT_NOT_FOUND, { success: false, message: ASSISTANT_NOT_FOUND });

/**
 * The assistant `id` if `user` may see it (findAssistant with the user's data scope: their own, their tenant's,
 * or all for platform admins); else assistantNotFound. Who may see an assistant may edit its parts (booking
 * calendar, transfer destinations, custom tools), as the assistant itself.
 */
export async function findVisibleAssistant(
  db: Kysely<DB>,
  user: Parameters<typeof dataScope>[0],
  id: string,
) {
  const assistant = await findAssistant(db, dataScope(user), id);
  if (!assistant) throw assistantNotFound();
  return assistant;
}
