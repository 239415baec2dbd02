import type { Kysely } from 'kysely';
import type { DB, Db, KnowledgeSourceKind, KnowledgeSourceStatus } from '../../../db/schema';

/** The columns of a source the API shows, with its chunk count. */
export interface SourceRow {
  id: number;
  kind: KnowledgeSourceKind;
  name: string;
  status: KnowledgeSourceStatus;
  error: string | null;
  size_bytes: number;
  chunk_count: number;
  refreshed_at: string | null;
  created_at: string;
}

function sourceColumns(db: Db) {
  return db
    .selectFrom('knowledge_sources as s')
    .select((eb) => [
      's.id',
      's.kind',
      's.name',
      's.status',
      's.error',
      's.size_bytes',
      's.refreshed_at',
      's.created_at',
      eb
        .selectFrom('knowledge_chunks as c')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('c.source_id', '=', 's.id')
        .as('chunk_count'),
    ]);
}

type RawSource = Omit<SourceRow, 'chunk_count' | 'size_bytes'> & {
  chunk_count: number | string | null;
  size_bytes: number | string;
};

const toSource = (row: RawSource): SourceRow => ({
  ...row,
  size_bytes: Number(row.size_bytes),
  chunk_count: Number(row.chunk_count ?? 0),
});

/** An assistant's sources, newest first. */
export async function listSources(db: Db, assistantId: number): Promise<SourceRow[]> {
  const rows = await sourceColumns(db)
    .where('s.assistant_id', '=', assistantId)
    .orderBy('s.id', 'desc')
    .execute();
  return rows.map(toSource);
}

export async function findSource(
  db: Db,
  assistantId: number,
  sourceId: number,
): Promise<SourceRow | undefined> {
  const row = await sourceColumns(db)
    .where('s.assistant_id', '=', assistantId)
    .where('s.id', '=', sourceId)
    .executeTakeFirst();
  return row ? toSource(row) : undefined;
}

/** How many sources an assistant has and their bytes together (leaving out one source, when named). */
export async function knowledgeUsage(
  db: Db,
  assistantId: number,
  exceptSourceId?: number,
): Promise<{ sources: number; bytes: number }> {
  let query = db
    .selectFrom('knowledge_sources')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('sources'),
      eb.fn.sum<number | string | null>('size_bytes').as('bytes'),
    ])
    .where('assistant_id', '=', assistantId);
  if (exceptSourceId !== undefined) query = query.where('id', '<>', exceptSourceId);
  const row = await query.executeTakeFirstOrThrow();
  return { sources: Number(row.sources), bytes: Number(row.bytes ?? 0) };
}

/** The assistant's owner (whose plan sets its limits), or null when the assistant is gone. */
export async function assistantOwnerId(db: Db, assistantId: number): Promise<number | null> {
  const row = await db
    .selectFrom('assistants')
    .select('user_id')
    .where('id', '=', assistantId)
    .executeTakeFirst();
  return row ? row.user_id : null;
}

/**
 * Holds the assistant's row until the transaction ends (PostgreSQL), so that two adds of one assistant check its
 * limits one after the other. SQLite needs none: its write transactions already run one at a time.
 */
export async function lockAssistantForKnowledge(trx: Db, assistantId: number): Promise<void> {
  await trx
    .selectFrom('assistants')
    .select('id')
    .where('id', '=', assistantId)
    .forUpdate()
    .executeTakeFirst();
}

export interface NewSource {
  assistant_id: number;
  kind: KnowledgeSourceKind;
  name: string;
  content_type: string | null;
  size_bytes: number;
  status: KnowledgeSourceStatus;
  text: string | null;
  refreshed_at: string | null;
  at: string;
}

export async function insertSource(db: Db, source: NewSource): Promise<number> {
  const { at, ...values } = source;
  const row = await db
    .insertInto('knowledge_sources')
    .values({ ...values, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertSourceFile(db: Db, sourceId: number, bytes: Uint8Array): Promise<void> {
  await db.insertInto('knowledge_files').values({ source_id: sourceId, bytes }).execute();
}

/** Removes a source; its file and chunks go with it (foreign keys, on delete cascade). */
export async function deleteSource(
  db: Db,
  assistantId: number,
  sourceId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('knowledge_sources')
    .where('assistant_id', '=', assistantId)
    .where('id', '=', sourceId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Puts a source back in the worker's queue (a page to fetch again), unless it is in it already: an attempt
 * running now keeps its number, so its outcome cannot be taken for a later attempt's.
 */
export async function requeueSource(db: Db, sourceId: number, at: string): Promise<void> {
  await db
    .updateTable('knowledge_sources')
    .set({ status: 'processing', error: null, locked_until: null, attempts: 0, updated_at: at })
    .where('id', '=', sourceId)
    .where('status', '<>', 'processing')
    .execute();
}

/** What the worker needs of a claimed source. */
export interface ClaimedSource {
  id: number;
  assistant_id: number;
  kind: KnowledgeSourceKind;
  name: string;
  content_type: string | null;
  attempts: number;
}

/**
 * Claims up to `limit` sources waiting to be processed (or whose lease ran out: the instance processing them
 * stopped) in one conditional UPDATE, each with the attempt counted and a lease until `leaseUntil`.
 */
export async function claimDueSources(
  db: Kysely<DB>,
  claim: { limit: number; at: string; leaseUntil: string },
): Promise<ClaimedSource[]> {
  const due = (qb: Kysely<DB>) =>
    qb
      .selectFrom('knowledge_sources')
      .select('id')
      .where('status', '=', 'processing')
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', claim.at)]))
      .orderBy('id')
      .limit(claim.limit);
  const rows = await db
    .updateTable('knowledge_sources')
    .set((eb) => ({
      locked_until: claim.leaseUntil,
      attempts: eb('attempts', '+', 1),
      updated_at: claim.at,
    }))
    .where('id', 'in', due(db))
    .where('status', '=', 'processing')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', claim.at)]))
    .returning(['id', 'assistant_id', 'kind', 'name', 'content_type', 'attempts'])
    .execute();
  return rows.map((row) => ({ ...row, attempts: Number(row.attempts) }));
}

export async function sourceFileBytes(db: Db, sourceId: number): Promise<Uint8Array | null> {
  const row = await db
    .selectFrom('knowledge_files')
    .select('bytes')
    .where('source_id', '=', sourceId)
    .executeTakeFirst();
  return row ? row.bytes : null;
}

export async function sourceText(db: Db, sourceId: number): Promise<string | null> {
  const row = await db
    .selectFrom('knowledge_sources')
    .select('text')
    .where('id', '=', sourceId)
    .executeTakeFirst();
  return row?.text ?? null;
}

/** The attempt a worker holds: its outcome is saved only while the source is still that attempt's. */
export interface HeldAttempt {
  id: number;
  assistant_id: number;
  attempts: number;
}

const stillHeld = (attempt: HeldAttempt) => (db: Db) =>
  db
    .updateTable('knowledge_sources')
    .where('id', '=', attempt.id)
    .where('attempts', '=', attempt.attempts)
    .where('status', '=', 'processing');

/**
 * A processed source: its text, size and chunks replace the old ones, in one transaction (the caller's), and it
 * is ready. False when the attempt is no longer the source's (deleted, or queued again meanwhile).
 */
export async function saveProcessed(
  trx: Db,
  attempt: HeldAttempt,
  result: {
    text: string;
    chunks: string[];
    sizeBytes?: number;
    refreshedAt: string | null;
    at: string;
  },
): Promise<boolean> {
  const updated = await stillHeld(attempt)(trx)
    .set({
      status: 'ready',
      error: null,
      text: result.text,
      // New text: the voice platform gets a file of it on the next sync (remote-sync.ts).
      remote_file_id: null,
      locked_until: null,
      updated_at: result.at,
      ...(result.sizeBytes === undefined ? {} : { size_bytes: result.sizeBytes }),
      ...(result.refreshedAt === null ? {} : { refreshed_at: result.refreshedAt }),
    })
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  await trx.deleteFrom('knowledge_chunks').where('source_id', '=', attempt.id).execute();
  // In slices: a 200-page PDF has hundreds of chunks, and a statement has a bounded number of parameters.
  for (let start = 0; start < result.chunks.length; start += 200) {
    await trx
      .insertInto('knowledge_chunks')
      .values(
        result.chunks.slice(start, start + 200).map((text, index) => ({
          source_id: attempt.id,
          assistant_id: attempt.assistant_id,
          position: start + index,
          text,
        })),
      )
      .execute();
  }
  return true;
}

/** A source that could not be processed: failed with the reason (its earlier chunks, if any, stay). */
export async function saveFailed(
  db: Db,
  attempt: HeldAttempt,
  failure: { error: string; at: string },
): Promise<void> {
  await stillHeld(attempt)(db)
    .set({ status: 'failed', error: failure.error, locked_until: null, updated_at: failure.at })
    .execute();
}

/** An assistant's chunks with their source's name, for search. */
export async function chunksOf(
  db: Db,
  assistantId: number,
): Promise<{ id: number; source: string; text: string }[]> {
  return db
    .selectFrom('knowledge_chunks as c')
    .innerJoin('knowledge_sources as s', 's.id', 'c.source_id')
    .select(['c.id', 's.name as source', 'c.text'])
    .where('c.assistant_id', '=', assistantId)
    .orderBy('c.id')
    .execute();
}

/**
 * What identifies an assistant's chunks as they are now: chunks are only inserted and deleted (never changed),
 * and new ones get higher ids, so any change moves the count or the highest id.
 */
export async function chunkSignature(db: Db, assistantId: number): Promise<string> {
  const row = await db
    .selectFrom('knowledge_chunks')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.max<number | string | null>('id').as('last'),
    ])
    .where('assistant_id', '=', assistantId)
    .executeTakeFirstOrThrow();
  return `${Number(row.n)}:${Number(row.last ?? 0)}`;
}

/** The text of these chunks, by id (a chunk deleted meanwhile is missing). */
export async function chunkTextsByIds(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('knowledge_chunks')
    .select(['id', 'text'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.text]));
}

/** The assistant's oldest ready source (its kind and name), if any: the sandbox test call asks about it. */
export async function firstReadySource(
  db: Db,
  assistantId: number,
): Promise<{ kind: KnowledgeSourceKind; name: string } | undefined> {
  return db
    .selectFrom('knowledge_sources')
    .select(['kind', 'name'])
    .where('assistant_id', '=', assistantId)
    .where('status', '=', 'ready')
    .orderBy('id')
    .executeTakeFirst();
}
