import { KNOWLEDGE_SOURCE_KINDS, KNOWLEDGE_SOURCE_STATUSES } from '../entities/knowledge';
import { dataReply } from './common';
import { json } from './json';

/** One source of an assistant's knowledge base. */
export const KnowledgeSourceSchema = json.object({
  id: json.integer,
  kind: json.enumOf(KNOWLEDGE_SOURCE_KINDS),
  /** The file's name, the page's URL, or the Q&A entry's question. */
  name: json.string,
  status: json.enumOf(KNOWLEDGE_SOURCE_STATUSES),
  /** Why processing failed, in words for the user; null unless failed. */
  error: json.nullableString,
  /** The upload's bytes; for a page or an entry, the bytes of its text. */
  size_bytes: json.integer,
  chunk_count: json.integer,
  /** When a page was last fetched (null for files and entries, and before the first fetch ends). */
  refreshed_at: json.nullableString,
  created_at: json.string,
});

export const KnowledgeLimitsSchema = json.object({
  max_sources: json.integer,
  max_file_bytes: json.integer,
  max_total_bytes: json.integer,
  used_bytes: json.integer,
});

export const KnowledgeBaseSchema = json.object({
  sources: json.array(KnowledgeSourceSchema),
  limits: KnowledgeLimitsSchema,
});

/** GET /api/assistants/{id}/knowledge: the sources, newest first, and the limits. */
export const KnowledgeBaseReply = dataReply(KnowledgeBaseSchema);

/** A source added or refreshed (201 or 200). */
export const KnowledgeSourceReply = dataReply(KnowledgeSourceSchema);
