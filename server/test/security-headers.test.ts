import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { JSON_ANSWER_HEADERS, securityPlugin } from '../src/plugins/security';
import { testConfig } from './helpers/test-app';

/** An app with only the security headers (plugins/security.ts) and three routes. */
async function appAt(appUrl: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorate('config', { ...testConfig(), appUrl, appDomain: new URL(appUrl).hostname });
  await securityPlugin(app);
  app.get('/json', async () => ({ ok: true }));
  app.get('/page', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send('<p>hi</p>'),
  );
  app.get('/sandboxed', async (_request, reply) =>
    reply.header('content-security-policy', "default-src 'none'; sandbox").send({ ok: true }),
  );
  await app.ready();
  return app;
}

describe('security headers', () => {
  let http: FastifyInstance;
  let https: FastifyInstance;
  beforeAll(async () => {
    http = await appAt('http://localhost:3000');
    https = await appAt('https://voice.example');
  });
  afterAll(async () => {
    await http.close();
    await https.close();
  });

  it("gives a JSON answer OWASP's REST set and nothing else of helmet's", async () => {
    const res = await http.inject({ method: 'GET', url: '/json' });
    for (const [name, value] of JSON_ANSWER_HEADERS) expect(res.headers[name]).toBe(value);
    for (const name of ['referrer-policy', 'cross-origin-opener-policy', 'x-xss-protection']) {
      expect(res.headers[name]).toBeUndefined();
    }
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it("gives a page helmet's headers with the app's CSP", async () => {
    const res = await http.inject({ method: 'GET', url: '/page' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("lets a page show images from every tenant's host (a reseller's logo in the outbox preview)", async () => {
    const res = await http.inject({ method: 'GET', url: '/page' });
    const imgSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('img-src'));
    expect(imgSrc?.trim().split(/\s+/)).toEqual(
      expect.arrayContaining(["'self'", 'http://localhost:3000', 'http://*.localhost:3000']),
    );
    const secure = await https.inject({ method: 'GET', url: '/page' });
    expect(String(secure.headers['content-security-policy'])).toContain('https://*.voice.example');
  });

  it('keeps a header its route set itself', async () => {
    const res = await http.inject({ method: 'GET', url: '/sandboxed' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('adds HSTS to both kinds of answer when the platform is served over HTTPS', async () => {
    for (const url of ['/json', '/page']) {
      const res = await https.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    }
  });
});
