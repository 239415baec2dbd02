import { VoiceProviderError } from './provider';
import { VAPI_NOT_FOUND, vapiHttp, vapiIdOf, vapiSegment } from './vapi-http';
import type { VapiOptions } from './vapi-provider';

/**
 * Vapi's files and knowledge bases (v2), the calls the knowledge sync (vapi-knowledge-sync.ts) is made of. Bodies
 * are exactly the DTOs of vapi-next.subset.json (server/test/contracts): CreateFileDTO (multipart),
 * CreateKnowledgeBaseV2DTO, AttachKnowledgeBaseV2FileDTO. Deleting something Vapi no longer has is not an error.
 */

export interface VapiFileUpload {
  /** The file's name as the user gave it (sent as the multipart file name). */
  name: string;
  /** Its media type, e.g. application/pdf. */
  contentType: string;
  bytes: Uint8Array;
}

/** How far Vapi got with a file of a knowledge base (KnowledgeBaseV2File.status). */
export type VapiIndexStatus = 'indexing' | 'ready' | 'failed';

/** A knowledge base as GET /v2/knowledge-base/{id} answers it (KnowledgeBaseV2WithFiles). */
export interface VapiKnowledgeBase {
  id: string;
  /** The search tool Vapi provisions with the base (attach it with model.toolIds); null while it has none. */
  toolId: string | null;
  /** The Vapi files attached to the base. */
  files: { fileId: string; status: VapiIndexStatus }[];
}

export interface VapiKnowledgeClient {
  /** POST /file: answers the Vapi file id. */
  uploadFile(file: VapiFileUpload): Promise<string>;
  deleteFile(id: string): Promise<void>;
  /** POST /v2/knowledge-base: answers its id. */
  createKnowledgeBase(input: { name: string; description?: string }): Promise<string>;
  /** GET /v2/knowledge-base/{id}; null when Vapi has no such base. */
  getKnowledgeBase(id: string): Promise<VapiKnowledgeBase | null>;
  /** POST /v2/knowledge-base/{id}/file: the file's status; null when Vapi answers 404 (file or base gone). */
  attachFile(knowledgeBaseId: string, fileId: string): Promise<VapiIndexStatus | null>;
  detachFile(knowledgeBaseId: string, fileId: string): Promise<void>;
  /** Also deletes the base's provisioned search tool (Vapi does). */
  deleteKnowledgeBase(id: string): Promise<void>;
}

/** CreateKnowledgeBaseV2DTO's bounds. */
const KNOWLEDGE_BASE_NAME_MAX = 80;
const KNOWLEDGE_BASE_DESCRIPTION_MAX = 1000;

function refuse(message: string): never {
  throw new VoiceProviderError(message, 422);
}

/** A plain file name for the multipart header: no folders, control characters or quotes. */
export function uploadFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
}

function stringOr(value: unknown, fallback: string | null): string | null {
  return typeof value === 'string' && value ? value : fallback;
}

/** A KnowledgeBaseV2File's status; one we do not know (the field is required) counts as still indexing. */
function statusOf(file: unknown): VapiIndexStatus {
  const status = file && typeof file === 'object' ? (file as { status?: unknown }).status : null;
  return status === 'ready' || status === 'failed' ? status : 'indexing';
}

/** KnowledgeBaseV2WithFiles → our shape; a reply without an id is the platform misbehaving. */
function knowledgeBaseOf(body: unknown): VapiKnowledgeBase {
  const id = vapiIdOf(body);
  const record = body as { toolId?: unknown; files?: unknown };
  const files = (Array.isArray(record.files) ? record.files : []).flatMap((file: unknown) => {
    const fileId = file && typeof file === 'object' ? (file as { fileId?: unknown }).fileId : null;
    return typeof fileId === 'string' && fileId ? [{ fileId, status: statusOf(file) }] : [];
  });
  return { id, toolId: stringOr(record.toolId, null), files };
}

export function vapiKnowledgeClient(options: VapiOptions): VapiKnowledgeClient {
  const http = vapiHttp(options);
  return {
    async uploadFile(file) {
      const name = uploadFileName(file.name);
      if (!name) refuse('The file needs a name.');
      if (file.bytes.byteLength === 0) refuse(`${name} is empty.`);
      const form = new FormData();
      form.append(
        'file',
        // A copy: Blob takes bytes over an ArrayBuffer only (not a shared one).
        new Blob([new Uint8Array(file.bytes)], {
          type: file.contentType || 'application/octet-stream',
        }),
        name,
      );
      form.append('purpose', 'knowledge-base-v2');
      return vapiIdOf(await http.multipart('/file', form));
    },
    async deleteFile(id) {
      await http.json('DELETE', `/file/${vapiSegment(id)}`, undefined, true);
    },
    async createKnowledgeBase(input) {
      const name = input.name.trim().slice(0, KNOWLEDGE_BASE_NAME_MAX);
      if (!name) refuse('The knowledge base needs a name.');
      const description = input.description?.trim().slice(0, KNOWLEDGE_BASE_DESCRIPTION_MAX);
      const body = { name, ...(description ? { description } : {}) };
      return vapiIdOf(await http.json('POST', '/v2/knowledge-base', body));
    },
    async getKnowledgeBase(id) {
      const body = await http.json('GET', `/v2/knowledge-base/${vapiSegment(id)}`, undefined, true);
      return body === VAPI_NOT_FOUND ? null : knowledgeBaseOf(body);
    },
    async attachFile(knowledgeBaseId, fileId) {
      const path = `/v2/knowledge-base/${vapiSegment(knowledgeBaseId)}/file`;
      const reply = await http.json('POST', path, { fileId }, true);
      return reply === VAPI_NOT_FOUND ? null : statusOf(reply);
    },
    async detachFile(knowledgeBaseId, fileId) {
      const path = `/v2/knowledge-base/${vapiSegment(knowledgeBaseId)}/file/${vapiSegment(fileId)}`;
      await http.json('DELETE', path, undefined, true);
    },
    async deleteKnowledgeBase(id) {
      await http.json('DELETE', `/v2/knowledge-base/${vapiSegment(id)}`, undefined, true);
    },
  };
}
