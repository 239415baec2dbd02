import type { FastifyBaseLogger } from 'fastify';
import type { AssistantRow } from '../../../db/schema';
import { providerFailure } from '../assistants/phone-numbers';
import type { UndoStack } from '../assistants/undo';
import { deleteToolsOfDeletedAssistant, ownToolServer } from '../voice-platform/assistant-tools';
import type { VoiceProviderDeps } from '../voice-platform/provider-for-tenant';
import { vapiOptionsOfAccount } from '../voice-platform/vapi-account';
import { vapiToolsClient } from '../voice-platform/vapi-tools';
import { DO_NOT_CALL_TOOL_FUNCTION, DO_NOT_CALL_TOOL_PATH } from './tool-calls';

/**
 * The add_to_do_not_call function tool on Vapi, for every assistant Vapi holds that can call out: one with a phone
 * number (an outbound call or a campaign dials from one of the assistant's numbers; without one it calls nobody).
 * Its server is our DO_NOT_CALL_TOOL_PATH with the tenant's voice webhook secret as Bearer, as the booking tools'.
 * The assistant's save (assistants/save.ts) asks for it before sending the assistant, so the tool is in the
 * assistant's model.toolIds from the first save with a number on: created on the account the assistant is saved
 * to, updated on later saves (APP_URL or the secret may have changed; one deleted on Vapi's dashboard is created
 * again), and its id kept in assistants.do_not_call_tool_id. A Vapi failure is the save's failure (422 / 502) with
 * the new tool deleted again (the save's UndoStack). Deleting the assistant deletes it. The sandbox holds no
 * tools: its calls reach the same endpoint directly.
 */

export type DoNotCallToolDeps = Pick<VoiceProviderDeps, 'db' | 'config'> & {
  log: FastifyBaseLogger;
};

type HeldAssistant = Pick<AssistantRow, 'reseller_id' | 'voice_provider' | 'do_not_call_tool_id'>;

/** What a save does with the tool: the id the assistant carries after it (null: none), and one to delete after. */
export interface DoNotCallToolChange {
  toolId: string | null;
  /** The tool the assistant had and no longer uses (on `had`'s account), deleted once the save is done. */
  stale: string | null;
  /** The account and tenant the stale tool lives on. */
  had: Pick<AssistantRow, 'reseller_id' | 'voice_provider'>;
}

/** A new assistant has no tool yet. */
export const NO_DO_NOT_CALL_TOOL: Pick<AssistantRow, 'voice_provider' | 'do_not_call_tool_id'> = {
  voice_provider: null,
  do_not_call_tool_id: null,
};

/**
 * The tool an assistant saved to `account` carries: `callsOut` (it has a number) on a Vapi account, the tool
 * there (the assistant's own, updated, when it already lives there; else a new one, deleted again by `undo` if
 * the save fails); otherwise none. Throws the provider's failure as the save's HTTP answer.
 */
export async function prepareDoNotCallTool(
  deps: DoNotCallToolDeps,
  assistant: HeldAssistant,
  account: string,
  callsOut: boolean,
  undo: UndoStack,
): Promise<DoNotCallToolChange> {
  const had = assistant.do_not_call_tool_id;
  const sameAccount = (assistant.voice_provider ?? 'sandbox') === account;
  const options = callsOut
    ? await vapiOptionsOfAccount(deps, assistant.reseller_id, account)
    : null;
  const change = (toolId: string | null): DoNotCallToolChange => ({
    toolId,
    stale: had !== null && had !== toolId ? had : null,
    had: assistant,
  });
  if (!options) return change(null);
  try {
    const tools = vapiToolsClient(options);
    const server = await ownToolServer(deps, assistant.reseller_id, DO_NOT_CALL_TOOL_PATH);
    const spec = { ...DO_NOT_CALL_TOOL_FUNCTION, server };
    if (had !== null && sameAccount && (await tools.updateFunctionTool(had, spec))) {
      return change(had);
    }
    const created = await tools.createFunctionTool(spec);
    undo.push('delete the new do-not-call tool', () => tools.deleteTool(created));
    return change(created);
  } catch (error) {
    throw providerFailure(error);
  }
}

/** The assistant's tools with the do-not-call tool swapped in where it was (a new one last), or taken off. */
export function withDoNotCallTool(
  toolIds: readonly string[],
  had: string | null,
  change: DoNotCallToolChange,
): string[] {
  const { toolId } = change;
  if (had !== null && toolIds.includes(had)) {
    return toolId === null
      ? toolIds.filter((id) => id !== had)
      : toolIds.map((id) => (id === had ? toolId : id));
  }
  return toolId === null || toolIds.includes(toolId) ? [...toolIds] : [...toolIds, toolId];
}

/**
 * After the save: the tool the assistant no longer carries goes (best effort: off the assistant, an unused tool
 * harms nothing; the failure is logged).
 */
export async function dropStaleDoNotCallTool(
  deps: DoNotCallToolDeps,
  change: DoNotCallToolChange,
): Promise<void> {
  const { stale, had } = change;
  if (stale === null) return;
  try {
    const options = await vapiOptionsOfAccount(deps, had.reseller_id, had.voice_provider);
    if (options) await vapiToolsClient(options).deleteTool(stale);
  } catch (error) {
    deps.log.error(
      { error: error instanceof Error ? error.message : String(error), toolId: stale },
      'assistant saved: its previous do-not-call tool could not be deleted on the voice platform',
    );
  }
}

/** A deleted assistant's do-not-call tool goes from Vapi too (best effort, as its other tools). */
export async function deleteDoNotCallToolOf(
  deps: DoNotCallToolDeps,
  assistant: Pick<AssistantRow, 'reseller_id' | 'voice_provider' | 'do_not_call_tool_id'>,
): Promise<void> {
  const toolId = assistant.do_not_call_tool_id;
  await deleteToolsOfDeletedAssistant(deps, assistant, toolId ? [toolId] : [], 'do-not-call tool');
}
