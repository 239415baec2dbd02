import type { EventType } from '@voice/contracts';
import type { Db } from '../../../db/schema';
import { emitEvent } from '../../platform';
import { presentAssistant } from './presenter';
import { findAssistant, type AssistantRecord } from './repository';

/**
 * assistant.created / assistant.updated, written in the save's transaction (the event outbox): the data is the
 * assistant as GET /api/assistants/{id} shows it (without its call statistics), read in that transaction.
 */
export async function emitAssistantSaved(
  trx: Db,
  type: Extract<EventType, 'assistant.created' | 'assistant.updated'>,
  id: number,
): Promise<void> {
  const row = await findAssistant(trx, { kind: 'all' }, String(id));
  if (!row) return;
  await emitEvent(trx, {
    type,
    resourceType: 'assistant',
    resourceId: row.id,
    userId: row.user_id,
    resellerId: row.reseller_id,
    payload: presentAssistant(row, null),
  });
}

/** assistant.deleted, written with the row's delete: its id, name and owner (the rest is gone). */
export async function emitAssistantDeleted(trx: Db, row: AssistantRecord): Promise<void> {
  await emitEvent(trx, {
    type: 'assistant.deleted',
    resourceType: 'assistant',
    resourceId: row.id,
    userId: row.user_id,
    resellerId: row.reseller_id,
    payload: { id: row.id, name: row.name, user_id: row.user_id, deleted: true },
  });
}
