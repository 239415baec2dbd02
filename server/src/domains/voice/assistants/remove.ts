import type { FastifyBaseLogger } from 'fastify';
import { dataScope } from '@voice/contracts';
import { providerFailure, releaseNumber, type NumberDeps } from './phone-numbers';
import { numbersOf } from './phone-number-repository';
import { voiceProviderOfAccount } from '../voice-platform/provider-for-tenant';
import { emitAssistantDeleted } from './events';
import { assistantNotFound } from './find';
import { findAssistant } from './repository';
import { deleteAssistantRow } from './write-repository';
import type { Caller } from './owner';
import { deleteTransferToolOf } from '../transfers/remote-tool';
import { deleteCustomToolsOf } from '../custom-tools/remote-cleanup';
import { deleteBookingToolsOf } from '../bookings/remote-tools';
import { deleteKnowledgeBaseOf } from '../knowledge/remote-cleanup';
import { deleteDoNotCallToolOf } from '../do-not-call/vapi-tool';

export const ASSISTANT_DELETED = 'Assistant deleted successfully';

/** What a delete is done with: the numbers' and voice platform's dependencies, and the log. */
export type AssistantRemovalDeps = NumberDeps & { log: FastifyBaseLogger };

/**
 * DELETE /api/assistants/{id}: releases its numbers, deletes it on the voice platform (one it no longer has is
 * fine), then here. A provider failure stops before our row goes, so the delete can simply be tried again.
 */
export async function deleteAssistant(
  deps: AssistantRemovalDeps,
  caller: Caller,
  idParam: string,
): Promise<void> {
  const existing = await findAssistant(deps.db, dataScope(caller), idParam);
  if (!existing) throw assistantNotFound();
  for (const claimed of await numbersOf(deps.db, existing.id)) await releaseNumber(deps, claimed);
  // On the account holding it; one out of reach (the reseller removed its key) keeps its copy, which is logged.
  const voice = await voiceProviderOfAccount(deps, existing.reseller_id, existing.voice_provider);
  const remoteId = existing.vapi_assistant_id;
  if (remoteId && voice) {
    try {
      await voice.deleteAssistant(remoteId);
    } catch (error) {
      throw providerFailure(error);
    }
    await deleteTransferToolOf(deps, existing);
    await deleteCustomToolsOf(deps, existing);
    await deleteBookingToolsOf(deps, existing);
    await deleteKnowledgeBaseOf(deps, existing);
    await deleteDoNotCallToolOf(deps, existing);
  } else if (remoteId) {
    deps.log.warn(
      { remoteId, account: existing.voice_provider },
      'assistant deleted here; its voice account is no longer reachable, so its copy there stays',
    );
  }
  await deps.db.transaction().execute(async (trx) => {
    await deleteAssistantRow(trx, existing.id);
    await emitAssistantDeleted(trx, existing);
  });
}
