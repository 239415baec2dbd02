import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { answerFromKnowledge } from './answers';
import { firstReadySource } from './repository';

/** What the assistant says in a sandbox test call when its knowledge base has no answer. */
export const NO_KNOWLEDGE_ANSWER = 'I am sorry, I do not have that information.';

/**
 * The question a sandbox test call's caller asks an assistant with ready knowledge, about its oldest ready
 * source: a Q&A entry's own question, else about the document's or page's title ("opening-hours.pdf" → "opening
 * hours"); and the answer, found by the Test chat's search (answerFromKnowledge). Null without ready knowledge.
 */
export async function knowledgeCallExchange(
  db: Kysely<DB>,
  assistantId: number,
): Promise<{ question: string; answer: string; source: string | null } | null> {
  const source = await firstReadySource(db, assistantId);
  if (!source) return null;
  const question =
    source.kind === 'text' ? source.name : `What can you tell me about ${titleOf(source.name)}?`;
  const found = await answerFromKnowledge(db, assistantId, question);
  return found
    ? { question, answer: found.reply, source: found.replySource }
    : { question, answer: NO_KNOWLEDGE_ANSWER, source: null };
}

/** A file's name without its extension, or a page's address without its scheme, in plain words. */
function titleOf(name: string): string {
  const bare = name.replace(/^https?:\/\//, '').replace(/\.[a-z0-9]{1,5}$/i, '');
  const words = bare.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  return words || 'your documents';
}
