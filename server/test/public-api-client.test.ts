import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import createClient from 'openapi-fetch';
import { createApiKey } from './helpers/api-keys';
import { assistantPayload, subscribe } from './helpers/assistant-payload';
import { insertUser } from './helpers/fixtures';
import { recordingVoice } from './helpers/recording-voice';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';
import type { paths } from './generated/public-api-v1';

/**
 * The typed client of the public API: test/generated/public-api-v1.d.ts holds openapi-typescript's types of
 * GET /api/v1/openapi.json (scripts/generate-api-types.mjs writes it), and openapi-fetch typed by them drives
 * /api/v1 here: a route whose schema drifts from what the client sends or reads fails tsc or this test.
 */

const SCRIPTS = path.join(__dirname, '..', 'scripts');
const TYPES_FILE = path.join(__dirname, 'generated', 'public-api-v1.d.ts');

function freshTypes(document: unknown): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(SCRIPTS, 'api-types.mjs')],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    );
    child.stdin?.end(JSON.stringify(document));
  });
}

/** fetch for openapi-fetch, answered by the app in memory (app.inject) as the site `host`. */
function injectFetch(app: FastifyInstance, host: string): (input: Request) => Promise<Response> {
  return async (input) => {
    const url = new URL(input.url);
    const payload = input.body ? await input.text() : undefined;
    const res = await app.inject({
      method: input.method as 'GET' | 'POST' | 'PATCH' | 'DELETE',
      url: url.pathname + url.search,
      headers: { ...Object.fromEntries(input.headers), host },
      ...(payload === undefined ? {} : { payload }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) headers.set(name, String(value));
    }
    const body = res.statusCode === 204 ? null : res.body;
    return new Response(body, { status: res.statusCode, headers });
  };
}

describe('the generated types of the public API', () => {
  const ctx = useTestContext(() => createTestContext('sqlite'));

  it('are those of the live document: the committed file equals a fresh generation', async () => {
    const res = await request(ctx.app, { method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const committed = fs.readFileSync(TYPES_FILE, 'utf8');
    // Differing: run `corepack pnpm --filter server run generate:api-types` and commit the file.
    expect(committed).toBe(await freshTypes(res.json()));
  });
});

describe.each(databases)('the typed client of the public API on %s', (dialect) => {
  const voice = recordingVoice();
  const ctx = useTestContext(() =>
    createTestContext(dialect, {
      beforeReady: (app) => {
        app.voice.provider = voice;
      },
    }),
  );
  let key = '';

  beforeAll(async () => {
    const user = await insertUser(ctx.db, {});
    await subscribe(ctx.db, user.id, 10);
    key = await createApiKey(ctx.app, user.id, ['assistants:write']);
  });

  it('creates, reads, lists, updates and deletes an assistant through openapi-fetch', async () => {
    const client = createClient<paths>({
      baseUrl: 'http://localhost',
      fetch: injectFetch(ctx.app, 'localhost'),
      headers: { authorization: `Bearer ${key}` },
    });

    const created = await client.POST('/api/v1/assistants', {
      body: assistantPayload({ name: 'Typed client' }),
      params: { header: { 'idempotency-key': 'typed-client-create-1' } },
    });
    expect(created.response.status).toBe(201);
    const id = created.data?.id;
    expect(created.data?.name).toBe('Typed client');
    if (id === undefined) throw new Error('no assistant created');

    const read = await client.GET('/api/v1/assistants/{id}', { params: { path: { id } } });
    expect(read.data).toMatchObject({ id, name: 'Typed client' });

    const list = await client.GET('/api/v1/assistants', { params: { query: { limit: 10 } } });
    expect(list.data?.data.map((assistant) => assistant.id)).toContain(id);
    expect(list.data?.next_cursor).toBeNull();

    const renamed = await client.PATCH('/api/v1/assistants/{id}', {
      params: { path: { id } },
      body: { name: 'Typed client, renamed' },
    });
    expect(renamed.data?.name).toBe('Typed client, renamed');

    const removed = await client.DELETE('/api/v1/assistants/{id}', { params: { path: { id } } });
    expect(removed.data).toEqual({ id, deleted: true });

    // Errors come typed too: the one documented shape.
    const gone = await client.GET('/api/v1/assistants/{id}', { params: { path: { id } } });
    expect(gone.response.status).toBe(404);
    expect(gone.error?.error.type).toBe('not_found');
  });
});
