import type { FastifyBaseLogger } from 'fastify';
import type { AssistantRow } from '../../../db/schema';
import type { VoiceProviderDeps } from './provider-for-tenant';
import { vapiOptionsOfAccount } from './vapi-account';
import { vapiToolsClient, type VapiToolServer, type VapiToolsClient } from './vapi-tools';
import { webhookSecretFor } from './webhook-credential';

/**
 * What the saved tools of an assistant Vapi holds share (transfer, custom and booking tools): the tools client of
 * the account holding the assistant, the server block of a tool served by our own endpoint, and the clean-up of a
 * deleted assistant's tools.
 */

type AccountDeps = Pick<VoiceProviderDeps, 'db' | 'config'>;
type HeldAssistant = Pick<AssistantRow, 'vapi_assistant_id' | 'reseller_id' | 'voice_provider'>;

/** The Vapi tools client of the assistant's account and its Vapi id, or null (the sandbox, or not on Vapi yet). */
export async function remoteToolsOf(
  deps: AccountDeps,
  assistant: HeldAssistant,
): Promise<{ tools: VapiToolsClient; remoteId: string } | null> {
  const remoteId = assistant.vapi_assistant_id;
  if (!remoteId) return null;
  const options = await vapiOptionsOfAccount(deps, assistant.reseller_id, assistant.voice_provider);
  return options ? { tools: vapiToolsClient(options), remoteId } : null;
}

/**
 * Where Vapi posts the calls of a tool we serve (`path`, e.g. /api/voice-tools/custom) on APP_URL, as the
 * assistant's own server URL, with the tenant's voice webhook secret as a Bearer header: the tool endpoints
 * authenticate exactly as the voice webhook does.
 */
export async function ownToolServer(
  deps: AccountDeps,
  resellerId: number | null,
  path: string,
  timeoutSeconds?: number,
): Promise<VapiToolServer> {
  const secret = await webhookSecretFor(deps.db, deps.config, resellerId);
  return {
    url: `${deps.config.appUrl}${path}`,
    headers: { Authorization: `Bearer ${secret}` },
    ...(timeoutSeconds !== undefined ? { timeoutSeconds } : {}),
  };
}

/**
 * Deletes a deleted assistant's tools on its account (a tool Vapi no longer has is fine). Nothing uses them once
 * the assistant is gone, so a failure (the account out of reach, Vapi down) leaves unused tools there, logged
 * with `what` they were, and never stops the delete.
 */
export async function deleteToolsOfDeletedAssistant(
  deps: AccountDeps & { log: FastifyBaseLogger },
  assistant: Pick<AssistantRow, 'reseller_id' | 'voice_provider'>,
  toolIds: readonly string[],
  what: string,
): Promise<void> {
  if (toolIds.length === 0) return;
  try {
    const options = await vapiOptionsOfAccount(
      deps,
      assistant.reseller_id,
      assistant.voice_provider,
    );
    if (!options) return;
    const tools = vapiToolsClient(options);
    for (const id of toolIds) await tools.deleteTool(id);
  } catch (error) {
    deps.log.error(
      { error: error instanceof Error ? error.message : String(error), toolIds },
      `assistant deleted: its ${what} could not all be deleted on the voice platform`,
    );
  }
}
