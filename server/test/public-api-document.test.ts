import { beforeAll, describe, expect, it } from '@jest/globals';
import Ajv, { type ValidateFunction } from 'ajv';
import type { LightMyRequestResponse } from 'fastify';
import { createApiKey } from './helpers/api-keys';
import { assistantPayload, subscribe } from './helpers/assistant-payload';
import { insertAssistant, insertCall, insertReseller, insertUser } from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

const ALPHA = 'alpha.localhost';

type Json = Record<string, unknown>;

interface Document {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json>; securitySchemes: Record<string, Json> };
}

/** /api/v1/x/:id -> /api/v1/x/{id} */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe.each(databases)('the public API document and its live replies on %s', (dialect) => {
  const ctx = useTestContext(() =>
    createTestContext(dialect, { config: { appUrl: 'https://voice.example.com' } }),
  );
  let document: Document;
  const validators = new Map<string, ValidateFunction>();
  /** "METHOD /path status" of every reply checked, to show every operation was exercised. */
  const checked = new Set<string>();

  beforeAll(async () => {
    const res = await request(ctx.app, { method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    document = res.json();
  });

  const v1Routes = () =>
    ctx.app.routeList
      .filter((r) => r.url.startsWith('/api/v1/') && r.method !== 'HEAD')
      .filter((r) => !['/api/v1/openapi.json', '/api/v1/docs'].includes(r.url));

  it('documents every /api/v1 route and nothing else, each with its key scope, summary and tag', () => {
    expect(document.openapi).toBe('3.0.3');
    expect(document.servers).toEqual([
      { url: 'https://voice.example.com', description: 'Your site' },
    ]);
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routes = v1Routes().map((r) => `${r.method} ${openApiPath(r.url)}`);
    expect(documented.sort()).toEqual([...new Set(routes)].sort());
    // The REST hooks (integrations/webhooks) are v1 routes too; these are the ones of public-api/.
    expect(documented.filter((op) => !op.includes('/api/v1/hooks')).length).toBe(11);
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method} ${path}`;
        expect([where, op.security]).toEqual([where, [{ apiKey: [] }]]);
        expect([where, typeof op.summary]).toEqual([where, 'string']);
        expect([where, (op.tags as string[]).length]).toEqual([where, 1]);
        expect([where, String(op.description)]).toEqual([
          where,
          expect.stringMatching(/API key scope: `[a-z]+:(read|write)`\.$/),
        ]);
        const responses = op.responses as Record<string, Json>;
        for (const status of ['401', '403', '429']) {
          expect([where, status, responses[status]?.content]).toEqual([
            where,
            status,
            { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          ]);
        }
      }
    }
    expect(document.components.securitySchemes.apiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(document.components.schemas.Error).toMatchObject({ required: ['error'] });
  });

  it('gives each site its own server, and a browsable reference without scripts', async () => {
    await insertReseller(ctx.db, { subdomain: 'alpha', app_name: 'Alpha Calls' });
    const tenant = await request(ctx.app, {
      method: 'GET',
      url: '/api/v1/openapi.json',
      host: ALPHA,
    });
    expect(tenant.json().servers[0].url).toMatch(/^https:\/\/alpha\./);
    // White label: the reseller's name, never the platform's.
    expect(tenant.json().info.title).toBe('Alpha Calls public API');
    expect(document).toMatchObject({ info: { title: 'AI Phone System public API' } });
    const page = await request(ctx.app, { method: 'GET', url: '/api/v1/docs', host: ALPHA });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Alpha Calls public API</h1>');
    expect(page.body).not.toContain('AI Phone System');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).not.toContain('<script');
    for (const path of Object.keys(document.paths))
      expect(page.body).toContain(`<code>${path}</code>`);
    expect(page.body).toContain('API key scope: <code>assistants:write</code>');
  });

  /** The schema of a reply in the document, $refs resolved by ajv against the document's components. */
  function validatorFor(method: string, url: string, status: number): ValidateFunction {
    const path = openApiPath(url);
    const key = `${method} ${path} ${status}`;
    let validate = validators.get(key);
    if (!validate) {
      const op = document.paths[path]?.[method.toLowerCase()];
      const response = (op?.responses as Record<string, Json> | undefined)?.[String(status)];
      const schema = (response?.content as Record<string, { schema: Json }> | undefined)?.[
        'application/json'
      ]?.schema;
      if (!schema) throw new Error(`${key}: not documented`);
      const ajv = new Ajv({ strict: false, allErrors: true });
      ajv.addSchema({ components: document.components }, 'doc');
      const resolved = JSON.parse(
        JSON.stringify(schema).replace(/"#\/components\//g, '"doc#/components/'),
      ) as Json;
      validate = ajv.compile(resolved);
      validators.set(key, validate);
    }
    return validate;
  }

  /** A live reply checked against the document's schema for its route and status. */
  function conforms(method: string, url: string, res: LightMyRequestResponse, status: number) {
    expect(res.statusCode).toBe(status);
    const validate = validatorFor(method, url, status);
    const ok = validate(res.json());
    expect([`${method} ${url} ${status}`, ok ? null : validate.errors]).toEqual([
      `${method} ${url} ${status}`,
      null,
    ]);
    checked.add(`${method} ${openApiPath(url)} ${status}`);
  }

  it('every live reply of every operation matches its schema in the document (success and errors)', async () => {
    const alpha = await insertReseller(ctx.db, { subdomain: 'contract' });
    const host = 'contract.localhost';
    const owner = await insertUser(ctx.db, { reseller_id: alpha });
    const other = await insertUser(ctx.db, { reseller_id: alpha });
    await subscribe(ctx.db, owner.id, 10);
    const all = await createApiKey(ctx.app, owner.id, [
      'assistants:write',
      'calls:read',
      'billing:read',
      'bookings:write',
    ]);
    const callsOnly = await createApiKey(ctx.app, owner.id, ['calls:read']);
    const otherKey = await createApiKey(ctx.app, other.id, ['billing:read']);
    const send = (method: string, url: string, token: string | undefined, payload?: unknown) =>
      request(ctx.app, {
        method: method as 'GET',
        url,
        host,
        ...(token ? { token } : {}),
        ...(payload === undefined ? {} : { payload: payload as Json }),
      });

    // Assistants.
    const created = await send('POST', '/api/v1/assistants', all, assistantPayload());
    conforms('POST', '/api/v1/assistants', created, 201);
    const id = created.json().id as number;
    conforms('POST', '/api/v1/assistants', await send('POST', '/api/v1/assistants', all, {}), 422);
    conforms(
      'POST',
      '/api/v1/assistants',
      await send('POST', '/api/v1/assistants', undefined, {}),
      401,
    );
    conforms(
      'POST',
      '/api/v1/assistants',
      await send('POST', '/api/v1/assistants', callsOnly, {}),
      403,
    );
    conforms(
      'GET',
      '/api/v1/assistants',
      await send('GET', '/api/v1/assistants?limit=1', all),
      200,
    );
    conforms(
      'GET',
      '/api/v1/assistants',
      await send('GET', '/api/v1/assistants?cursor=x', all),
      422,
    );
    conforms(
      'GET',
      '/api/v1/assistants/:id',
      await send('GET', `/api/v1/assistants/${id}`, all),
      200,
    );
    conforms(
      'GET',
      '/api/v1/assistants/:id',
      await send('GET', '/api/v1/assistants/999999', all),
      404,
    );
    const patch = await send('PATCH', `/api/v1/assistants/${id}`, all, { name: 'Renamed' });
    conforms('PATCH', '/api/v1/assistants/:id', patch, 200);
    const badPatch = await send('PATCH', `/api/v1/assistants/${id}`, all, { name: '' });
    conforms('PATCH', '/api/v1/assistants/:id', badPatch, 422);

    // Phone numbers, calls, usage.
    conforms('GET', '/api/v1/phone-numbers', await send('GET', '/api/v1/phone-numbers', all), 200);
    const assistantId = await insertAssistant(ctx.db, {
      user_id: owner.id,
      reseller_id: alpha,
      name: 'Calls',
    });
    await insertCall(ctx.db, {
      user_id: owner.id,
      reseller_id: alpha,
      assistant_id: assistantId,
      start_time: new Date().toISOString(),
      duration: 42,
      call_id: 'contract-call',
      transcript: 'Hi',
      structured_data: JSON.stringify({ intent: 'book' }),
    });
    conforms('GET', '/api/v1/calls', await send('GET', '/api/v1/calls', all), 200);
    conforms(
      'GET',
      '/api/v1/calls/:callId',
      await send('GET', '/api/v1/calls/contract-call', all),
      200,
    );
    conforms('GET', '/api/v1/calls/:callId', await send('GET', '/api/v1/calls/nope', all), 404);
    conforms('GET', '/api/v1/usage', await send('GET', '/api/v1/usage', all), 200);
    conforms('GET', '/api/v1/usage', await send('GET', '/api/v1/usage', otherKey), 404);

    // Bookings.
    const booking = await ctx.db
      .insertInto('bookings')
      .values({
        assistant_id: assistantId,
        reseller_id: alpha,
        user_id: owner.id,
        starts_at: '2026-05-01T10:00:00.000Z',
        ends_at: '2026-05-01T10:30:00.000Z',
        caller_name: 'Carla',
        caller_number: null,
        caller_email: null,
        reason: 'Visit',
        status: 'booked',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    conforms('GET', '/api/v1/bookings', await send('GET', '/api/v1/bookings', all), 200);
    const cancelUrl = `/api/v1/bookings/${booking.id}/cancel`;
    conforms('POST', '/api/v1/bookings/:id/cancel', await send('POST', cancelUrl, all), 200);
    conforms('POST', '/api/v1/bookings/:id/cancel', await send('POST', cancelUrl, all), 409);

    conforms(
      'DELETE',
      '/api/v1/assistants/:id',
      await send('DELETE', `/api/v1/assistants/${id}`, all),
      200,
    );

    // Every operation of public-api/ was answered at least once with a success checked against it (the REST
    // hooks' replies are checked by their own tests).
    const succeeded = [...checked]
      .filter((key) => / 2\d\d$/.test(key))
      .map((key) => key.replace(/ \d+$/, ''));
    const operations = Object.entries(document.paths)
      .filter(([path]) => !path.startsWith('/api/v1/hooks'))
      .flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
      );
    expect([...new Set(succeeded)].sort()).toEqual(operations.sort());
  });
});
