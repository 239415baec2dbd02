import type { FastifyBaseLogger } from 'fastify';
import type { TransferDestination } from '@voice/contracts';
import type { TransferDestinationsPayload } from '@voice/contracts/schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { nowIso } from '../../../lib/time';
import { providerFailure } from '../assistants/phone-numbers';
import { putRemoteToolIds } from '../assistants/remote-tools';
import type { AssistantRecord } from '../assistants/repository';
import { UndoStack } from '../assistants/undo';
import type { VoiceProviderDeps } from '../voice-platform/provider-for-tenant';
import { assistantToolIds } from '../voice-platform/tool-ids-repository';
import { vapiOptionsOfAccount } from '../voice-platform/vapi-account';
import { vapiToolsClient, type VapiToolsClient } from '../voice-platform/vapi-tools';
import { listDestinations, replaceDestinations } from './repository';

/**
 * Saving an assistant's transfer destinations. In the sandbox they are only stored (the sandbox test call reads
 * them). On Vapi one transferCall tool carries them all: created with the first destination, updated after, and
 * deleted with the last; a new or removed tool is put on or taken off the assistant's model.toolIds (with its
 * other saved tools, assistantToolIds). Remote first, then our rows in one transaction; a failure takes the remote
 * steps back (UndoStack), so the list on Vapi and ours stay the same.
 */

export type TransferDeps = VoiceProviderDeps & { db: Kysely<DB>; log: FastifyBaseLogger };

function normalized(input: TransferDestinationsPayload): TransferDestination[] {
  return input.destinations.map((d) => ({
    number: d.number,
    description: d.description,
    message: d.message ?? null,
  }));
}

/** The destinations as Vapi's tool takes them (no message: Vapi's default sentence). */
function toolDestinations(list: readonly TransferDestination[]) {
  return list.map((d) => ({
    number: d.number,
    description: d.description,
    ...(d.message !== null ? { message: d.message } : {}),
  }));
}

/** PUT /api/assistants/{id}/transfer-destinations: the list, as saved. */
export async function saveTransferDestinations(
  deps: TransferDeps,
  assistant: AssistantRecord,
  input: TransferDestinationsPayload,
): Promise<TransferDestination[]> {
  const list = normalized(input);
  const remoteId = assistant.vapi_assistant_id;
  const options = remoteId
    ? await vapiOptionsOfAccount(deps, assistant.reseller_id, assistant.voice_provider)
    : null;
  if (!options || !remoteId) {
    await deps.db
      .transaction()
      .execute((trx) => replaceDestinations(trx, assistant, list, null, nowIso()));
    return listDestinations(deps.db, assistant.id);
  }

  const tools = vapiToolsClient(options);
  const had = assistant.transfer_tool_id;
  const undo = new UndoStack(deps.log);
  let toolId: string | null = had;
  try {
    if (list.length > 0 && had) {
      await tools.updateTransferCallTool(had, toolDestinations(list));
    } else if (list.length > 0) {
      const created = await tools.createTransferCallTool(toolDestinations(list));
      toolId = created;
      undo.push('delete new transfer tool', () => tools.deleteTool(created));
    } else {
      toolId = null;
    }
    if (toolId !== had) await attachTool(deps, assistant, remoteId, had, toolId, undo);
    await deps.db
      .transaction()
      .execute((trx) => replaceDestinations(trx, assistant, list, toolId, nowIso()));
  } catch (error) {
    await undo.run();
    throw providerFailure(error);
  }
  if (had && toolId !== had) await deleteOldTool(deps, tools, had);
  return listDestinations(deps.db, assistant.id);
}

/** The assistant on Vapi with its saved tools, the transfer tool swapped (`had` out, `toolId` in). */
async function attachTool(
  deps: TransferDeps,
  assistant: AssistantRecord,
  remoteId: string,
  had: string | null,
  toolId: string | null,
  undo: UndoStack,
): Promise<void> {
  const before = await assistantToolIds(deps.db, assistant.id);
  const others = before.filter((id) => id !== had);
  const after = toolId ? [toolId, ...others] : others;
  await putRemoteToolIds(deps, assistant, remoteId, { before, after }, undo);
}

/** The replaced tool, once nothing uses it: a failure leaves an unused tool on Vapi (logged), not an error. */
async function deleteOldTool(
  deps: TransferDeps,
  tools: VapiToolsClient,
  toolId: string,
): Promise<void> {
  await tools
    .deleteTool(toolId)
    .catch((error: unknown) =>
      deps.log.error(
        { error: error instanceof Error ? error.message : String(error), toolId },
        'transfer destinations: the removed transfer tool could not be deleted',
      ),
    );
}
