import type { EventType } from '@voice/contracts';
import type { Db } from '../../../db/schema';
import { nowIso } from '../../../lib/time';

/**
 * The event outbox: a change worth telling subscribers about writes its event with emitEvent, in the same
 * transaction as the change, so that an event exists if and only if its change committed (no event of a rolled
 * back change, no change without its event). The integrations domain's worker fans each event out to the matching
 * webhook endpoints and delivers it (integrations/webhooks). This module is low (platform) so that every domain
 * may emit without importing the domain above it.
 */

export interface NewEvent {
  type: EventType;
  /** What the event is about ('call', 'assistant', 'subscription', 'payment', 'booking'). */
  resourceType: string;
  resourceId: string | number;
  /** The resource's owner: whose endpoints receive the event (and the owner's tenant's). */
  userId: number | null;
  /** The resource's tenant; omitted: the owner's (read in the same statement). */
  resellerId?: number | null;
  /** The event's data: the resource as the API shows it (ids, never secrets). */
  payload: unknown;
}

/** Writes events in the caller's transaction (one insert). */
export async function emitEvents(db: Db, events: readonly NewEvent[]): Promise<void> {
  if (events.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('events')
    .values(
      events.map((event) => ({
        type: event.type,
        resource_type: event.resourceType,
        resource_id: String(event.resourceId),
        user_id: event.userId,
        reseller_id:
          event.resellerId !== undefined || event.userId === null
            ? (event.resellerId ?? null)
            : db.selectFrom('users').select('reseller_id').where('id', '=', event.userId),
        payload: JSON.stringify(event.payload ?? {}),
        created_at: now,
      })),
    )
    .execute();
}

/** Writes one event in the caller's transaction. */
export function emitEvent(db: Db, event: NewEvent): Promise<void> {
  return emitEvents(db, [event]);
}
