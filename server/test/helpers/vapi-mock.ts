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
 * A local stand-in for api.vapi.ai: every request is checked against Vapi's published OpenAPI subset (path,
 * method, bearer key, and the JSON body against the operation's requestBody schema, strict); a body the DTO does
 * not allow is answered 400 like Vapi does and recorded in `violations`. Assistants and phone numbers are kept in
 * memory and answered in the documented shapes (checked against the response schemas too).
 */

export interface VapiRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface VapiMock {
  base: string;
  requests: VapiRequest[];
  /** Schema violations of requests or of the mock's own replies (a passing test expects none). */
  violations: string[];
  assistants: Map<string, Record<string, unknown>>;
  phoneNumbers: Map<string, Record<string, unknown>>;
  /** The next request is answered with this status and body instead. */
  failNext(status: number, body?: unknown): void;
  /** The next request gets no answer for `ms` (to test the adapter's timeout). */
  stallNext(ms: number): void;
  close(): Promise<void>;
}

const ORG_ID = '00000000-0000-4000-8000-000000000001';

interface Route {
  /** The spec's path template. */
  template: string;
  id?: string;
}

function routeOf(url: string): Route | null {
  const clean = url.split('?')[0] ?? '';
  const match = /^\/(assistant|phone-number|call)(?:\/([^/]+))?$/.exec(clean);
  if (!match) return null;
  return match[2]
    ? { template: `/${match[1]}/{id}`, id: decodeURIComponent(match[2]) }
    : { template: `/${match[1]}` };
}

/**
 * How long a beforeAll that starts the stand-in may take: compiling Vapi's schemas (below) takes about 4 s on an idle
 * machine and up to 20 s on a busy one, more than jest's 30 s hook limit leaves once a test database is set up too.
 */
export const VAPI_MOCK_START_MS = 120_000;

export async function startVapiMock(apiKey: string): Promise<VapiMock> {
  const validator: OpenApiValidator = openApiValidator(contractPath('vapi.subset.json'));
  const requests: VapiRequest[] = [];
  const violations: string[] = [];
  const assistants = new Map<string, Record<string, unknown>>();
  const phoneNumbers = new Map<string, Record<string, unknown>>();
  let failure: { status: number; body: unknown } | null = null;
  let stall = 0;
  const timers = new Set<NodeJS.Timeout>();
  // Compiling a schema takes a while (CreateAssistantDTO and Assistant reach most of the document), longer than the
  // adapter's 1 s timeout on a busy machine: every request and reply schema is compiled here, before any request.
  const paths = validator.spec.paths as Record<string, Record<string, Record<string, unknown>>>;
  for (const [template, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const base = `#/paths/${pointerSegment(template)}/${method}`;
      if (operation.requestBody)
        validator.at(`${base}/requestBody/content/application~1json/schema`);
      for (const status of Object.keys((operation.responses ?? {}) as object)) {
        if (/^2\d\d$/.test(status)) {
          validator.at(`${base}/responses/${status}/content/application~1json/schema`);
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

  function answer(
    res: http.ServerResponse,
    status: number,
    body: unknown,
    responsePointer?: string,
  ): void {
    if (responsePointer) check(responsePointer, body, 'reply');
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  }

  function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: string): void {
    const method = (req.method ?? 'GET').toLowerCase();
    let body: unknown = undefined;
    if (raw) {
      try {
        body = JSON.parse(raw) as unknown;
      } catch {
        return answer(res, 400, { message: 'Invalid JSON', statusCode: 400 });
      }
    }
    requests.push({
      method: method.toUpperCase(),
      path: req.url ?? '',
      authorization: req.headers.authorization,
      body,
    });

    if (failure) {
      const { status, body: failBody } = failure;
      failure = null;
      return answer(res, status, failBody ?? { message: 'failure', statusCode: status });
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return answer(res, 401, {
        message:
          'Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.',
        statusCode: 401,
      });
    }
    const route = routeOf(req.url ?? '');
    const operation = route ? paths[route.template]?.[method] : undefined;
    if (!route || !operation) {
      violations.push(`request: ${method.toUpperCase()} ${req.url} is not in the spec`);
      return answer(res, 404, {
        message: `Cannot ${method.toUpperCase()} ${req.url}`,
        statusCode: 404,
      });
    }
    const base = `#/paths/${pointerSegment(route.template)}/${method}`;
    if (operation.requestBody) {
      const problems = check(
        `${base}/requestBody/content/application~1json/schema`,
        body,
        'request',
      );
      if (problems.length)
        return answer(res, 400, { message: problems, error: 'Bad Request', statusCode: 400 });
    } else if (body !== undefined) {
      violations.push(`request: ${method.toUpperCase()} ${route.template} takes no body`);
    }
    const ok = (status: number, reply: unknown) =>
      answer(res, status, reply, `${base}/responses/${status}/content/application~1json/schema`);
    const now = new Date().toISOString();
    const store = route.template.startsWith('/assistant') ? assistants : phoneNumbers;

    if (method === 'post') {
      const created: Record<string, unknown> = {
        ...(body as Record<string, unknown>),
        id: randomUUID(),
        orgId: ORG_ID,
        createdAt: now,
        updatedAt: now,
      };
      if (route.template === '/phone-number') {
        delete created.twilioAuthToken;
        created.status = 'active';
      }
      store.set(created.id as string, created);
      return ok(201, created);
    }
    const found = route.id ? store.get(route.id) : undefined;
    if (!found) return answer(res, 404, { message: 'Not Found', statusCode: 404 });
    if (method === 'patch') {
      const updated = { ...found, ...(body as Record<string, unknown>), updatedAt: now };
      store.set(route.id as string, updated);
      return ok(200, updated);
    }
    if (method === 'delete') {
      store.delete(route.id as string);
      return ok(200, found);
    }
    return ok(200, found);
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (piece: string) => (raw += piece));
    req.on('end', () => {
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
      handle(req, res, raw);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    violations,
    assistants,
    phoneNumbers,
    failNext(status, body) {
      failure = { status, body };
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
}
