import type { FastifyBaseLogger } from 'fastify';
import { nowIso } from '../../../lib/time';
import { putRemoteToolIds } from '../assistants/remote-tools';
import { findAssistant, type AssistantRecord } from '../assistants/repository';
import { UndoStack } from '../assistants/undo';
import type { VoiceProviderDeps } from '../voice-platform/provider-for-tenant';
import { assistantToolIds } from '../voice-platform/tool-ids-repository';
import { vapiOptionsOfAccount } from '../voice-platform/vapi-account';
import {
  KnowledgeSyncError,
  vapiKnowledgeSync,
  type KnowledgeFileWanted,
  type KnowledgeSyncState,
} from '../voice-platform/vapi-knowledge-sync';
import {
  endKnowledgeSync,
  failSyncedSources,
  restoreSyncedSources,
  saveKnowledgeRemoteIds,
  saveRemoteFileId,
  sourcesToSync,
  type SourceToSync,
} from './remote-repository';
import { sourceFileBytes } from './repository';

/**
 * An assistant's knowledge on the voice platform holding it: after a source becomes ready or is deleted, the
 * worker (processing.ts) syncs the assistant's ready sources to Vapi (syncVapiKnowledge: files, one knowledge base,
 * its search tool). Uploads go as they are; a Q&A entry or a web page goes as a .txt file of its text, so the
 * base answers from every kind. The ids Vapi gave are kept even when the sync stops partway (KnowledgeSyncError),
 * and the search tool joins the assistant's model.toolIds (assistantToolIds, putRemoteToolIds) when it changed.
 * A failed sync marks the sources the platform lacks failed with SYNC_FAILED and is tried again after
 * SYNC_RETRY_MS by the worker; the next successful sync makes them ready again.
 */

export const SYNC_FAILED = 'Could not send this source to the voice platform; it will be retried.';
/** How long after a failed sync the worker tries again. */
export const SYNC_RETRY_MS = 30_000;

export type KnowledgeSyncDeps = VoiceProviderDeps & { log: FastifyBaseLogger };

/** A file name for a text source: its words (lower case, dashes), else its id. */
function textFileName(source: SourceToSync): string {
  const words = source.name
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${words || `source-${source.id}`}.txt`;
}

function wantedFile(deps: KnowledgeSyncDeps, source: SourceToSync): KnowledgeFileWanted {
  const key = String(source.id);
  if (source.kind === 'file') {
    return {
      key,
      name: source.name,
      contentType: source.content_type ?? 'application/octet-stream',
      remoteFileId: source.remote_file_id,
      read: async () => {
        const bytes = await sourceFileBytes(deps.db, source.id);
        if (!bytes) throw new Error(`knowledge source ${source.id} has no file`);
        return bytes;
      },
    };
  }
  // The question (or the page's address) heads its text, as the local search reads it.
  const text = `${source.name}\n\n${source.text ?? ''}`;
  return {
    key,
    name: textFileName(source),
    contentType: 'text/plain',
    remoteFileId: source.remote_file_id,
    read: () => Promise.resolve(new TextEncoder().encode(text)),
  };
}

/** The assistant's tools with the knowledge tool swapped (`had` out, `toolId` last). */
async function toolIdsWith(
  deps: KnowledgeSyncDeps,
  assistant: AssistantRecord,
  toolId: string | null,
): Promise<{ before: string[]; after: string[] }> {
  const before = await assistantToolIds(deps.db, assistant.id);
  const had = assistant.knowledge_tool_id;
  const others = before.filter((id) => id !== had);
  return { before, after: toolId ? [...others, toolId] : others };
}

/**
 * One claimed sync of an assistant's knowledge (`lease`: the claim's mark, see claimDueKnowledgeSyncs). Never
 * throws: a failure is saved on the sources and retried.
 */
export async function syncAssistantKnowledge(
  deps: KnowledgeSyncDeps,
  claimed: { id: number; lease: string },
): Promise<void> {
  const { db, log } = deps;
  const assistant = await findAssistant(db, { kind: 'all' }, String(claimed.id));
  const remoteId = assistant?.vapi_assistant_id ?? null;
  // null: the sandbox holds it; undefined: its Vapi account is out of reach (a failure, retried).
  const options =
    assistant && remoteId
      ? await vapiOptionsOfAccount(deps, assistant.reseller_id, assistant.voice_provider).catch(
          () => undefined,
        )
      : null;
  if (!assistant || !remoteId || options === null) {
    // Nothing holds it on a voice platform (any more): nothing to sync.
    await endKnowledgeSync(db, claimed.id, claimed.lease, null);
    return;
  }
  const sources = await sourcesToSync(db, assistant.id, SYNC_FAILED);
  // After a failed sync the assistant is sent its tools again (the last attempt may have stopped before).
  const retrying = sources.some((source) => source.status === 'failed');

  let state: KnowledgeSyncState | null = null;
  let failure: unknown = null;
  /** The sources the platform did not get: all of them unless the sync says which. */
  let missing = sources.map((source) => source.id);
  try {
    if (!options) throw new Error('the voice account is out of reach');
    state = await vapiKnowledgeSync(options)({
      name: `${assistant.name} knowledge`,
      description: `Documents and answers about ${assistant.name}. Search them for facts the caller asks about (hours, prices, services, policies).`,
      files: sources.map((source) => wantedFile(deps, source)),
      remote: {
        knowledgeBaseId: assistant.knowledge_base_id,
        queryToolId: assistant.knowledge_tool_id,
      },
    });
  } catch (error) {
    failure = error;
    if (error instanceof KnowledgeSyncError) {
      state = error.state;
      missing = state.files.filter((file) => file.status === null).map((file) => Number(file.key));
    }
  }

  if (state) {
    // Whatever Vapi has now is recorded, so that the next sync continues from it.
    for (const file of state.files) {
      const source = sources.find((s) => String(s.id) === file.key);
      if (source && source.remote_file_id !== file.remoteFileId) {
        await saveRemoteFileId(db, source, file.remoteFileId);
      }
    }
    await saveKnowledgeRemoteIds(db, assistant.id, {
      knowledgeBaseId: state.knowledgeBaseId,
      toolId: state.queryToolId,
    });
  }
  // The assistant carries the search tool: sent when it changed, or again after a failed sync.
  if (state && !failure && (state.queryToolId !== assistant.knowledge_tool_id || retrying)) {
    try {
      const ids = await toolIdsWith(deps, assistant, state.queryToolId);
      await putRemoteToolIds(deps, assistant, remoteId, ids, new UndoStack(log));
    } catch (error) {
      // Without the tool no source reaches a call.
      failure = error;
    }
  }

  const at = nowIso();
  if (!failure) {
    await restoreSyncedSources(db, assistant.id, SYNC_FAILED, at);
    await endKnowledgeSync(db, assistant.id, claimed.lease, null);
    return;
  }
  log.warn(
    { err: failure, assistant: assistant.id },
    'knowledge: the sync to the voice platform failed; it will be retried',
  );
  await failSyncedSources(db, missing, SYNC_FAILED, at);
  await endKnowledgeSync(
    db,
    assistant.id,
    claimed.lease,
    new Date(Date.now() + SYNC_RETRY_MS).toISOString(),
  );
}
