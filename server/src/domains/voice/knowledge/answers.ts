import type MiniSearch from 'minisearch';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { chunkSignature, chunksOf, chunkTextsByIds } from './repository';
import {
  buildIndexAsync,
  relevantSentences,
  searchIndexed,
  type KnowledgeChunk,
  type KnowledgeMatch,
} from './search';

/**
 * What the Test chat (and the sandbox's calls) ask of an assistant's knowledge base: the chunks that answer a
 * question. Building the index on demand took 270 ms for a 200-page PDF and 5 s at 10,000 chunks
 * (BENCHMARKS.md, "Knowledge base"), so each database's indexes are kept per assistant in this process, each
 * labelled with the chunks' signature (count and highest id, one indexed query): any insert or delete of a
 * chunk, on any instance, changes it, and the next question rebuilds the index (in slices, so the event loop
 * keeps serving). The index holds words, ids and source names; the matched chunks' text is read back.
 */

/** Assistants whose index a process keeps (least recently asked dropped first). */
export const MAX_CACHED_INDEXES = 20;

interface CachedIndex {
  signature: string;
  index: Promise<MiniSearch<KnowledgeChunk>>;
}

export class KnowledgeIndexes {
  private readonly entries = new Map<number, CachedIndex>();

  constructor(private readonly maxAssistants = MAX_CACHED_INDEXES) {}

  /** The assistant's index as its chunks are now; null when it has none. */
  async indexFor(db: Kysely<DB>, assistantId: number): Promise<MiniSearch<KnowledgeChunk> | null> {
    const signature = await chunkSignature(db, assistantId);
    const cached = this.entries.get(assistantId);
    this.entries.delete(assistantId);
    if (signature.startsWith('0:')) return null;
    if (cached?.signature === signature) {
      this.entries.set(assistantId, cached);
      return cached.index;
    }
    // Chunks read after the signature are as new or newer: a newer index under an older label is only rebuilt.
    const entry: CachedIndex = {
      signature,
      index: chunksOf(db, assistantId).then((chunks) => buildIndexAsync(chunks)),
    };
    this.entries.set(assistantId, entry);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxAssistants) break;
      this.entries.delete(oldest);
    }
    try {
      return await entry.index;
    } catch (error) {
      if (this.entries.get(assistantId) === entry) this.entries.delete(assistantId);
      throw error;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** One cache per database (each app, each test's database), made when first asked. */
const cacheOf = new WeakMap<Kysely<DB>, KnowledgeIndexes>();

export function knowledgeIndexes(db: Kysely<DB>): KnowledgeIndexes {
  let indexes = cacheOf.get(db);
  if (!indexes) {
    indexes = new KnowledgeIndexes();
    cacheOf.set(db, indexes);
  }
  return indexes;
}

export interface KnowledgeAnswer {
  /** The best chunks, best first. */
  matches: KnowledgeMatch[];
  /** The sentence(s) of the best chunk that answer the question, and that chunk's source. */
  reply: string;
  replySource: string;
  /** The names of the sources the matches come from, best first, once each. */
  sources: string[];
}

export async function answerFromKnowledge(
  db: Kysely<DB>,
  assistantId: number,
  question: string,
  limit = 3,
): Promise<KnowledgeAnswer | null> {
  const index = await knowledgeIndexes(db).indexFor(db, assistantId);
  if (!index) return null;
  const found = searchIndexed(index, question, limit);
  if (found.length === 0) return null;
  const texts = await chunkTextsByIds(
    db,
    found.map((match) => match.chunk.id),
  );
  const matches: KnowledgeMatch[] = found.flatMap((match) => {
    const text = texts.get(match.chunk.id);
    // A chunk deleted since the index was built is left out.
    return text === undefined ? [] : [{ ...match, chunk: { ...match.chunk, text } }];
  });
  const [best] = matches;
  if (!best) return null;
  return {
    matches,
    reply: relevantSentences(best.chunk.text, question),
    replySource: best.chunk.source,
    sources: [...new Set(matches.map((match) => match.chunk.source))],
  };
}

/** The system prompt's knowledge block (OpenAI mode): the best chunks, each with its source's name. */
export function knowledgePrompt(matches: readonly KnowledgeMatch[]): string {
  const excerpts = matches
    .map((match) => `[Source: ${match.chunk.source}]\n${match.chunk.text}`)
    .join('\n\n');
  return `Knowledge base excerpts. Answer from them when they answer the caller's question; do not invent facts that are not in them.\n\n${excerpts}`;
}
