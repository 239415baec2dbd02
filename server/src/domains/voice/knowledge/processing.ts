import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { clipError, PollingWorker } from '../../../lib/polling-worker';
import { assistantPlanLimits } from '../../billing';
import { nowIso } from '../../../lib/time';
import { knowledgeIndexes } from './answers';
import { chunkText } from './chunking';
import { ExtractionFailure, extractFileText } from './extraction';
import { checkKnowledgeFile } from './file-types';
import { readablePageText } from './page-text';
import {
  assistantOwnerId,
  claimDueSources,
  knowledgeUsage,
  saveFailed,
  saveProcessed,
  sourceFileBytes,
  sourceText,
  type ClaimedSource,
} from './repository';
import { claimDueKnowledgeSyncs, markKnowledgeSyncDue } from './remote-repository';
import { syncAssistantKnowledge, type KnowledgeSyncDeps } from './remote-sync';
import { fetchPage, PageFetchFailure } from './url-fetch';

/**
 * The knowledge base's processing: in-process, polling knowledge_sources for sources in 'processing' every pollMs
 * and right after a request stores one (kick). A source is claimed by one conditional UPDATE with a lease, so any
 * number of instances may run this, and a source whose instance stopped mid-way is taken again when its lease
 * ends (a restart finishes the job). Extraction and chunking then save the text and chunks in one transaction,
 * only while the attempt is still the source's (a refresh or delete meanwhile wins).
 */

/** Longest a claimed attempt may take before another worker may take the source again. */
const LEASE_MS = 5 * 60_000;
/** Sources processed at the same time by one worker (PDF parsing is CPU-bound). */
const MAX_IN_FLIGHT = 2;
/** After this many attempts that never finished (the process died each time), the source fails. */
export const MAX_ATTEMPTS = 3;

export const GAVE_UP =
  'Processing did not finish after several attempts. Delete the source and add it again.';
/** A page read whose text the owner's plan has no room for. */
export const pageTooLarge = (planBytes: number) =>
  `This page's text would take the knowledge base past your plan's ${Math.floor(planBytes / 1024 / 1024)} MB.`;
export const INTERNAL_FAILURE = 'Processing failed. Please try again.';

export interface ProcessingDeps extends KnowledgeSyncDeps {
  db: Kysely<DB>;
  log: FastifyBaseLogger;
  pollMs: number;
  /** The page fetches' private-address guard is lifted (WEBHOOK_ALLOW_PRIVATE_TARGETS). */
  allowPrivateTargets: boolean;
}

/** The text of a claimed source and the size to record, or an ExtractionFailure / PageFetchFailure. */
async function textOf(
  deps: ProcessingDeps,
  source: ClaimedSource,
): Promise<{ text: string; chunked?: string; sizeBytes?: number; refreshedAt: string | null }> {
  if (source.kind === 'url') {
    const page = await fetchPage(source.name, { allowPrivateTargets: deps.allowPrivateTargets });
    const readable =
      page.contentType === 'text/plain'
        ? { title: '', text: page.body.trim() }
        : readablePageText(page.body);
    if (readable.text === '') throw new PageFetchFailure('The page has no readable text.');
    const text = readable.title ? `${readable.title}\n\n${readable.text}` : readable.text;
    const sizeBytes = Buffer.byteLength(text);
    // A page's size is known once it is read: the owner's plan's total (without this page's earlier text) then.
    const others = await knowledgeUsage(deps.db, source.assistant_id, source.id);
    const ownerId = await assistantOwnerId(deps.db, source.assistant_id);
    const plan = ownerId === null ? null : await assistantPlanLimits(deps.db, ownerId);
    if (!plan || others.bytes + sizeBytes > plan.knowledgeBytes) {
      throw new PageFetchFailure(pageTooLarge(plan?.knowledgeBytes ?? 0));
    }
    return { text, sizeBytes, refreshedAt: nowIso() };
  }
  if (source.kind === 'text') {
    // The question is searched with its answer (the answer alone is the source's text).
    const answer = (await sourceText(deps.db, source.id)) ?? '';
    return { text: answer, chunked: `${source.name}\n\n${answer}`, refreshedAt: null };
  }
  const bytes = await sourceFileBytes(deps.db, source.id);
  if (!bytes) throw new ExtractionFailure('The uploaded file is missing. Upload it again.');
  const check = checkKnowledgeFile(source.name, bytes);
  if (!check.ok) throw new ExtractionFailure(check.message);
  const extracted = await extractFileText(check.format, bytes);
  return { text: extracted.text, refreshedAt: null };
}

/** Longest a claimed sync may take before another worker may take it again. */
const SYNC_LEASE_MS = 2 * 60_000;

export class KnowledgeWorker {
  private readonly loop: PollingWorker<ClaimedSource>;
  /** The syncs to the voice platform (remote-sync.ts), one assistant at a time. */
  private readonly syncs: PollingWorker<{ id: number; lease: string }>;

  constructor(private readonly deps: ProcessingDeps) {
    this.loop = new PollingWorker({
      pollMs: deps.pollMs,
      maxInFlight: MAX_IN_FLIGHT,
      claim: (room) => this.claim(room),
      attempt: (source) => this.process(source),
      onRoundError: (error) => deps.log.error({ err: error }, 'knowledge processing round failed'),
    });
    this.syncs = new PollingWorker({
      pollMs: deps.pollMs,
      maxInFlight: 1,
      claim: (room) => {
        const now = new Date();
        return claimDueKnowledgeSyncs(deps.db, {
          limit: room,
          at: nowIso(now),
          leaseUntil: nowIso(new Date(now.getTime() + SYNC_LEASE_MS)),
        });
      },
      attempt: (claimed) =>
        syncAssistantKnowledge(deps, claimed).catch((error: unknown) =>
          // The lease ends and the sync is taken again.
          deps.log.error({ err: error, assistant: claimed.id }, 'knowledge sync not finished'),
        ),
      onRoundError: (error) => deps.log.error({ err: error }, 'knowledge sync round failed'),
    });
  }

  start(): void {
    this.loop.start();
    this.syncs.start();
  }

  /** Looks for sources to process and syncs to run now (after a request stored or deleted a source). */
  kick(): void {
    this.loop.kick();
    this.syncs.kick();
  }

  async stop(): Promise<void> {
    await Promise.all([this.loop.stop(), this.syncs.stop()]);
  }

  private claim(limit: number): Promise<ClaimedSource[]> {
    const now = new Date();
    return claimDueSources(this.deps.db, {
      limit,
      at: nowIso(now),
      leaseUntil: nowIso(new Date(now.getTime() + LEASE_MS)),
    });
  }

  /** One attempt; never throws (PollingWorker's rule): the outcome is saved, or logged when it cannot be. */
  async process(source: ClaimedSource): Promise<void> {
    const { db, log } = this.deps;
    try {
      if (source.attempts > MAX_ATTEMPTS) {
        await saveFailed(db, source, { error: GAVE_UP, at: nowIso() });
        return;
      }
      let outcome: Awaited<ReturnType<typeof textOf>>;
      try {
        outcome = await textOf(this.deps, source);
      } catch (error) {
        const known = error instanceof ExtractionFailure || error instanceof PageFetchFailure;
        if (!known)
          log.error({ err: error, source: source.id }, 'knowledge source processing failed');
        await saveFailed(db, source, {
          error: clipError(known ? error.message : INTERNAL_FAILURE),
          at: nowIso(),
        });
        return;
      }
      const chunks = chunkText(outcome.chunked ?? outcome.text);
      const saved = await db.transaction().execute((trx) =>
        saveProcessed(trx, source, {
          text: outcome.text,
          chunks,
          sizeBytes: outcome.sizeBytes,
          refreshedAt: outcome.refreshedAt,
          at: nowIso(),
        }),
      );
      // This instance's index of the assistant is rebuilt now, not on its next question (answers.ts).
      if (saved) {
        // The voice platform holding the assistant gets the new source (a no-op for the sandbox).
        await markKnowledgeSyncDue(db, source.assistant_id, nowIso());
        this.syncs.kick();
        knowledgeIndexes(db)
          .indexFor(db, source.assistant_id)
          .catch((error: unknown) => log.warn({ err: error }, 'knowledge index not rebuilt'));
      }
    } catch (error) {
      // The lease ends and the source is taken again (at most MAX_ATTEMPTS times).
      log.error({ err: error, source: source.id }, 'knowledge source outcome not saved');
    }
  }
}
