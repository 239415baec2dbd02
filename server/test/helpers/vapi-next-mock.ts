import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  describeErrors,
  openApiValidator,
  pointerSegment,
  type OpenApiValidator,
} from './openapi-ajv';
import { contractPath } from './contracts';

/**
 * A local stand-in for api.vapi.ai's files, knowledge bases (v2) and tools, checked against vapi-next.subset.json
 * as vapi-mock.ts checks assistants against vapi.subset.json: path, method, bearer key, and the body against the
 * operation's requestBody schema (strict: a property the DTO does not declare is refused with 400, like Vapi).
 * POST /file is multipart/form-data: its fields are checked against CreateFileDTO, `file` being a file part.
 * Replies are in the documented shapes and checked against the response schemas too.
 *
 * Like Vapi, creating a knowledge base provisions its search tool (a knowledgeBase tool, KnowledgeBaseV2WithFiles
 * .toolId) and deleting the base deletes that tool; `provisionSearchTool = false` makes bases without one.
 */

export interface VapiNextRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The JSON body, or for multipart the fields (a file part as { file: name, type, size }). */
  body: unknown;
}

export interface StoredFile {
  id: string;
  name: string;
  mimetype: string;
  bytes: Buffer;
  purpose: string | undefined;
}

export interface StoredKnowledgeBase {
  id: string;
  name: string;
  description?: string | null;
  fileIds: string[];
  /** KnowledgeBaseV2File.status per file id ('indexing' when attached; a test may set 'ready' or 'failed'). */
  statuses: Record<string, 'indexing' | 'ready' | 'failed'>;
  toolId: string | null;
}

type Json = Record<string, unknown>;

interface FailRule {
  method?: string;
  /** The request path (without query) must match. */
  path?: RegExp;
  /** Matching requests to let through first. */
  skip?: number;
  status: number;
  body?: unknown;
}

export interface VapiNextMock {
  base: string;
  requests: VapiNextRequest[];
  /** Schema violations of requests or of the mock's own replies (a passing test expects none). */
  violations: string[];
  files: Map<string, StoredFile>;
  knowledgeBases: Map<string, StoredKnowledgeBase>;
  tools: Map<string, Json>;
  /** Whether a new knowledge base gets its search tool (default true, as Vapi documents). */
  provisionSearchTool: boolean;
  /**
   * The next request (matching `method` and `path` when given, after `skip` matching ones went through) is answered
   * with this status and body instead.
   */
  failNext(
    status: number,
    body?: unknown,
    match?: { method?: string; path?: RegExp; skip?: number },
  ): void;
  /** The next request gets no answer for `ms` (to test the adapter's timeout). */
  stallNext(ms: number): void;
  close(): Promise<void>;
}

const ORG_ID = '00000000-0000-4000-8000-000000000001';

/** The subset's path templates this stand-in serves, most specific first. */
const TEMPLATES: { template: string; pattern: RegExp; names: string[] }[] = [
  {
    template: '/v2/knowledge-base/{id}/file/{fileId}',
    pattern: /^\/v2\/knowledge-base\/([^/]+)\/file\/([^/]+)$/,
    names: ['id', 'fileId'],
  },
  {
    template: '/v2/knowledge-base/{id}/file',
    pattern: /^\/v2\/knowledge-base\/([^/]+)\/file$/,
    names: ['id'],
  },
  {
    template: '/v2/knowledge-base/{id}',
    pattern: /^\/v2\/knowledge-base\/([^/]+)$/,
    names: ['id'],
  },
  { template: '/v2/knowledge-base', pattern: /^\/v2\/knowledge-base$/, names: [] },
  { template: '/file/{id}', pattern: /^\/file\/([^/]+)$/, names: ['id'] },
  { template: '/file', pattern: /^\/file$/, names: [] },
  { template: '/tool/{id}', pattern: /^\/tool\/([^/]+)$/, names: ['id'] },
  { template: '/tool', pattern: /^\/tool$/, names: [] },
];

function routeOf(url: string): { template: string; params: Record<string, string> } | null {
  const clean = url.split('?')[0] ?? '';
  for (const { template, pattern, names } of TEMPLATES) {
    const match = pattern.exec(clean);
    if (!match) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => (params[name] = decodeURIComponent(match[i + 1] ?? '')));
    return { template, params };
  }
  return null;
}

/** Compiling the tool unions takes seconds on a busy machine: give the beforeAll that starts the mock room. */
export const VAPI_NEXT_MOCK_START_MS = 120_000;

export async function startVapiNextMock(apiKey: string): Promise<VapiNextMock> {
  const validator: OpenApiValidator = openApiValidator(contractPath('vapi-next.subset.json'));
  const spec = validator.spec.paths as Record<string, Record<string, Record<string, unknown>>>;
  const requests: VapiNextRequest[] = [];
  const violations: string[] = [];
  const files = new Map<string, StoredFile>();
  const knowledgeBases = new Map<string, StoredKnowledgeBase>();
  const tools = new Map<string, Json>();
  const failures: FailRule[] = [];
  let stall = 0;
  const timers = new Set<NodeJS.Timeout>();

  const requestPointer = (template: string, method: string, media: string) =>
    `#/paths/${pointerSegment(template)}/${method}/requestBody/content/${pointerSegment(media)}/schema`;
  const replyPointer = (template: string, method: string, status: number) =>
    `#/paths/${pointerSegment(template)}/${method}/responses/${status}/content/application~1json/schema`;
  // Compiled before any request, so that the adapter's short test timeout never meets a first compilation.
  for (const { template } of TEMPLATES) {
    for (const [method, operation] of Object.entries(spec[template] ?? {})) {
      const content = (operation.requestBody as { content?: object } | undefined)?.content ?? {};
      for (const media of Object.keys(content))
        validator.at(requestPointer(template, method, media));
      for (const status of Object.keys((operation.responses ?? {}) as object)) {
        const reply = (operation.responses as Record<string, { content?: object }>)[status];
        if (/^2\d\d$/.test(status) && reply?.content) {
          validator.at(replyPointer(template, method, Number(status)));
        }
      }
    }
  }

  function check(pointer: string, value: unknown, what: string): string[] {
    const validate = validator.at(pointer);
    if (validate(value)) return [];
    const problems = describeErrors(validate.errors).map((p) => `${what}: ${p}`);
    violations.push(...problems);
    return problems;
  }

  function answer(res: http.ServerResponse, status: number, body: unknown, pointer?: string): void {
    if (pointer) check(pointer, body, 'reply');
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  }

  /** The multipart fields as CreateFileDTO sees them (a file part as its name), and the file part itself. */
  async function multipartOf(
    raw: Buffer,
    contentType: string,
  ): Promise<{ fields: Json; file: File | null }> {
    const form = await new Response(new Uint8Array(raw), {
      headers: { 'content-type': contentType },
    }).formData();
    const fields: Json = {};
    let file: File | null = null;
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') {
        fields[name] = value;
        if (name === 'file') violations.push('request: POST /file: `file` is not a file part');
      } else {
        fields[name] = value.name;
        if (name === 'file') file = value;
      }
    }
    return { fields, file };
  }

  function knowledgeBaseReply(base: StoredKnowledgeBase, now: string): Json {
    return {
      id: base.id,
      orgId: ORG_ID,
      name: base.name,
      ...(base.description !== undefined ? { description: base.description } : {}),
      createdAt: now,
      updatedAt: now,
    };
  }

  function kbFileReply(base: StoredKnowledgeBase, file: StoredFile, now: string): Json {
    const baseId = base.id;
    return {
      id: `${baseId}:${file.id}`,
      knowledgeBaseV2Id: baseId,
      fileId: file.id,
      fileName: file.name,
      mimetype: file.mimetype,
      bytes: file.bytes.length,
      status: base.statuses[file.id] ?? 'indexing',
      createdAt: now,
      updatedAt: now,
    };
  }

  function fileReply(file: StoredFile, now: string): Json {
    return {
      id: file.id,
      orgId: ORG_ID,
      object: 'file',
      status: 'done',
      name: file.name.slice(0, 40),
      originalName: file.name,
      bytes: file.bytes.length,
      mimetype: file.mimetype,
      ...(file.purpose ? { purpose: file.purpose } : {}),
      createdAt: now,
      updatedAt: now,
    };
  }

  async function handle(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    raw: Buffer,
  ): Promise<void> {
    const method = (req.method ?? 'GET').toLowerCase();
    const url = req.url ?? '';
    const contentType = req.headers['content-type'];
    const route = routeOf(url);
    let body: unknown = undefined;
    let upload: File | null = null;
    if (raw.length > 0 && contentType?.startsWith('multipart/form-data')) {
      try {
        const parsed = await multipartOf(raw, contentType);
        body = parsed.fields;
        upload = parsed.file;
      } catch {
        return answer(res, 400, { message: 'Invalid multipart body', statusCode: 400 });
      }
    } else if (raw.length > 0) {
      try {
        body = JSON.parse(raw.toString('utf8')) as unknown;
      } catch {
        return answer(res, 400, { message: 'Invalid JSON', statusCode: 400 });
      }
    }
    requests.push({
      method: method.toUpperCase(),
      path: url,
      authorization: req.headers.authorization,
      contentType,
      body,
    });

    const path = url.split('?')[0] ?? '';
    const rule = failures.find(
      (f) => (!f.method || f.method === method.toUpperCase()) && (!f.path || f.path.test(path)),
    );
    if (rule && (rule.skip ?? 0) > 0) rule.skip = (rule.skip ?? 0) - 1;
    else if (rule) {
      failures.splice(failures.indexOf(rule), 1);
      return answer(res, rule.status, rule.body ?? { message: 'failure', statusCode: rule.status });
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return answer(res, 401, { message: 'Invalid Key.', statusCode: 401 });
    }
    const operation = route ? spec[route.template]?.[method] : undefined;
    if (!route || !operation) {
      violations.push(`request: ${method.toUpperCase()} ${url} is not in the spec`);
      return answer(res, 404, {
        message: `Cannot ${method.toUpperCase()} ${url}`,
        statusCode: 404,
      });
    }
    const declared = (operation.requestBody as { content?: Record<string, unknown> } | undefined)
      ?.content;
    if (declared) {
      const media = Object.keys(declared).find((m) => contentType?.startsWith(m));
      if (!media) {
        violations.push(
          `request: ${method.toUpperCase()} ${route.template} takes ${Object.keys(declared).join(', ')}, not ${String(contentType)}`,
        );
        return answer(res, 400, { message: 'Unsupported content type', statusCode: 400 });
      }
      const problems = check(requestPointer(route.template, method, media), body, 'request');
      if (problems.length) {
        return answer(res, 400, { message: problems, error: 'Bad Request', statusCode: 400 });
      }
    } else if (body !== undefined) {
      violations.push(`request: ${method.toUpperCase()} ${route.template} takes no body`);
    }

    const now = new Date().toISOString();
    const ok = (status: number, reply: unknown) =>
      answer(res, status, reply, replyPointer(route.template, method, status));
    const notFound = () => answer(res, 404, { message: 'Not Found', statusCode: 404 });
    const { id, fileId } = route.params;
    const fields = (body ?? {}) as Json;

    switch (`${method} ${route.template}`) {
      case 'post /file': {
        if (!upload) return answer(res, 400, { message: 'file is required', statusCode: 400 });
        const stored: StoredFile = {
          id: randomUUID(),
          name: upload.name,
          mimetype: upload.type,
          bytes: Buffer.from(await upload.arrayBuffer()),
          purpose: typeof fields.purpose === 'string' ? fields.purpose : undefined,
        };
        files.set(stored.id, stored);
        return ok(201, fileReply(stored, now));
      }
      case 'get /file/{id}':
      case 'delete /file/{id}': {
        const stored = files.get(id ?? '');
        if (!stored) return notFound();
        if (method === 'delete') files.delete(stored.id);
        return ok(200, fileReply(stored, now));
      }
      case 'post /v2/knowledge-base': {
        const base: StoredKnowledgeBase = {
          id: randomUUID(),
          name: String(fields.name),
          ...(fields.description !== undefined
            ? { description: fields.description as string | null }
            : {}),
          fileIds: [],
          statuses: {},
          toolId: null,
        };
        if (mock.provisionSearchTool) {
          const tool = {
            id: randomUUID(),
            orgId: ORG_ID,
            type: 'knowledgeBase',
            knowledgeBaseId: base.id,
            function: {
              name: 'search_knowledge_base',
              description: `Searches ${base.name}`,
              parameters: { type: 'object', properties: { query: { type: 'string' } } },
            },
            createdAt: now,
            updatedAt: now,
          };
          tools.set(tool.id, tool);
          base.toolId = tool.id;
        }
        knowledgeBases.set(base.id, base);
        return ok(201, knowledgeBaseReply(base, now));
      }
      case 'get /v2/knowledge-base/{id}':
      case 'delete /v2/knowledge-base/{id}': {
        const base = knowledgeBases.get(id ?? '');
        if (!base) return notFound();
        if (method === 'get') {
          const attached = base.fileIds
            .map((f) => files.get(f))
            .filter((f): f is StoredFile => !!f)
            .map((f) => kbFileReply(base, f, now));
          return ok(200, {
            ...knowledgeBaseReply(base, now),
            files: attached,
            toolId: base.toolId,
          });
        }
        knowledgeBases.delete(base.id);
        if (base.toolId) tools.delete(base.toolId);
        return ok(200, knowledgeBaseReply(base, now));
      }
      case 'post /v2/knowledge-base/{id}/file': {
        const base = knowledgeBases.get(id ?? '');
        const file = files.get(String(fields.fileId));
        if (!base || !file) return notFound();
        if (!base.fileIds.includes(file.id)) {
          base.fileIds.push(file.id);
          base.statuses[file.id] = 'indexing';
        }
        return ok(201, kbFileReply(base, file, now));
      }
      case 'delete /v2/knowledge-base/{id}/file/{fileId}': {
        const base = knowledgeBases.get(id ?? '');
        const file = files.get(fileId ?? '');
        if (!base || !file || !base.fileIds.includes(file.id)) return notFound();
        base.fileIds = base.fileIds.filter((f) => f !== file.id);
        return ok(200, kbFileReply(base, file, now));
      }
      case 'post /tool': {
        const tool = { ...fields, id: randomUUID(), orgId: ORG_ID, createdAt: now, updatedAt: now };
        tools.set(tool.id, tool);
        return ok(201, tool);
      }
      case 'get /tool/{id}':
      case 'patch /tool/{id}':
      case 'delete /tool/{id}': {
        const tool = tools.get(id ?? '');
        if (!tool) return notFound();
        if (method === 'patch') {
          if (fields.type !== undefined && fields.type !== tool.type) {
            return answer(res, 400, { message: 'type cannot change', statusCode: 400 });
          }
          const updated = { ...tool, ...fields, updatedAt: now };
          tools.set(id as string, updated);
          return ok(200, updated);
        }
        if (method === 'delete') tools.delete(id as string);
        return ok(200, tool);
      }
      default:
        violations.push(`request: ${method.toUpperCase()} ${route.template} is not served here`);
        return answer(res, 501, { message: 'not served by the stand-in', statusCode: 501 });
    }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (piece: Buffer) => chunks.push(piece));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const wait = stall;
      stall = 0;
      if (wait > 0) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) answer(res, 504, { message: 'stalled' });
        }, wait);
        timers.add(timer);
        return;
      }
      handle(req, res, raw).catch((error: unknown) => {
        violations.push(`mock: ${String(error)}`);
        if (!res.headersSent) answer(res, 500, { message: 'mock failure' });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const mock: VapiNextMock = {
    base: `http://127.0.0.1:${port}`,
    requests,
    violations,
    files,
    knowledgeBases,
    tools,
    provisionSearchTool: true,
    failNext(status, body, match) {
      failures.push({ status, body, ...match });
    },
    stallNext(ms) {
      stall = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return mock;
}
