import MiniSearch from 'minisearch';
import { sentencesOf } from './chunking';

/**
 * Search over an assistant's chunks (minisearch: BM25 over words, with prefixes and small typos), built from the
 * chunk rows when asked. A question counts as answered only when its best chunk holds at least half of the
 * question's meaningful words (MIN_COVERAGE), so that "hello" or an unrelated question falls through to the
 * sandbox's usual reply instead of a random sentence.
 */

export interface KnowledgeChunk {
  id: number;
  /** The source's name (the file's name, the page's URL, the entry's question). */
  source: string;
  text: string;
}

export interface KnowledgeMatch {
  chunk: KnowledgeChunk;
  score: number;
  /** The share of the question's meaningful words found in the chunk (0–1). */
  coverage: number;
}

const MIN_COVERAGE = 0.5;

const STOP_WORDS = new Set(
  (
    'a about after again all am an and any are as at be been before being between both but by can could did do ' +
    'does doing down during each few for from further had has have having he her here hers him his how i if in ' +
    'into is it its just me more most my no nor not now of off on once only or other our ours out over own same ' +
    'she should so some such than that the their theirs them then there these they this those through to too ' +
    'under until up very was we were what when where which while who whom why will with would you your yours ' +
    'please tell know like want need hi hello hey thanks thank ok okay yes'
  ).split(' '),
);

/** A word reduced to a rough stem, so that "opening" finds "open" and "hours" finds "hour". */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  if (w.length > 5 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  for (const suffix of ['ing', 'ed', 'es', 's', 'ly']) {
    if (w.length - suffix.length >= 3 && w.endsWith(suffix) && !w.endsWith('ss')) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w;
}

/** A word as indexed and searched: null for stop words and single letters. */
export function termOf(word: string): string | null {
  const lower = word.toLowerCase();
  if (lower.length < 2 || STOP_WORDS.has(lower)) return null;
  return stem(lower);
}

const tokenize = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');

/** The meaningful terms of a text, once each. */
export function termsOf(text: string): string[] {
  return [...new Set(tokenize(text).flatMap((word) => termOf(word) ?? []))];
}

/** What the index keeps of a chunk (its text is read back from the database for the few that match). */
export type IndexedChunk = Pick<KnowledgeChunk, 'id' | 'source'>;

function emptyIndex(): MiniSearch<KnowledgeChunk> {
  return new MiniSearch<KnowledgeChunk>({
    fields: ['text'],
    storeFields: ['source'],
    tokenize,
    processTerm: (term) => termOf(term),
  });
}

export function buildIndex(chunks: readonly KnowledgeChunk[]): MiniSearch<KnowledgeChunk> {
  const index = emptyIndex();
  index.addAll(chunks);
  return index;
}

/** As buildIndex, yielding to the event loop between slices of chunks (a large base takes seconds to index). */
export async function buildIndexAsync(
  chunks: readonly KnowledgeChunk[],
): Promise<MiniSearch<KnowledgeChunk>> {
  const index = emptyIndex();
  await index.addAllAsync(chunks, { chunkSize: 100 });
  return index;
}

/** The chunks (id and source) whose words best match the question, best first, with their coverage. */
export function searchIndexed(
  index: MiniSearch<KnowledgeChunk>,
  question: string,
  limit = 3,
): { chunk: IndexedChunk; score: number; coverage: number }[] {
  const wanted = termsOf(question);
  if (wanted.length === 0) return [];
  const results = index.search(question, {
    prefix: (term) => term.length >= 4,
    fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
    combineWith: 'OR',
  });
  const matches: { chunk: IndexedChunk; score: number; coverage: number }[] = [];
  for (const result of results.slice(0, limit * 3)) {
    const coverage = new Set(result.queryTerms).size / wanted.length;
    if (coverage < MIN_COVERAGE) continue;
    matches.push({
      chunk: { id: result.id as number, source: result.source as string },
      score: result.score,
      coverage,
    });
    if (matches.length === limit) break;
  }
  return matches;
}

/**
 * The sentence(s) of a chunk that answer the question: the one holding most of its terms (the earliest on a
 * tie; never a question), with the next one when it is a heading (no closing punctuation) or also holds a term.
 */
export function relevantSentences(chunkText: string, question: string): string {
  const wanted = new Set(termsOf(question));
  const sentences = sentencesOf(chunkText);
  // A question (a Q&A entry's own, a FAQ's heading) is not an answer.
  const scores = sentences.map((sentence) =>
    sentence.trim().endsWith('?') ? -1 : termsOf(sentence).filter((t) => wanted.has(t)).length,
  );
  let best = scores.findIndex((score) => score >= 0);
  if (best < 0) return chunkText;
  scores.forEach((score, i) => {
    if (score > (scores[best] ?? 0)) best = i;
  });
  const first = sentences[best] ?? chunkText;
  const next = sentences[best + 1];
  const heading = !/[.!?…]["')\]]*$/u.test(first);
  if (next && (heading || (scores[best + 1] ?? 0) > 0)) return `${first} ${next}`;
  return first;
}
