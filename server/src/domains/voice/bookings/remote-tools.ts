import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { providerFailure } from '../assistants/phone-numbers';
import { putRemoteToolIds } from '../assistants/remote-tools';
import type { AssistantRecord } from '../assistants/repository';
import { UndoStack } from '../assistants/undo';
import {
  deleteToolsOfDeletedAssistant,
  ownToolServer,
  remoteToolsOf,
} from '../voice-platform/assistant-tools';
import type { VoiceProviderDeps } from '../voice-platform/provider-for-tenant';
import { assistantToolIds } from '../voice-platform/tool-ids-repository';
import { findCalendarRow } from './repository';
import { BOOK_APPOINTMENT, BOOKING_TOOL_FUNCTIONS, BOOKING_TOOLS_PATH } from './tool-calls';

/**
 * The booking calendar's two function tools (check_availability, book_appointment) on Vapi, for an assistant Vapi
 * holds: while the calendar is on, each is a function tool whose server is our BOOKING_TOOLS_PATH (the tenant's
 * voice webhook secret as Bearer, as custom tools), on the assistant's model.toolIds with its other saved tools
 * (assistantToolIds, right after the transfer tool). Turned off, they are taken off the assistant and deleted.
 * Remote first, then our row; a failure takes the remote steps back. In the sandbox nothing is sent.
 */

export type BookingToolDeps = VoiceProviderDeps & { db: Kysely<DB>; log: FastifyBaseLogger };

/** The tools' ids as the calendar's row keeps them (null: none). */
export interface BookingToolIds {
  check_availability_tool_id: string | null;
  book_appointment_tool_id: string | null;
}

export const NO_BOOKING_TOOLS: BookingToolIds = {
  check_availability_tool_id: null,
  book_appointment_tool_id: null,
};

const columnOf = (name: string): keyof BookingToolIds =>
  name === BOOK_APPOINTMENT ? 'book_appointment_tool_id' : 'check_availability_tool_id';

/** The ids in assistantToolIds' order (check_availability first). */
const listOf = (ids: BookingToolIds): string[] =>
  [ids.check_availability_tool_id, ids.book_appointment_tool_id].filter(
    (id): id is string => id !== null,
  );

/**
 * The assistant's tools with the booking tools swapped (`old` out, `next` in) where assistantToolIds lists them:
 * after the transfer tool, before the custom tools.
 */
function withBookingTools(
  current: readonly string[],
  old: readonly string[],
  next: readonly string[],
  transferToolId: string | null,
): string[] {
  const others = current.filter((id) => !old.includes(id));
  const at = transferToolId !== null && others[0] === transferToolId ? 1 : 0;
  return [...others.slice(0, at), ...next, ...others.slice(at)];
}

/**
 * Runs `saveLocally` (the calendar's row) with the booking tools made to match `enabled` on Vapi first: created
 * (or updated, when the row has them and Vapi still does) while on, taken off the assistant while off; a failure
 * of any step takes the remote steps back. Tools no longer used are deleted after our row is saved (a tool Vapi no
 * longer has is fine; another failure is logged: off the assistant, an unused tool harms nothing).
 */
export async function saveBookingTools(
  deps: BookingToolDeps,
  assistant: AssistantRecord,
  enabled: boolean,
  had: BookingToolIds,
  saveLocally: (ids: BookingToolIds) => Promise<void>,
): Promise<void> {
  const remote = await remoteToolsOf(deps, assistant);
  if (!remote) {
    await saveLocally(had);
    return;
  }
  const undo = new UndoStack(deps.log);
  const ids: BookingToolIds = { ...NO_BOOKING_TOOLS };
  try {
    if (enabled) {
      const server = await ownToolServer(deps, assistant.reseller_id, BOOKING_TOOLS_PATH);
      for (const definition of BOOKING_TOOL_FUNCTIONS) {
        const spec = { ...definition, server };
        const column = columnOf(definition.name);
        const existing = had[column];
        // The same definitions again (only APP_URL or the secret may have changed since): nothing to undo. One
        // deleted on Vapi meanwhile (its dashboard) is created again.
        if (existing && (await remote.tools.updateFunctionTool(existing, spec))) {
          ids[column] = existing;
        } else {
          const created = await remote.tools.createFunctionTool(spec);
          undo.push('delete the new booking tool', () => remote.tools.deleteTool(created));
          ids[column] = created;
        }
      }
    }
    const [old, next] = [listOf(had), listOf(ids)];
    if (old.join() !== next.join()) {
      const before = await assistantToolIds(deps.db, assistant.id);
      const after = withBookingTools(before, old, next, assistant.transfer_tool_id);
      await putRemoteToolIds(deps, assistant, remote.remoteId, { before, after }, undo);
    }
    await saveLocally(ids);
  } catch (error) {
    await undo.run();
    throw providerFailure(error);
  }
  for (const id of listOf(had).filter((id) => !listOf(ids).includes(id))) {
    await remote.tools
      .deleteTool(id)
      .catch((error: unknown) =>
        deps.log.error(
          { error: error instanceof Error ? error.message : String(error), toolId: id },
          'booking calendar turned off: its Vapi tool could not be deleted',
        ),
      );
  }
}

/** A deleted assistant's booking tools go from Vapi too (best effort, as its other tools). */
export async function deleteBookingToolsOf(
  deps: Pick<VoiceProviderDeps, 'db' | 'config'> & { log: FastifyBaseLogger },
  assistant: Pick<AssistantRecord, 'id' | 'reseller_id' | 'voice_provider'>,
): Promise<void> {
  const row = await findCalendarRow(deps.db, assistant.id);
  const ids = row ? listOf(row) : [];
  await deleteToolsOfDeletedAssistant(deps, assistant, ids, 'booking tools');
}
