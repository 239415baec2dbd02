import type { FastifyBaseLogger } from 'fastify';
import type { AssistantRecord } from '../assistants/repository';
import type { VoiceProviderDeps } from '../voice-platform/provider-for-tenant';
import { vapiOptionsOfAccount } from '../voice-platform/vapi-account';
import { vapiKnowledgeClient } from '../voice-platform/vapi-knowledge';
import { vapiToolsClient } from '../voice-platform/vapi-tools';
import { remoteFileIdsOf } from './remote-repository';

/**
 * A deleted assistant's knowledge base on Vapi goes too: the base (Vapi deletes its search tool with it), a
 * stand-in query tool if it had one, and its files. Once the assistant is deleted nothing uses them, so a failure
 * (the account out of reach, Vapi down) leaves them there, logged, and never stops the delete.
 */
export async function deleteKnowledgeBaseOf(
  deps: Pick<VoiceProviderDeps, 'db' | 'config'> & { log: FastifyBaseLogger },
  assistant: Pick<
    AssistantRecord,
    'id' | 'reseller_id' | 'voice_provider' | 'knowledge_base_id' | 'knowledge_tool_id'
  >,
): Promise<void> {
  const files = await remoteFileIdsOf(deps.db, assistant.id);
  if (!assistant.knowledge_base_id && !assistant.knowledge_tool_id && files.length === 0) return;
  try {
    const options = await vapiOptionsOfAccount(
      deps,
      assistant.reseller_id,
      assistant.voice_provider,
    );
    if (!options) return;
    const knowledge = vapiKnowledgeClient(options);
    if (assistant.knowledge_base_id)
      await knowledge.deleteKnowledgeBase(assistant.knowledge_base_id);
    // The base's own tool is gone with it (deleting it again is not an error); a stand-in query tool is not.
    if (assistant.knowledge_tool_id) {
      await vapiToolsClient(options).deleteTool(assistant.knowledge_tool_id);
    }
    for (const id of files) await knowledge.deleteFile(id);
  } catch (error) {
    deps.log.error(
      { error: error instanceof Error ? error.message : String(error), assistant: assistant.id },
      'assistant deleted: its knowledge base could not all be deleted on the voice platform',
    );
  }
}
