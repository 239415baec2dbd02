import type { Db, KnowledgeSourceKind, KnowledgeSourceStatus } from '../../../db/schema';

/** The queries of the knowledge base's sync to the voice platform (remote-sync.ts). */

/**
 * Asks the worker to sync the assistant's knowledge from `at`, when the voice platform holds the assistant (the
 * sandbox has nothing to sync). A sync already running keeps its lease; this newer mark is kept after it ends.
 */
export async function markKnowledgeSyncDue(db: Db, assistantId: number, at: string): Promise<void> {
  await db
    .updateTable('assistants')
    .set({ knowledge_sync_due: at })
    .where('id', '=', assistantId)
    .where('vapi_assistant_id', 'is not', null)
    .where('voice_provider', 'is not', null)
    .where('voice_provider', '<>', 'sandbox')
    .execute();
}

/**
 * Claims up to `limit` assistants whose sync is due (one conditional UPDATE, as the sources are claimed): their
 * knowledge_sync_due moves to `leaseUntil`, so another instance takes them only once that lease ends.
 */
export async function claimDueKnowledgeSyncs(
  db: Db,
  claim: { limit: number; at: string; leaseUntil: string },
): Promise<{ id: number; lease: string }[]> {
  const due = db
    .selectFrom('assistants')
    .select('id')
    .where('knowledge_sync_due', '<=', claim.at)
    .orderBy('id')
    .limit(claim.limit);
  const rows = await db
    .updateTable('assistants')
    .set({ knowledge_sync_due: claim.leaseUntil })
    .where('id', 'in', due)
    .where('knowledge_sync_due', '<=', claim.at)
    .returning('id')
    .execute();
  return rows.map((row) => ({ id: row.id, lease: claim.leaseUntil }));
}

/**
 * Ends a claimed sync: the next due time (null: in step), only if the row still holds this sync's lease (a source
 * that changed meanwhile marked it due again, which stays).
 */
export async function endKnowledgeSync(
  db: Db,
  assistantId: number,
  lease: string,
  nextDue: string | null,
): Promise<void> {
  await db
    .updateTable('assistants')
    .set({ knowledge_sync_due: nextDue })
    .where('id', '=', assistantId)
    .where('knowledge_sync_due', '=', lease)
    .execute();
}

export interface SourceToSync {
  id: number;
  kind: KnowledgeSourceKind;
  status: KnowledgeSourceStatus;
  name: string;
  content_type: string | null;
  text: string | null;
  remote_file_id: string | null;
  updated_at: string;
}

/** The sources the voice platform should have: the ready ones and those whose last sync failed (`syncFailed`). */
export async function sourcesToSync(
  db: Db,
  assistantId: number,
  syncFailed: string,
): Promise<SourceToSync[]> {
  return db
    .selectFrom('knowledge_sources')
    .select([
      'id',
      'kind',
      'status',
      'name',
      'content_type',
      'text',
      'remote_file_id',
      'updated_at',
    ])
    .where('assistant_id', '=', assistantId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'ready'),
        eb.and([eb('status', '=', 'failed'), eb('error', '=', syncFailed)]),
      ]),
    )
    .orderBy('id')
    .execute();
}

/** The assistant's knowledge base and search tool ids on its voice platform. */
export async function saveKnowledgeRemoteIds(
  db: Db,
  assistantId: number,
  ids: { knowledgeBaseId: string | null; toolId: string | null },
): Promise<void> {
  await db
    .updateTable('assistants')
    .set({ knowledge_base_id: ids.knowledgeBaseId, knowledge_tool_id: ids.toolId })
    .where('id', '=', assistantId)
    .execute();
}

/**
 * A source's Vapi file id, unless the source changed since the sync read it (a refreshed page's new text gets a
 * file of its own on the next sync).
 */
export async function saveRemoteFileId(
  db: Db,
  source: Pick<SourceToSync, 'id' | 'updated_at'>,
  remoteFileId: string | null,
): Promise<void> {
  await db
    .updateTable('knowledge_sources')
    .set({ remote_file_id: remoteFileId })
    .where('id', '=', source.id)
    .where('updated_at', '=', source.updated_at)
    .execute();
}

/** Marks these ready sources failed with `reason` (the platform did not get them). */
export async function failSyncedSources(
  db: Db,
  sourceIds: readonly number[],
  reason: string,
  at: string,
): Promise<void> {
  if (sourceIds.length === 0) return;
  await db
    .updateTable('knowledge_sources')
    .set({ status: 'failed', error: reason, updated_at: at })
    .where('id', 'in', sourceIds)
    .where('status', '=', 'ready')
    .execute();
}

/** The assistant's sources that failed only to reach the platform are ready again (a sync got them there). */
export async function restoreSyncedSources(
  db: Db,
  assistantId: number,
  reason: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('knowledge_sources')
    .set({ status: 'ready', error: null, updated_at: at })
    .where('assistant_id', '=', assistantId)
    .where('status', '=', 'failed')
    .where('error', '=', reason)
    .execute();
}

/** The Vapi files of an assistant's sources (to delete them with the assistant). */
export async function remoteFileIdsOf(db: Db, assistantId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('knowledge_sources')
    .select('remote_file_id')
    .where('assistant_id', '=', assistantId)
    .where('remote_file_id', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.remote_file_id ? [row.remote_file_id] : []));
}
