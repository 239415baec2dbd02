import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HttpError } from '../src/lib/http-error';
import { createTestContext, databases, request, type TestContext } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

describe.each(databases)('platform behaviour on %s', (dialect) => {
  let limited: TestContext;

  const ctx = useTestContext(() =>
    createTestContext(dialect, {
      beforeReady: (app) => {
        app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
          throw new Error('secret internals: password=hunter2');
        });
        app.get('/api/test/teapot', { config: { access: 'public' } }, async () => {
          throw new HttpError(418, 'I am a teapot');
        });
      },
    }),
  );
  beforeAll(async () => {
    limited = await createTestContext(dialect, {
      config: { rateLimit: { enabled: true, max: 3, authMax: 2 } },
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('GET /api/health checks the database', async () => {
    const res = await request(ctx.app, { method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', started_at: expect.any(String) });
    const again = await request(ctx.app, { method: 'GET', url: '/api/health' });
    expect(again.json().started_at).toBe(res.json().started_at);
  });

  it('answers 500 without leaking internals, and HttpErrors with their status', async () => {
    const res = await request(ctx.app, { method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Server Error' });
    expect(res.body).not.toContain('hunter2');
    const teapot = await request(ctx.app, { method: 'GET', url: '/api/test/teapot' });
    expect(teapot.statusCode).toBe(418);
    expect(teapot.json()).toEqual({ message: 'I am a teapot' });
  });

  it('answers 404 JSON for unknown API routes and 400 for malformed JSON', async () => {
    const missing = await request(ctx.app, { method: 'DELETE', url: '/api/nothing/here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not Found' });
    const malformed = await request(ctx.app, {
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(typeof malformed.json().message).toBe('string');
  });

  it("sends the app's security headers with its pages and files", async () => {
    const page = await request(ctx.app, { method: 'GET', url: '/api/docs' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it("sends a JSON answer the headers of an API answer only (OWASP's REST set)", async () => {
    for (const url of ['/api/health', '/api/public-settings', '/api/no-such-route']) {
      const res = await request(ctx.app, { method: 'GET', url });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      // Helmet's headers for documents are not written on it.
      for (const name of ['x-xss-protection', 'origin-agent-cluster', 'x-dns-prefetch-control']) {
        expect(res.headers[name]).toBeUndefined();
      }
    }
  });

  it('rate-limits the API per client when enabled', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await request(limited.app, { method: 'GET', url: '/api/subscriptions/packages' }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const blocked = await request(limited.app, {
      method: 'GET',
      url: '/api/subscriptions/packages',
    });
    expect(blocked.json()).toEqual({ message: 'Too Many Attempts.' });
    expect(blocked.headers['retry-after']).toBeDefined();

    const logins: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await request(limited.app, {
        method: 'POST',
        url: '/api/login',
        payload: { email: 'x@example.test', password: 'wrong' },
      });
      logins.push(res.statusCode);
    }
    expect(logins).toEqual([422, 422, 429]);

    // Static files and the SPA are never limited.
    const spa = await request(limited.app, { method: 'GET', url: '/remotes.json' });
    expect(spa.statusCode).toBe(200);

    // Nor is the branding every page load reads (answered from memory): still 200 past the API's limit.
    for (let i = 0; i < 5; i += 1) {
      const settings = await request(limited.app, { method: 'GET', url: '/api/public-settings' });
      expect(settings.statusCode).toBe(200);
    }
    const stillRefused = await request(limited.app, {
      method: 'GET',
      url: '/api/subscriptions/packages',
    });
    expect(stillRefused.statusCode).toBe(429);
  });
});
