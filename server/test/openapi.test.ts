import { beforeAll, describe, expect, it } from '@jest/globals';
import { number, object, string } from 'yup';
import type { YupTypeProvider } from '../src/lib/route-schema';
import { INVALID_LOGIN_AS_TOKEN } from '../src/domains/identity/login-as/service';
import { isDocumented } from '../src/plugins/openapi';
import { insertReseller } from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

/** The routes left out of the API document on purpose: static files, the SPA, HTML pages, images, the docs. */
const UNDOCUMENTED = [
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/yaml',
  'GET /api/v1/docs',
  'GET /api/v1/openapi.json',
  'GET /build/mfe-account/*',
  'GET /build/mfe-admin/*',
  'GET /build/mfe-assistants/*',
  'GET /build/mfe-billing/*',
  'GET /build/mfe-public/*',
  'GET /build/shell/*',
  'GET /pay/:token',
  'GET /releases/:app/:version/*',
  'GET /remotes.json',
  'GET /robots.txt',
  'GET /sandbox/checkout.css',
  'GET /sandbox/checkout/:id',
  'GET /uploads/:file',
  'POST /sandbox/checkout/:id',
];

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, unknown> };
}

interface OpenApiOperation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  parameters?: { in: string; name: string }[];
  security?: unknown[];
}

/** /api/x/:id -> /api/x/{id} */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe.each(databases)('routes described by schemas, OpenAPI document, on %s', (dialect) => {
  let document: OpenApiDocument;
  /** Calls that reached the probe route's handler, with what it received. */
  const reached: unknown[] = [];

  const ctx = useTestContext(() =>
    createTestContext(dialect, {
      beforeReady: (app) => {
        // A probe route: yup params, query and body, checked before the handler.
        app.withTypeProvider<YupTypeProvider>().post(
          '/api/test/probe/:id',
          {
            config: { access: 'public' },
            schema: {
              params: object({ id: number().typeError('The id must be a number.').required() }),
              querystring: object({ mode: string().oneOf(['a', 'b'], 'Bad mode.').default('a') }),
              body: object({ name: string().trim().required('Name is required') }),
            },
          },
          async (request) => {
            reached.push({ params: request.params, query: request.query, body: request.body });
            return { ok: true };
          },
        );
      },
    }),
  );
  beforeAll(async () => {
    const res = await request(ctx.app, { method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    document = res.json();
  });

  it('documents every API route, each with a reply schema; the others are listed here', () => {
    const routes = ctx.app.routeList.filter(
      (route) => route.method !== 'HEAD' && !route.url.startsWith('/api/test/'),
    );
    const undocumented = routes
      .filter((route) => !isDocumented(route.url))
      .map((route) => `${route.method} ${route.url}`);
    expect([...new Set(undocumented)].sort()).toEqual(UNDOCUMENTED);

    const documented = routes.filter((route) => isDocumented(route.url));
    expect(documented.length).toBeGreaterThan(20);
    for (const route of documented) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect({ route: `${route.method} ${route.url}`, documented: !!operation }).toEqual({
        route: `${route.method} ${route.url}`,
        documented: true,
      });
      expect({ route: route.url, replySchema: route.hasResponseSchema }).toEqual({
        route: route.url,
        replySchema: true,
      });
      const success = Object.entries(operation?.responses ?? {}).find(([code]) =>
        code.startsWith('2'),
      );
      expect({ route: route.url, success: !!success?.[1].content }).toEqual({
        route: route.url,
        success: true,
      });
    }
    expect(Object.keys(document.paths).some((path) => path.startsWith('/build'))).toBe(false);
  });

  it('is an OpenAPI 3 document generated from the shared yup schemas, with bearer auth', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const login = document.paths['/api/login']?.post;
    const body = login?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(body?.properties ?? {})).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
    expect(login?.security).toEqual([]);
    expect(Object.keys(login?.responses ?? {})).toEqual(expect.arrayContaining(['200', '422']));
    expect(document.paths['/api/user']?.get?.security).toEqual([{ bearerAuth: [] }]);
    const assistants = document.paths['/api/assistants']?.get;
    expect(assistants?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(['query:page', 'query:per_page', 'query:search']),
    );
    const register = document.paths['/api/register-reseller']?.post;
    expect(Object.keys(register?.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    const webhook = document.paths['/api/webhooks/{provider}']?.post;
    expect(webhook?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(['path:provider']);
  });

  it('serves a browsable page at /api/docs', async () => {
    const res = await request(ctx.app, { method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('swagger-ui');
    // The page loads only its own scripts: the strict CSP of the app applies.
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const script = await request(ctx.app, {
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(script.statusCode).toBe(200);
  });

  it('checks params, query and body before the handler, which gets the cast values', async () => {
    const send = (url: string, payload: unknown) =>
      request(ctx.app, { method: 'POST', url, payload: payload as Record<string, unknown> });
    reached.length = 0;

    const badBody = await send('/api/test/probe/1', { name: '   ' });
    expect(badBody.statusCode).toBe(422);
    expect(badBody.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { name: ['Name is required'] },
    });
    const badParams = await send('/api/test/probe/abc', { name: 'x' });
    expect(badParams.statusCode).toBe(422);
    expect(badParams.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { id: ['The id must be a number.'] },
    });
    const badQuery = await send('/api/test/probe/1?mode=c', { name: 'x' });
    expect(badQuery.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { mode: ['Bad mode.'] },
    });
    const array = await send('/api/test/probe/1', [{ name: 'x' }]);
    expect(array.statusCode).toBe(422);
    expect(reached).toEqual([]);

    const good = await send('/api/test/probe/7', { name: '  Ann  ', extra: 'dropped' });
    expect(good.statusCode).toBe(200);
    expect(reached).toEqual([{ params: { id: 7 }, query: { mode: 'a' }, body: { name: 'Ann' } }]);
  });

  it('answers bad input of a real route with 422 in the same shape, without running it', async () => {
    const count = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('contact_messages')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/contact',
      payload: { first_name: 'Jane' },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('The given data was invalid.');
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'last_name', 'message']);
    expect(await count()).toBe(before);

    const login = await request(ctx.app, { method: 'POST', url: '/api/login', payload: {} });
    expect(login.statusCode).toBe(422);
    expect(login.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { email: ['Email is required'], password: ['Password is required'] },
    });
  });

  it('keeps the replies of routes that answer bad input their own way', async () => {
    for (const payload of [{}, { token: ['x'] }]) {
      const res = await request(ctx.app, {
        method: 'POST',
        url: '/api/validate-login-as-token',
        payload,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ success: false, message: INVALID_LOGIN_AS_TOKEN });
    }
  });

  it('checks the main host before input: the wizard endpoints are 404 on a reseller site', async () => {
    await insertReseller(ctx.db, { subdomain: 'docsco' });
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/check-domain-availability',
      host: 'docsco.localhost:3000',
      payload: {},
    });
    expect(res.statusCode).toBe(404);
    const main = await request(ctx.app, {
      method: 'POST',
      url: '/api/check-domain-availability',
      payload: {},
    });
    expect(main.statusCode).toBe(422);
  });

  it("names the site whose docs they are: a reseller's own name, neither the platform's nor the docs tool's", async () => {
    await insertReseller(ctx.db, { subdomain: 'namedocs', app_name: 'Namely Calls' });
    const host = 'namedocs.localhost:3000';
    const json = await request(ctx.app, { method: 'GET', url: '/api/docs/json', host });
    expect(json.json()).toMatchObject({ info: { title: 'Namely Calls API' } });
    const main = await request(ctx.app, { method: 'GET', url: '/api/docs/json' });
    expect(main.json()).toMatchObject({ info: { title: 'AI Phone System API' } });
    const page = await request(ctx.app, {
      method: 'GET',
      url: '/api/docs',
      host,
    });
    expect(page.body).toContain('<title>API reference</title>');
    expect(page.body).not.toMatch(/Swagger UI|AI Phone System/);
  });

  it('checks access before input: no token and a bad query is still 401', async () => {
    const res = await request(ctx.app, { method: 'GET', url: '/api/assistants?page=0' });
    expect(res.statusCode).toBe(401);
  });
});
