import type { Db } from '../../../db/schema';
import { chunksOf } from './repository';
import { buildIndex, relevantSentences, searchIndex, type KnowledgeMatch } from './search';

/**
 * What the Test chat (and the sandbox's calls) ask of an assistant's knowledge base: the chunks that answer a
 * question, from an index built on demand from the chunk rows (BENCHMARKS.md, "Knowledge base", measures it).
 */

export interface KnowledgeAnswer {
  /** The best chunks, best first. */
  matches: KnowledgeMatch[];
  /** The sentence(s) of the best chunk that answer the question. */
  reply: string;
  /** The names of the sources the matches come from, best first, once each. */
  sources: string[];
}

export async function answerFromKnowledge(
  db: Db,
  assistantId: number,
  question: string,
  limit = 3,
): Promise<KnowledgeAnswer | null> {
  const chunks = await chunksOf(db, assistantId);
  if (chunks.length === 0) return null;
  const matches = searchIndex(buildIndex(chunks), question, limit);
  const [best] = matches;
  if (!best) return null;
  return {
    matches,
    reply: relevantSentences(best.chunk.text, question),
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
