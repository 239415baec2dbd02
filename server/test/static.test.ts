import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { remotesFromEnv } from '../src/config';
import { createTestContext, databases, request, type TestContext } from './helpers/test-app';

const INDEX =
  '<!doctype html><html><head><title>Shell</title></head><body><div id=root></div></body></html>';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A fake STATIC_ROOT with built shell and mfe-public folders. */
function makeStaticRoot(withShell: boolean): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-static-'));
  const write = (file: string, content: string, compress = false) => {
    const full = path.join(root, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, content);
    if (compress) {
      fs.writeFileSync(`${full}.br`, brotliCompressSync(content));
      fs.writeFileSync(`${full}.gz`, gzipSync(content));
    }
  };
  if (withShell) {
    write('shell/dist/index.html', INDEX, true);
    write('shell/dist/main.abc123.js', 'console.log("shell")', true);
  }
  write('mfe-public/dist/mf-manifest.json', '{"name":"mfe_public"}');
  write('mfe-public/dist/remoteEntry.js', 'var mfe_public = {};', true);
  write('mfe-public/dist/chunk.0f1e2d.js', 'export const x = 1;'.repeat(50), true);
  // Never served: build metadata and (unless SERVE_SOURCE_MAPS) source maps.
  write('mfe-public/dist/.build-stamp', 'inputs-hash');
  write('mfe-public/dist/.secret/notes.txt', 'private');
  write('mfe-public/dist/chunk.0f1e2d.js.map', '{"version":3,"sources":["secret.ts"]}', true);
  write('mfe-admin/dist/admin.1a2b3c.js.map', '{"version":3,"sources":["admin.ts"]}');
  return root;
}

describe.each(databases)('static hosting on %s', (dialect) => {
  let ctx: TestContext;
  let bare: TestContext;
  const roots: string[] = [];

  beforeAll(async () => {
    const root = makeStaticRoot(true);
    const empty = makeStaticRoot(false);
    roots.push(root, empty);
    ctx = await createTestContext(dialect, {
      config: {
        staticRoot: root,
        remotes: remotesFromEnv({
          REMOTE_URL_MFE_BILLING: 'https://cdn.example.com/billing/v42/mf-manifest.json',
        }),
      },
    });
    bare = await createTestContext(dialect, { config: { staticRoot: empty } });
  });
  afterAll(async () => {
    await ctx.close();
    await bare.close();
    for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}, app = ctx.app) =>
    request(app, { method: 'GET', url, headers });

  it('serves hashed files as immutable and entry files as no-cache', async () => {
    const chunk = await get('/build/mfe-public/chunk.0f1e2d.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect(chunk.headers['content-type']).toMatch(/javascript/);
    expect(chunk.body).toContain('export const x = 1;');

    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const res = await get(`/build/mfe-public/${file}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const index = await get('/build/shell/index.html');
    expect(index.headers['cache-control']).toBe('no-cache');
    const shellJs = await get('/build/shell/main.abc123.js');
    expect(shellJs.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('serves pre-compressed files when the client accepts them', async () => {
    const br = await get('/build/mfe-public/chunk.0f1e2d.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const gz = await get('/build/mfe-public/remoteEntry.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('no-cache');
    const plain = await get('/build/mfe-public/remoteEntry.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('var mfe_public = {};');
  });

  it('answers 404 JSON for missing build files and unknown apps, and refuses traversal', async () => {
    for (const url of ['/build/mfe-public/missing.js', '/build/unknown/x.js']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not Found' });
    }
    const traversal = await get('/build/mfe-public/..%2f..%2fshell/dist/index.html');
    expect(traversal.statusCode).not.toBe(200);
  });

  it('never serves dotfiles, and serves source maps only when SERVE_SOURCE_MAPS allows them', async () => {
    const hidden = [
      '/build/mfe-public/.build-stamp',
      '/build/mfe-public/%2ebuild-stamp',
      '/build/mfe-public/.secret/notes.txt',
      '/build/mfe-public/chunk.0f1e2d.js.map',
      '/build/mfe-public/chunk.0f1e2d.js.MAP',
      '/build/mfe-admin/admin.1a2b3c.js.map',
    ];
    for (const url of hidden) {
      for (const encoding of ['', 'gzip, br']) {
        const res = await get(url, encoding ? { 'accept-encoding': encoding } : {});
        expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
        expect(res.json()).toEqual({ message: 'Not Found' });
      }
    }
    const debug = await createTestContext(dialect, {
      config: { staticRoot: roots[0] as string, serveSourceMaps: true },
    });
    try {
      const map = await get('/build/mfe-admin/admin.1a2b3c.js.map', {}, debug.app);
      expect(map.statusCode).toBe(200);
      expect(map.body).toContain('admin.ts');
      expect((await get('/build/mfe-public/.build-stamp', {}, debug.app)).statusCode).toBe(404);
    } finally {
      await debug.close();
    }
  });

  it('serves /remotes.json (no-cache) with env overrides', async () => {
    const res = await get('/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      remotes: [
        { name: 'mfe_public', entry: '/build/mfe-public/mf-manifest.json' },
        { name: 'mfe_account', entry: '/build/mfe-account/mf-manifest.json' },
        { name: 'mfe_assistants', entry: '/build/mfe-assistants/mf-manifest.json' },
        { name: 'mfe_billing', entry: 'https://cdn.example.com/billing/v42/mf-manifest.json' },
        { name: 'mfe_admin', entry: '/build/mfe-admin/mf-manifest.json' },
      ],
    });
  });

  it("allows an overridden remote's origin in the Content-Security-Policy", async () => {
    const csp = (await get('/')).headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://cdn.example.com");
    expect(csp).toContain("connect-src 'self' https://cdn.example.com");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toMatch(/media-src 'self' https: http:\/\/[^;]+/);
    const plainCsp = (await get('/', {}, bare.app)).headers['content-security-policy'] as string;
    expect(plainCsp).toContain("script-src 'self';");
    expect(plainCsp).not.toContain('cdn.example.com');
  });

  it('answers client-side routes with the shell index.html (no-cache)', async () => {
    // Signed-in areas get the page as built; public pages get preload hints too (preload-hints.test.ts).
    for (const url of ['/dashboard', '/assistants/12/edit?x=1', '/admin/users']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    }
    const br = await get('/login', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    const head = await request(ctx.app, { method: 'HEAD', url: '/pricing' });
    expect(head.statusCode).toBe(200);
  });

  it('answers pages the app has no screen for with its not-found page and HTTP 404', async () => {
    for (const url of [
      '/no-such-page',
      '/not-found',
      '/admin/nope',
      '/assistants/12',
      '/docs/a/b/c',
    ]) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id=root></div>');
    }
    const head = await request(ctx.app, { method: 'HEAD', url: '/no-such-page' });
    expect(head.statusCode).toBe(404);
    for (const url of ['/', '/docs/billing', '/super-admin/resellers/3', '/call-logs/call_1/']) {
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 200 });
    }
  });

  it('sends visitors of the reseller registration pages on a reseller host to /not-found', async () => {
    for (const url of ['/reseller-registration', '/reseller-registration/success?reference=x']) {
      const there = await request(ctx.app, { method: 'GET', url, host: 'acme.localhost:3000' });
      expect(there.statusCode).toBe(302);
      expect(there.headers.location).toBe('/not-found');
      const main = await request(ctx.app, { method: 'GET', url, host: 'localhost:3000' });
      expect(main.statusCode).toBe(200);
      expect(main.body).toContain('<div id=root></div>');
    }
  });

  it('serves a plain-text robots.txt that keeps crawlers out of the API and admin pages', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /admin');
  });

  it('keeps /api 404s as JSON and non-GET unknown routes as 404', async () => {
    const api = await get('/api/does-not-exist');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not Found' });
    const post = await request(ctx.app, { method: 'POST', url: '/dashboard' });
    expect(post.statusCode).toBe(404);
  });

  it('answers 503 with a hint to run npm start when the shell is not built', async () => {
    const res = await get('/dashboard', {}, bare.app);
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toContain('npm start');
  });
});
