import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { mixed, number, object, ref, string } from 'yup';
import { openApiSchema } from '../src/lib/route-schema';
import { createTestContext, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

/**
 * The API documents pass the validators that client generators rely on, with 0 errors:
 * - @apidevtools/swagger-parser (validate: the OpenAPI 3.0 schema of the document, then its own checks);
 * - Redocly's `recommended` rules (@redocly/openapi-core), none turned off.
 * Both run in scripts/check-openapi.mjs (Redocly's core is ESM-only, which jest cannot load on Node 20).
 *
 * Before this test, /api/docs/json (160 operations) failed swagger-parser (`exclusiveMinimum` as a number, which
 * OpenAPI 3.0 defines as a boolean) and Redocly reported 218 errors (160 operations without a summary, 27
 * `exclusiveMinimum` numbers and `type: []` structural errors, 27 operations without `security`, 3 enums holding a
 * yup reference, an empty `servers`) and 166 warnings (160 without operationId). After (Redocly 2.64.0,
 * swagger-parser 13.1.0): 0 errors in both tools for both documents; Redocly's warnings: /api/docs/json (186
 * operations) info-license 1 and operation-4xx-response 5, /api/v1/openapi.json (14 operations) info-license 1,
 * each kind listed in KNOWN_WARNINGS with the reason it is right for us.
 */
const DOCUMENTS = ['/api/docs/json', '/api/v1/openapi.json'];

const CHECK_SCRIPT = path.join(__dirname, '..', 'scripts', 'check-openapi.mjs');

interface RedoclyProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  pointer: string;
}

interface CheckResult {
  swaggerParser: string[];
  redocly: RedoclyProblem[];
}

/**
 * Warnings (never errors) Redocly's recommended rules may give, and why they stay:
 * - info-license: the platform is proprietary, sold white-label; there is no licence to name.
 * - operation-4xx-response: health checks and the public lists of plans and features cannot fail with a 4xx.
 */
const KNOWN_WARNINGS = new Set(['info-license', 'operation-4xx-response']);

function checkDocument(document: unknown): Promise<CheckResult> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [CHECK_SCRIPT],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${error.message}\n${stderr}`));
        else resolve(JSON.parse(stdout) as CheckResult);
      },
    );
    child.stdin?.end(JSON.stringify(document));
  });
}

interface Operation {
  summary?: string;
  operationId?: string;
  tags?: string[];
}

interface ApiDocument {
  tags?: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
}

function operationsOf(document: ApiDocument) {
  return Object.entries(document.paths).flatMap(([url, item]) =>
    Object.entries(item).map(([method, operation]) => ({ route: `${method} ${url}`, operation })),
  );
}

describe.each(DOCUMENTS)('the API document %s', (url) => {
  // The site's address as in production: the v1 document's server is the site asking (a local one would be
  // Redocly's no-server-example.com warning, right for a document published from localhost).
  const ctx = useTestContext(() =>
    createTestContext('sqlite', { config: { appUrl: 'https://voice-platform.test' } }),
  );

  const load = async () => {
    const res = await request(ctx.app, { method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.json() as ApiDocument;
  };

  it('passes swagger-parser and Redocly recommended with 0 errors', async () => {
    const result = await checkDocument(await load());
    expect(result.swaggerParser).toEqual([]);
    const listed = (problems: RedoclyProblem[]) =>
      problems.map((problem) => `${problem.ruleId} at ${problem.pointer}: ${problem.message}`);
    const errors = result.redocly.filter((problem) => problem.severity === 'error');
    expect(listed(errors)).toEqual([]);
    const warnings = result.redocly.filter((problem) => !KNOWN_WARNINGS.has(problem.ruleId));
    expect(listed(warnings)).toEqual([]);
  });

  it('names each operation in plain English, with an id and the area it belongs to', async () => {
    const document = await load();
    // The whole document's areas are API_TAGS; the /api/v1 operations in it carry the public API's own tags,
    // which its document (/api/v1/openapi.json) declares.
    const declared = new Set((document.tags ?? []).map((tag) => tag.name));
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(0);
    for (const { route, operation } of operations) {
      expect({ route, summary: operation.summary }).toEqual({
        route,
        summary: expect.stringMatching(/^[A-Z][^.]{2,80}$/),
      });
      expect({ route, id: operation.operationId }).toEqual({ route, id: expect.any(String) });
      expect({ route, tags: operation.tags }).toEqual({ route, tags: [expect.any(String)] });
      if (url === '/api/docs/json' && route.includes(' /api/v1/')) continue;
      expect({ route, declaredTag: declared.has(operation.tags?.[0] ?? '') }).toEqual({
        route,
        declaredTag: true,
      });
    }
  });
});

describe('the checks of check-openapi.mjs', () => {
  it('finds what the validators refuse: a number exclusiveMinimum, no summary, no servers', async () => {
    const result = await checkDocument({
      openapi: '3.0.3',
      info: { title: 'Probe', version: '1' },
      servers: [],
      paths: {
        '/things/{id}': {
          get: {
            security: [],
            parameters: [
              {
                name: 'id',
                in: 'path',
                required: true,
                schema: { type: 'integer', exclusiveMinimum: 0 },
              },
            ],
            responses: { '200': { description: 'OK' } },
          },
        },
      },
    });
    expect(result.swaggerParser.join('\n')).toContain('exclusiveMinimum must be boolean');
    const errors = result.redocly.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => problem.ruleId).sort()).toEqual([
      'no-empty-servers',
      'operation-summary',
      'struct',
    ]);
  });
});

describe('yup schemas as OpenAPI 3.0 schema objects', () => {
  const converted = openApiSchema(
    object({
      id: number().integer().positive(),
      ratio: number().lessThan(10),
      last: number().min(5).moreThan(1),
      password: string(),
      password_confirmation: string().oneOf([ref('password')], 'Passwords must match'),
      mode: string().oneOf(['a', 'b']),
      anything: mixed(),
      anyOrNull: mixed().nullable().default(null),
    }),
  ) as { properties: Record<string, Record<string, unknown>> };
  const field = (name: string) => converted.properties[name];

  it('writes exclusive bounds as booleans beside minimum / maximum', () => {
    expect(field('id')).toEqual({ type: 'integer', minimum: 0, exclusiveMinimum: true });
    expect(field('ratio')).toEqual({ type: 'number', maximum: 10, exclusiveMaximum: true });
    // yup keeps the last lower bound (moreThan replaces min).
    expect(field('last')).toEqual({ type: 'number', minimum: 1, exclusiveMinimum: true });
  });

  it('keeps enums of values, and says in words what a reference to another field means', () => {
    expect(field('mode')).toEqual({ type: 'string', enum: ['a', 'b'] });
    expect(field('password_confirmation')).toEqual({
      type: 'string',
      description: 'Must equal `password`.',
    });
  });

  it('gives a mixed() of any type no type rather than an empty list or null only', () => {
    expect(field('anything')).toEqual({});
    expect(field('anyOrNull')).toEqual({ default: null });
  });
});
