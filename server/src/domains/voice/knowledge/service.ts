import { dataScope } from '@voice/contracts';
import type { KnowledgeBase, KnowledgeSource } from '@voice/contracts';
import { KNOWLEDGE_LIMITS } from '@voice/contracts/schemas';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../../db/database';
import type { DB, Db, KnowledgeSourceKind } from '../../../db/schema';
import { HttpError, ValidationFailed } from '../../../lib/http-error';
import { assistantPlanLimits, knowledgeRefusal, planLimitError } from '../../billing';
import { isPrivateLiteralTarget } from '../../../lib/private-address';
import { nowIso } from '../../../lib/time';
import { parseId } from '../../../lib/validate';
import { assistantNotFound } from '../assistants/find';
import type { Caller } from '../assistants/owner';
import { findAssistant } from '../assistants/repository';
import { CONTENT_TYPES, checkKnowledgeFile, cleanFileName } from './file-types';
import {
  deleteSource,
  findSource,
  insertSource,
  insertSourceFile,
  knowledgeUsage,
  listSources,
  lockAssistantForKnowledge,
  requeueSource,
  type SourceRow,
} from './repository';
import { markKnowledgeSyncDue } from './remote-repository';
import { PRIVATE_PAGE_MESSAGE } from './url-fetch';

/**
 * The knowledge base's requests: every one is about an assistant the caller may see (findAssistant with the
 * caller's data scope, as the assistants routes; anyone who sees an assistant may edit it), else 404. Adding a
 * source checks the limits and stores it as 'processing' in one transaction, then wakes the worker
 * (processing.ts), which extracts and chunks it.
 */

export interface KnowledgeDeps {
  db: Kysely<DB>;
  dialect: Dialect;
  allowPrivateTargets: boolean;
  /** Wakes the processing worker once a new source is committed. */
  kick: () => void;
}

export const SOURCE_NOT_FOUND = 'Knowledge source not found';
export const SOURCE_DELETED = 'Knowledge source deleted';
export const REFRESH_URL_ONLY =
  'Only web pages can be refreshed. Upload a changed file again instead.';

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** The one limit that is not the plan's: a single upload's size (the sources and total are the plan's). */
export const LIMIT_MESSAGES = {
  fileTooLarge: `The file is larger than the ${megabytes(KNOWLEDGE_LIMITS.maxFileBytes)} limit per file.`,
} as const;

const sourceNotFound = () =>
  new HttpError(404, SOURCE_NOT_FOUND, { success: false, message: SOURCE_NOT_FOUND });

export const presentSource = (row: SourceRow): KnowledgeSource => ({ ...row });

/** The assistant behind :id (its id and owner), if the caller may see it (404 otherwise). */
async function visibleAssistant(
  db: Kysely<DB>,
  caller: Caller,
  idParam: string,
): Promise<{ id: number; ownerId: number }> {
  const assistant = await findAssistant(db, dataScope(caller), idParam);
  if (!assistant) throw assistantNotFound();
  return { id: assistant.id, ownerId: assistant.user_id };
}

/** The assistant behind :id, if the caller may see it (404 otherwise). */
export async function knowledgeAssistant(
  db: Kysely<DB>,
  caller: Caller,
  idParam: string,
): Promise<number> {
  return (await visibleAssistant(db, caller, idParam)).id;
}

export async function knowledgeBaseOf(
  db: Kysely<DB>,
  caller: Caller,
  idParam: string,
): Promise<KnowledgeBase> {
  const assistant = await visibleAssistant(db, caller, idParam);
  const sources = await listSources(db, assistant.id);
  // The owner's plan's numbers (an admin looking at a client's assistant sees the client's).
  const plan = await assistantPlanLimits(db, assistant.ownerId);
  return {
    sources: sources.map(presentSource),
    limits: {
      max_sources: plan.knowledgeSources,
      max_file_bytes: KNOWLEDGE_LIMITS.maxFileBytes,
      max_total_bytes: plan.knowledgeBytes,
      used_bytes: sources.reduce((sum, source) => sum + source.size_bytes, 0),
    },
  };
}

interface SourceToAdd {
  kind: KnowledgeSourceKind;
  name: string;
  contentType: string | null;
  sizeBytes: number;
  text: string | null;
  file: Uint8Array | null;
}

/**
 * Checks the owner's plan (sources per assistant, total size: 403 with the plan's message) and stores the source,
 * under the assistant's lock; then wakes the worker.
 */
async function addSource(
  deps: KnowledgeDeps,
  assistant: { id: number; ownerId: number },
  source: SourceToAdd,
): Promise<KnowledgeSource> {
  const assistantId = assistant.id;
  const plan = await assistantPlanLimits(deps.db, assistant.ownerId);
  const id = await deps.db.transaction().execute(async (trx: Db) => {
    if (deps.dialect === 'postgres') await lockAssistantForKnowledge(trx, assistantId);
    const usage = await knowledgeUsage(trx, assistantId);
    const refusal = knowledgeRefusal(plan, usage, source.sizeBytes);
    if (refusal) throw planLimitError(refusal);
    const sourceId = await insertSource(trx, {
      assistant_id: assistantId,
      kind: source.kind,
      name: source.name,
      content_type: source.contentType,
      size_bytes: source.sizeBytes,
      status: 'processing',
      text: source.text,
      refreshed_at: null,
      at: nowIso(),
    });
    if (source.file) await insertSourceFile(trx, sourceId, source.file);
    return sourceId;
  });
  deps.kick();
  const row = await findSource(deps.db, assistantId, id);
  if (!row) throw sourceNotFound();
  return presentSource(row);
}

export const FILE_FIELD = 'file';

/** POST .../knowledge/files: an upload whose bytes are a PDF, DOCX, TXT, Markdown or CSV its name agrees with. */
export async function addFileSource(
  deps: KnowledgeDeps,
  caller: Caller,
  idParam: string,
  upload: { filename: string; bytes: Uint8Array },
): Promise<KnowledgeSource> {
  const assistant = await visibleAssistant(deps.db, caller, idParam);
  const name = cleanFileName(upload.filename);
  if (upload.bytes.length > KNOWLEDGE_LIMITS.maxFileBytes) {
    throw new ValidationFailed(
      { [FILE_FIELD]: [LIMIT_MESSAGES.fileTooLarge] },
      LIMIT_MESSAGES.fileTooLarge,
    );
  }
  const check = checkKnowledgeFile(name, upload.bytes);
  if (!check.ok) throw new ValidationFailed({ [FILE_FIELD]: [check.message] }, check.message);
  return addSource(deps, assistant, {
    kind: 'file',
    name,
    contentType: CONTENT_TYPES[check.format],
    sizeBytes: upload.bytes.length,
    text: null,
    file: upload.bytes,
  });
}

/** POST .../knowledge/urls: a web page, fetched by the worker (its size is known then). */
export async function addUrlSource(
  deps: KnowledgeDeps,
  caller: Caller,
  idParam: string,
  url: string,
): Promise<KnowledgeSource> {
  const assistant = await visibleAssistant(deps.db, caller, idParam);
  // A literal private address or a localhost name is refused now; a name resolving to one, when fetched.
  if (!deps.allowPrivateTargets && isPrivateLiteralTarget(url)) {
    throw new ValidationFailed({ url: [PRIVATE_PAGE_MESSAGE] }, PRIVATE_PAGE_MESSAGE);
  }
  return addSource(deps, assistant, {
    kind: 'url',
    name: url,
    contentType: 'text/html',
    sizeBytes: 0,
    text: null,
    file: null,
  });
}

/** POST .../knowledge/texts: a question and its answer; the question names the source. */
export async function addTextSource(
  deps: KnowledgeDeps,
  caller: Caller,
  idParam: string,
  entry: { question: string; answer: string },
): Promise<KnowledgeSource> {
  const assistant = await visibleAssistant(deps.db, caller, idParam);
  return addSource(deps, assistant, {
    kind: 'text',
    name: entry.question,
    contentType: null,
    sizeBytes: Buffer.byteLength(entry.question) + Buffer.byteLength(entry.answer),
    text: entry.answer,
    file: null,
  });
}

/** The source :sourceId of the assistant, or 404. */
async function sourceOf(db: Kysely<DB>, assistantId: number, sourceParam: string) {
  const sourceId = parseId(sourceParam);
  const row = sourceId === null ? undefined : await findSource(db, assistantId, sourceId);
  if (!row) throw sourceNotFound();
  return row;
}

/**
 * POST .../knowledge/:sourceId/refresh: a web page fetched again (its old chunks answer until then); a page being
 * fetched already is answered as it is.
 */
export async function refreshSource(
  deps: KnowledgeDeps,
  caller: Caller,
  idParam: string,
  sourceParam: string,
): Promise<KnowledgeSource> {
  const assistantId = await knowledgeAssistant(deps.db, caller, idParam);
  const row = await sourceOf(deps.db, assistantId, sourceParam);
  if (row.kind !== 'url')
    throw new ValidationFailed({ source: [REFRESH_URL_ONLY] }, REFRESH_URL_ONLY);
  await requeueSource(deps.db, row.id, nowIso());
  deps.kick();
  return presentSource(await sourceOf(deps.db, assistantId, String(row.id)));
}

/** DELETE .../knowledge/:sourceId: the source, its file and its chunks. */
export async function removeSource(
  deps: KnowledgeDeps,
  caller: Caller,
  idParam: string,
  sourceParam: string,
): Promise<void> {
  const assistantId = await knowledgeAssistant(deps.db, caller, idParam);
  const row = await sourceOf(deps.db, assistantId, sourceParam);
  if (!(await deleteSource(deps.db, assistantId, row.id))) throw sourceNotFound();
  // The voice platform holding the assistant loses it too (the worker's next sync).
  await markKnowledgeSyncDue(deps.db, assistantId, nowIso());
  deps.kick();
}
