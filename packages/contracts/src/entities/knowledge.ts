import type { Static } from 'typebox';
import type {
  KnowledgeBaseSchema,
  KnowledgeLimitsSchema,
  KnowledgeSourceSchema,
} from '../replies/knowledge';

/**
 * An assistant's knowledge base (GET /api/assistants/{id}/knowledge and its sources' routes): uploaded files, web
 * pages and Q&A entries whose text the assistant answers from.
 */

export const KNOWLEDGE_SOURCE_KINDS = ['file', 'url', 'text'] as const;
export type KnowledgeSourceKind = (typeof KNOWLEDGE_SOURCE_KINDS)[number];

export const KNOWLEDGE_SOURCE_STATUSES = ['processing', 'ready', 'failed'] as const;
export type KnowledgeSourceStatus = (typeof KNOWLEDGE_SOURCE_STATUSES)[number];

/** One source: name is the file's name, the page's URL or the entry's question. */
export type KnowledgeSource = Static<typeof KnowledgeSourceSchema>;

/** The knowledge base's limits and the bytes its sources use now. */
export type KnowledgeLimits = Static<typeof KnowledgeLimitsSchema>;

/** The sources, newest first, and the limits. */
export type KnowledgeBase = Static<typeof KnowledgeBaseSchema>;
