import type { TransferDestination } from '@voice/contracts';
import type { Db } from '../../../db/schema';

/** transfer_destinations (migration 0024) and the assistant's transferCall tool id. */

/** An assistant's destinations in their order. */
export async function listDestinations(
  db: Db,
  assistantId: number,
): Promise<TransferDestination[]> {
  return db
    .selectFrom('transfer_destinations')
    .select(['number', 'description', 'message'])
    .where('assistant_id', '=', assistantId)
    .orderBy('position')
    .execute();
}

/** Replaces the assistant's list (run it in the caller's transaction) and records its tool id on the platform. */
export async function replaceDestinations(
  db: Db,
  assistant: { id: number; reseller_id: number | null },
  destinations: readonly TransferDestination[],
  toolId: string | null,
  now: string,
): Promise<void> {
  await db.deleteFrom('transfer_destinations').where('assistant_id', '=', assistant.id).execute();
  if (destinations.length > 0) {
    await db
      .insertInto('transfer_destinations')
      .values(
        destinations.map((d, position) => ({
          assistant_id: assistant.id,
          reseller_id: assistant.reseller_id,
          position,
          number: d.number,
          description: d.description,
          message: d.message,
          created_at: now,
        })),
      )
      .execute();
  }
  await db
    .updateTable('assistants')
    .set({ transfer_tool_id: toolId })
    .where('id', '=', assistant.id)
    .execute();
}
