import type { Kysely } from 'kysely';
import type { AssistantStats, DataScope } from '@voice/contracts';
import type { AssistantRow, DB } from '../../../db/schema';
import { HttpError } from '../../../lib/http-error';
import { parseId } from '../../../lib/validate';
import { withScope } from '../../../lib/scope';

export const ASSISTANT_NOT_FOUND = 'Assistant not found';

/** 404 'Assistant not found': also for another tenant's assistant, whose existence is not revealed. */
export const assistantNotFound = () =>
  new HttpError(404, ASSISTANT_NOT_FOUND, { success: false, message: ASSISTANT_NOT_FOUND });

/** An assistant row with its owner's and creator's names. */
export interface AssistantRecord extends AssistantRow {
  user_name: string | null;
  creator_name: string | null;
}

/**
 * One assistant the caller may see (its own; a reseller admin its tenant's; platform admins any), by our id or
 * by the voice platform's id (vapi_assistant_id, how the list's stats modal asks). Another tenant's assistant is
 * simply not found.
 */
export async function findAssistant(
  db: Kysely<DB>,
  scope: DataScope,
  idOrVoiceId: string,
): Promise<AssistantRecord | undefined> {
  const id = parseId(idOrVoiceId);
  const query = withScope(
    db
      .selectFrom('assistants as a')
      .leftJoin('users as u', 'u.id', 'a.user_id')
      .leftJoin('users as c', 'c.id', 'a.created_by')
      .selectAll('a')
      .select(['u.name as user_name', 'c.name as creator_name']),
    scope,
    { reseller: 'a.reseller_id', owner: 'a.user_id' },
  );
  return (
    id === null
      ? query.where('a.vapi_assistant_id', '=', idOrVoiceId)
      : query.where((eb) =>
          eb.or([eb('a.id', '=', id), eb('a.vapi_assistant_id', '=', idOrVoiceId)]),
        )
  )
    .orderBy('a.id')
    .executeTakeFirst();
}

/** Calls of an assistant: how many, how many completed, their average length in whole seconds. */
export async function assistantStats(db: Kysely<DB>, assistantId: number): Promise<AssistantStats> {
  const row = await db
    .selectFrom('call_logs')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn
        .sum<number | string | null>(
          eb.case().when('status', '=', 'completed').then(1).else(0).end(),
        )
        .as('successful'),
      eb.fn.avg<number | string | null>('duration').as('average'),
    ])
    .where('assistant_id', '=', assistantId)
    .executeTakeFirst();
  return {
    totalCalls: Number(row?.total ?? 0),
    successfulCalls: Number(row?.successful ?? 0),
    averageDuration: Math.round(Number(row?.average ?? 0)),
  };
}
