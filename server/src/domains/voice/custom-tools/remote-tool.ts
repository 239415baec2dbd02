import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { providerFailure } from '../assistants/phone-numbers';
import { putRemoteToolIds } from '../assistants/remote-tools';
import type { AssistantRecord } from '../assistants/repository';
import { UndoStack } from '../assistants/undo';
import { ownToolServer, remoteToolsOf } from '../voice-platform/assistant-tools';
import { VoiceProviderError } from '../voice-platform/provider';
import type { VoiceProviderDeps } from '../voice-platform/provider-for-tenant';
import { assistantToolIds } from '../voice-platform/tool-ids-repository';
import type { VapiFunctionParameters, VapiFunctionToolSpec } from '../voice-platform/vapi-tools';
import { VOICE_PLATFORM_UNAVAILABLE } from '../voice-platform/vapi-provider';
import type { CustomToolRow } from './repository';
import { CUSTOM_TOOLS_PATH } from './tool-calls';

/**
 * A custom tool on Vapi, for an assistant Vapi holds: a function tool whose server is our CUSTOM_TOOLS_PATH
 * (authenticated with the tenant's voice webhook secret as a Bearer header, as the assistant's own server is), put
 * on the assistant's model.toolIds with its other saved tools (assistantToolIds). We, not Vapi, call the client's
 * URL: the signature, the private-address guard and the call log stay ours. Vapi waits a little longer than the
 * tool's own limit, so that it reads our "did not answer in time" sentence rather than timing out itself.
 * In the sandbox nothing is sent (the row is the tool).
 */

export type RemoteToolDeps = VoiceProviderDeps & { db: Kysely<DB>; log: FastifyBaseLogger };

/** What Vapi waits beyond the tool's own limit. */
const VAPI_WAIT_MARGIN_SECONDS = 5;

async function specOf(
  deps: RemoteToolDeps,
  assistant: AssistantRecord,
  row: Pick<CustomToolRow, 'name' | 'description' | 'parameters' | 'timeout_seconds'>,
): Promise<VapiFunctionToolSpec> {
  return {
    name: row.name,
    description: row.description,
    parameters: JSON.parse(row.parameters) as VapiFunctionParameters,
    server: await ownToolServer(
      deps,
      assistant.reseller_id,
      CUSTOM_TOOLS_PATH,
      row.timeout_seconds + VAPI_WAIT_MARGIN_SECONDS,
    ),
  };
}

/**
 * Runs `saveLocally` (our rows) with the tool created or updated on Vapi first; a failure of either takes the
 * remote steps back. Answers the remote tool id to keep (null in the sandbox).
 */
export async function saveRemoteTool(
  deps: RemoteToolDeps,
  assistant: AssistantRecord,
  row: Pick<CustomToolRow, 'name' | 'description' | 'parameters' | 'timeout_seconds'>,
  previous: CustomToolRow | null,
  saveLocally: (remoteToolId: string | null) => Promise<void>,
): Promise<void> {
  const remote = await remoteToolsOf(deps, assistant);
  if (!remote) {
    await saveLocally(previous?.remote_tool_id ?? null);
    return;
  }
  const undo = new UndoStack(deps.log);
  try {
    const spec = await specOf(deps, assistant, row);
    const had = previous?.remote_tool_id ?? null;
    if (had && previous) {
      if (!(await remote.tools.updateFunctionTool(had, spec))) {
        throw new VoiceProviderError(VOICE_PLATFORM_UNAVAILABLE, 502, {
          reason: 'no such tool',
          toolId: had,
        });
      }
      const before = await specOf(deps, assistant, previous);
      undo.push('restore the custom tool', () => remote.tools.updateFunctionTool(had, before));
      await saveLocally(had);
    } else {
      const created = await remote.tools.createFunctionTool(spec);
      undo.push('delete the new custom tool', () => remote.tools.deleteTool(created));
      const before = await assistantToolIds(deps.db, assistant.id);
      await putRemoteToolIds(
        deps,
        assistant,
        remote.remoteId,
        { before, after: [...before, created] },
        undo,
      );
      await saveLocally(created);
    }
  } catch (error) {
    await undo.run();
    throw providerFailure(error);
  }
}

/** Takes the tool off the assistant on Vapi and deletes it there, then runs `deleteLocally`. */
export async function deleteRemoteTool(
  deps: RemoteToolDeps,
  assistant: AssistantRecord,
  row: CustomToolRow,
  deleteLocally: () => Promise<void>,
): Promise<void> {
  const remote = row.remote_tool_id ? await remoteToolsOf(deps, assistant) : null;
  const toolId = row.remote_tool_id;
  if (!remote || !toolId) {
    await deleteLocally();
    return;
  }
  const undo = new UndoStack(deps.log);
  try {
    const before = await assistantToolIds(deps.db, assistant.id);
    await putRemoteToolIds(
      deps,
      assistant,
      remote.remoteId,
      { before, after: before.filter((id) => id !== toolId) },
      undo,
    );
    await deleteLocally();
  } catch (error) {
    await undo.run();
    throw providerFailure(error);
  }
  try {
    await remote.tools.deleteTool(toolId);
  } catch (error) {
    // Off the assistant and out of our rows: a tool left on Vapi is unused; logged, the delete stands.
    deps.log.error(
      { error: error instanceof Error ? error.message : String(error), toolId },
      'custom tool deleted: its Vapi tool could not be deleted',
    );
  }
}
