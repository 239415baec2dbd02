import { VoiceProviderError } from './provider';
import {
  vapiKnowledgeClient,
  type VapiIndexStatus,
  type VapiKnowledgeBase,
  type VapiKnowledgeClient,
} from './vapi-knowledge';
import { VOICE_PLATFORM_UNAVAILABLE, type VapiOptions } from './vapi-provider';
import { vapiToolsClient, type VapiToolsClient } from './vapi-tools';

/**
 * Brings an assistant's knowledge on Vapi to what we hold: its files uploaded (POST /file) and grouped in one
 * knowledge base (/v2/knowledge-base), searched during calls by one tool the assistant carries in model.toolIds.
 * That tool is the search tool Vapi provisions with the base (KnowledgeBaseV2WithFiles.toolId); while a base has
 * none, a query tool over the same files (CreateQueryToolDTO, Vapi's documented way) stands in, and is deleted
 * once the base has its own. With no files left, the base and the tool are deleted.
 *
 * Nothing created is lost track of: every id is recorded as soon as Vapi answers it, and a failure partway throws
 * KnowledgeSyncError with the ids as they are on Vapi at that moment (to be saved, and the sync run again). A file
 * Vapi refuses is deleted from Vapi again (cleaned up) and answered without a remote id.
 */

export interface KnowledgeFileWanted {
  /** The caller's id for the file (its source row), to match the answer to it. */
  key: string;
  name: string;
  contentType: string;
  /** The file's bytes, read only when it has to be uploaded. */
  read: () => Promise<Uint8Array>;
  /** Its Vapi file id, once uploaded. */
  remoteFileId: string | null;
}

export interface KnowledgeRemoteIds {
  knowledgeBaseId: string | null;
  /** The tool to put in the assistant's model.toolIds (null: none). */
  queryToolId: string | null;
}

export interface KnowledgeSyncInput {
  /** The knowledge base's name and description (the model reads the description to decide when to search). */
  name: string;
  description: string;
  files: readonly KnowledgeFileWanted[];
  remote: KnowledgeRemoteIds;
}

export interface KnowledgeSyncState extends KnowledgeRemoteIds {
  /**
   * Each file's Vapi id (null: not uploaded) and how far Vapi got with it in the base (indexing, ready, failed, as
   * the sync saw it: from the base it read or the attach reply; null: not in the base).
   */
  files: { key: string; remoteFileId: string | null; status: VapiIndexStatus | null }[];
}

export interface KnowledgeSyncDeps {
  knowledge: VapiKnowledgeClient;
  tools: VapiToolsClient;
}

/**
 * A sync that stopped partway: `state` is what exists on Vapi now, `cause` why it stopped, and `fileKey` the file
 * it was uploading or attaching then (null: a step of the base or the tool), e.g. the file Vapi refused.
 */
export class KnowledgeSyncError extends Error {
  /** The platform's status (422 refused, 502 unavailable); 500 for a failure of ours (reading a file). */
  readonly status: 422 | 502 | 500;
  constructor(
    readonly state: KnowledgeSyncState,
    override readonly cause: unknown,
    readonly fileKey: string | null = null,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'KnowledgeSyncError';
    this.status = cause instanceof VoiceProviderError ? cause.status : 500;
  }
}

function copyOf(state: KnowledgeSyncState): KnowledgeSyncState {
  return { ...state, files: state.files.map((f) => ({ ...f })) };
}

function checkInput(input: KnowledgeSyncInput): void {
  const keys = new Set(input.files.map((f) => f.key));
  if (keys.size !== input.files.length) throw new Error('Two knowledge files share a key.');
  const remote = input.files.map((f) => f.remoteFileId).filter((id): id is string => !!id);
  if (new Set(remote).size !== remote.length) {
    throw new Error('Two knowledge files share a Vapi file id.');
  }
}

export async function syncVapiKnowledge(
  { knowledge, tools }: KnowledgeSyncDeps,
  input: KnowledgeSyncInput,
): Promise<KnowledgeSyncState> {
  checkInput(input);
  /** The file being uploaded or attached, named by a failure. */
  let current: string | null = null;
  const state: KnowledgeSyncState = {
    knowledgeBaseId: input.remote.knowledgeBaseId,
    queryToolId: input.remote.queryToolId,
    files: input.files.map((f) => ({ key: f.key, remoteFileId: f.remoteFileId, status: null })),
  };

  async function upload(file: KnowledgeFileWanted): Promise<string> {
    current = file.key;
    const bytes = await file.read();
    return knowledge.uploadFile({ name: file.name, contentType: file.contentType, bytes });
  }

  /** Deletes a refused file from Vapi again; if even that fails, it stays recorded. */
  async function dropRefused(slot: KnowledgeSyncState['files'][number]): Promise<void> {
    const id = slot.remoteFileId;
    if (!id) return;
    await knowledge.deleteFile(id);
    slot.remoteFileId = null;
    slot.status = null;
  }

  async function attach(base: VapiKnowledgeBase, file: KnowledgeFileWanted): Promise<void> {
    const slot = state.files.find((f) => f.key === file.key);
    if (!slot?.remoteFileId) return;
    const attached = base.files.find((f) => f.fileId === slot.remoteFileId);
    if (attached) {
      slot.status = attached.status;
      return;
    }
    current = file.key;
    try {
      slot.status = await knowledge.attachFile(base.id, slot.remoteFileId);
      if (slot.status) return;
      // Vapi no longer has the file (deleted there, or it never finished): upload it again, once.
      slot.remoteFileId = null;
      slot.remoteFileId = await upload(file);
      slot.status = await knowledge.attachFile(base.id, slot.remoteFileId);
      if (slot.status) return;
      throw new VoiceProviderError(VOICE_PLATFORM_UNAVAILABLE, 502, {
        reason: 'knowledge base file not found after upload',
      });
    } catch (error) {
      if (error instanceof VoiceProviderError && error.status === 422) {
        await dropRefused(slot).catch(() => undefined);
      }
      throw error;
    }
  }

  async function run(): Promise<void> {
    let base = state.knowledgeBaseId
      ? await knowledge.getKnowledgeBase(state.knowledgeBaseId)
      : null;
    // A base Vapi no longer has is made again below (its files are attached to the new one).
    if (!base) state.knowledgeBaseId = null;

    // What was removed here leaves Vapi: detached from the base, then deleted.
    const wanted = new Set(state.files.map((f) => f.remoteFileId));
    if (base) {
      for (const { fileId } of base.files) {
        if (wanted.has(fileId)) continue;
        await knowledge.detachFile(base.id, fileId);
        await knowledge.deleteFile(fileId);
      }
    }

    if (state.files.length === 0) {
      // The base's own tool goes with the base; a stand-in query tool is deleted by itself.
      if (state.queryToolId && state.queryToolId !== base?.toolId) {
        await tools.deleteTool(state.queryToolId);
        state.queryToolId = null;
      }
      if (base) await knowledge.deleteKnowledgeBase(base.id);
      state.knowledgeBaseId = null;
      state.queryToolId = null;
      return;
    }

    for (const file of input.files) {
      const slot = state.files.find((f) => f.key === file.key);
      if (slot && !slot.remoteFileId) slot.remoteFileId = await upload(file);
    }

    current = null;
    const created = !base;
    if (!base) {
      const id = await knowledge.createKnowledgeBase({
        name: input.name,
        description: input.description,
      });
      state.knowledgeBaseId = id;
      base = { id, toolId: null, files: [] };
    }
    for (const file of input.files) await attach(base, file);
    current = null;

    // Vapi provisions the search tool when it creates the base: read it back once, for a new base.
    const toolId = created
      ? ((await knowledge.getKnowledgeBase(base.id))?.toolId ?? null)
      : base.toolId;
    if (toolId) {
      if (state.queryToolId && state.queryToolId !== toolId) {
        await tools.deleteTool(state.queryToolId);
      }
      state.queryToolId = toolId;
      return;
    }
    const spec = {
      name: input.name,
      description: input.description,
      fileIds: state.files.map((f) => f.remoteFileId).filter((id): id is string => !!id),
    };
    if (state.queryToolId && (await tools.updateQueryTool(state.queryToolId, spec))) return;
    state.queryToolId = null;
    state.queryToolId = await tools.createQueryTool(spec);
  }

  try {
    await run();
  } catch (error) {
    throw new KnowledgeSyncError(copyOf(state), error, current);
  }
  return copyOf(state);
}

/** The sync on one Vapi account (its private key and API base). */
export function vapiKnowledgeSync(
  options: VapiOptions,
): (input: KnowledgeSyncInput) => Promise<KnowledgeSyncState> {
  const deps = { knowledge: vapiKnowledgeClient(options), tools: vapiToolsClient(options) };
  return (input) => syncVapiKnowledge(deps, input);
}
