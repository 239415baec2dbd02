import type { ApiEnvelope, KnowledgeBase, KnowledgeSource, MessageReply } from '@voice/contracts';
import { http } from '../http';
import { toFormData } from '../form-data';

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
