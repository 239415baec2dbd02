import type { ApiEnvelope, MessageReply } from '@voice/contracts';
import { http } from '../http';
import { toFormData } from '../form-data';

export const KNOWLEDGE_SOURCE_KINDS = ['file', 'url', 'text'] as const;
export type KnowledgeSourceKind = (typeof KNOWLEDGE_SOURCE_KINDS)[number];

export const KNOWLEDGE_SOURCE_STATUSES = ['processing', 'ready', 'failed'] as const;
export type KnowledgeSourceStatus = (typeof KNOWLEDGE_SOURCE_STATUSES)[number];

/** One source of an assistant's knowledge base: an uploaded file, a web page, or a Q&A entry. */
export interface KnowledgeSource {
  id: number;
  kind: KnowledgeSourceKind;
  /** The file's name, the page's URL, or the entry's question. */
  name: string;
  status: KnowledgeSourceStatus;
  /** Why it failed (null unless failed). */
  error: string | null;
  size_bytes: number;
  chunk_count: number;
  /** When a web page was last fetched (null for the other kinds, or before the first fetch). */
  refreshed_at: string | null;
  created_at: string;
}

/** The knowledge base's limits and what it uses now. */
export interface KnowledgeLimits {
  max_sources: number;
  max_file_bytes: number;
  max_total_bytes: number;
  used_bytes: number;
}

/** GET /api/assistants/{id}/knowledge: the sources, newest first, and the limits. */
export interface KnowledgeBase {
  sources: KnowledgeSource[];
  limits: KnowledgeLimits;
}

/** POST /api/assistants/{id}/knowledge/texts body. */
export interface KnowledgeTextInput {
  question: string;
  answer: string;
}

const base = (assistantId: string | number) =>
  `/api/assistants/${encodeURIComponent(String(assistantId))}/knowledge`;

const sourceUrl = (assistantId: string | number, sourceId: number) =>
  `${base(assistantId)}/${encodeURIComponent(String(sourceId))}`;

/** GET /api/assistants/{id}/knowledge: the assistant's sources and its limits; 404 outside the caller's scope. */
export async function getKnowledgeBase(
  assistantId: string | number,
): Promise<ApiEnvelope<KnowledgeBase>> {
  return (await http.get<ApiEnvelope<KnowledgeBase>>(base(assistantId))).data;
}

/**
 * POST /api/assistants/{id}/knowledge/files (multipart, field `file`): stored as 'processing', its text extracted
 * afterwards. 422 with a message for a refused type or a passed limit.
 */
export async function uploadKnowledgeFile(
  assistantId: string | number,
  file: File,
): Promise<ApiEnvelope<KnowledgeSource>> {
  return (
    await http.post<ApiEnvelope<KnowledgeSource>>(
      `${base(assistantId)}/files`,
      toFormData({ file }),
    )
  ).data;
}

/** POST /api/assistants/{id}/knowledge/urls: a web page, fetched once now and again on refresh. */
export async function addKnowledgeUrl(
  assistantId: string | number,
  url: string,
): Promise<ApiEnvelope<KnowledgeSource>> {
  return (await http.post<ApiEnvelope<KnowledgeSource>>(`${base(assistantId)}/urls`, { url })).data;
}

/** POST /api/assistants/{id}/knowledge/texts: a question and its answer; 422 with field errors. */
export async function addKnowledgeText(
  assistantId: string | number,
  input: KnowledgeTextInput,
): Promise<ApiEnvelope<KnowledgeSource>> {
  return (await http.post<ApiEnvelope<KnowledgeSource>>(`${base(assistantId)}/texts`, input)).data;
}

/** POST /api/assistants/{id}/knowledge/{sourceId}/refresh: a web page fetched again (422 for other kinds). */
export async function refreshKnowledgeSource(
  assistantId: string | number,
  sourceId: number,
): Promise<ApiEnvelope<KnowledgeSource>> {
  return (
    await http.post<ApiEnvelope<KnowledgeSource>>(`${sourceUrl(assistantId, sourceId)}/refresh`)
  ).data;
}

/** DELETE /api/assistants/{id}/knowledge/{sourceId}: the source and its chunks, everywhere. */
export async function deleteKnowledgeSource(
  assistantId: string | number,
  sourceId: number,
): Promise<MessageReply> {
  return (await http.delete<MessageReply>(sourceUrl(assistantId, sourceId))).data;
}
