import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { remotesFromEnv } from '../src/config';
import { injectHints, publicPageRemote } from '../src/plugins/preload-hints';
import { insertReseller } from './helpers/fixtures';
import { createTestContext, databases, request, type TestContext } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

const INDEX =
  '<!doctype html><html><head><title>Shell</title><script defer src=/build/shell/main.abc123.js></script></head><body><div id=root></div></body></html>';

/** A built remote's manifest as @module-federation/enhanced writes it (the fields the hints read). */
const manifest = (name: string, exposeChunk: string) =>
  JSON.stringify({
    id: name,
    name,
    metaData: {
      name,
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      publicPath: 'auto',
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: `${name}:routes`,
        name: 'routes',
        path: './routes',
        assets: {
          js: { sync: [exposeChunk], async: ['src_features_x.1.js'] },
          css: { sync: [], async: [] },
        },
      },
    ],
  });

function makeStaticRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-hints-'));
  const write = (file: string, content: string) => {
    const full = path.join(root, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, content);
  };
  write('shell/dist/index.html', INDEX);
  write(
    'mfe-public/dist/mf-manifest.json',
    manifest('mfe_public', '__federation_expose_routes.aa11.js'),
  );
  write(
    'mfe-billing/dist/mf-manifest.json',
    manifest('mfe_billing', '__federation_expose_routes.bb22.js'),
  );
  write(
    'mfe-admin/dist/mf-manifest.json',
    manifest('mfe_admin', '__federation_expose_routes.cc33.js'),
  );
  return root;
}

const PUBLIC_HINTS =
  '<link rel="preload" href="/build/mfe-public/mf-manifest.json" as="fetch" crossorigin="anonymous">' +
  '<link rel="preload" href="/build/mfe-public/remoteEntry.js" as="script" fetchpriority="low">' +
  '<link rel="preload" href="/build/mfe-public/__federation_expose_routes.aa11.js" as="script" fetchpriority="low">';

describe('publicPageRemote and injectHints', () => {
  it('maps public pages to their remote by whole segments, and nothing else', () => {
    expect(publicPageRemote('/')).toBe('mfe_public');
    expect(publicPageRemote('/login')).toBe('mfe_public');
    expect(publicPageRemote('/login/')).toBe('mfe_public');
    expect(publicPageRemote('/register')).toBe('mfe_public');
    expect(publicPageRemote('/password-reset/abc')).toBe('mfe_public');
    expect(publicPageRemote('/pricing')).toBe('mfe_billing');
    for (const page of [
      '/loginx',
      '/dashboard',
      '/admin',
      '/admin/users',
      '/subscription',
      '/nope/x',
    ]) {
      expect({ page, remote: publicPageRemote(page) }).toEqual({ page, remote: undefined });
    }
  });

  it('inserts the links before </head> and leaves a page without a head alone', () => {
    const html = injectHints('<html><head><title>t</title></head><body></body></html>', [
      { href: '/a"b.json', as: 'fetch' },
      { href: '/c.js', as: 'script' },
    ]);
    expect(html).toBe(
      '<html><head><title>t</title><link rel="preload" href="/a&quot;b.json" as="fetch" crossorigin="anonymous">' +
        '<link rel="preload" href="/c.js" as="script" fetchpriority="low"></head><body></body></html>',
    );
    expect(injectHints('<p>no head</p>', [{ href: '/c.js', as: 'script' }])).toBe('<p>no head</p>');
    expect(injectHints(INDEX, [])).toBe(INDEX);
  });
});

describe.each(databases)('preload hints in the shell page on %s', (dialect) => {
  let cdn: TestContext;
  let root: string;

  beforeAll(async () => {
    root = makeStaticRoot();
  });
  const ctx = useTestContext(() => createTestContext(dialect, { config: { staticRoot: root } }));
  beforeAll(async () => {
    await insertReseller(ctx.db, { subdomain: 'acme' });
    cdn = await createTestContext(dialect, {
      config: {
        staticRoot: root,
        remotes: remotesFromEnv({
          REMOTE_URL_MFE_PUBLIC: 'https://cdn.example.com/public/v7/mf-manifest.json',
        }),
      },
    });
  });
  afterAll(async () => {
    await cdn.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (
    url: string,
    options: { host?: string; encoding?: string; app?: TestContext } = {},
  ) =>
    request((options.app ?? ctx).app, {
      method: 'GET',
      url,
      ...(options.host ? { host: options.host } : {}),
      headers: options.encoding ? { 'accept-encoding': options.encoding } : {},
    });

  it('hints the public remote (manifest, remoteEntry, route module) in the head of "/", /login and /register', async () => {
    for (const url of ['/', '/login', '/register?next=%2Fpricing']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX.replace('</head>', `${PUBLIC_HINTS}</head>`));
    }
  });

  it("hints mfe-billing's files for /pricing", async () => {
    const res = await get('/pricing');
    expect(res.body).toContain(
      '<link rel="preload" href="/build/mfe-billing/remoteEntry.js" as="script" fetchpriority="low">',
    );
    expect(res.body).toContain('/build/mfe-billing/__federation_expose_routes.bb22.js');
    expect(res.body).not.toContain('mfe-public');
  });

  it('gives signed-in areas and unknown paths the page as built: no hint ever names mfe-admin', async () => {
    // A path the app has no screen for gets the same page with 404 (the app shows its not-found page).
    for (const [url, status] of [
      ['/dashboard', 200],
      ['/admin/users', 200],
      ['/super-admin', 200],
      ['/no/such/page', 404],
      ['/%E2%9C%93', 404],
    ] as const) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status });
      expect(res.body).toBe(INDEX);
      expect(res.body).not.toContain('rel="preload"');
    }
  });

  it("gives a reseller's host the same hints", async () => {
    const main = await get('/', { host: 'localhost:3000' });
    const reseller = await get('/', { host: 'acme.localhost:3000' });
    expect(reseller.statusCode).toBe(200);
    expect(reseller.body).toBe(main.body);
    expect(reseller.body).toContain(PUBLIC_HINTS);
  });

  it('sends the hinted page compressed, and keeps the CSP free of inline scripts', async () => {
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await get('/', { encoding });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(res.rawPayload).toString('utf8')).toBe(
        INDEX.replace('</head>', `${PUBLIC_HINTS}</head>`),
      );
    }
    const csp = (await get('/')).headers['content-security-policy'] as string;
    const scriptSrc = /script-src [^;]*/.exec(csp)?.[0];
    expect(scriptSrc).toBe("script-src 'self'");
  });

  it('follows a rebuilt remote: a new manifest gives new chunk names', async () => {
    const file = path.join(root, 'mfe-public', 'dist', 'mf-manifest.json');
    fs.writeFileSync(file, manifest('mfe_public', '__federation_expose_routes.dd44.js'));
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    try {
      const res = await get('/');
      expect(res.body).toContain('/build/mfe-public/__federation_expose_routes.dd44.js');
      expect(res.body).not.toContain('aa11');
    } finally {
      fs.writeFileSync(file, manifest('mfe_public', '__federation_expose_routes.aa11.js'));
      const again = new Date(Date.now() + 10000);
      fs.utimesSync(file, again, again);
    }
  });

  it('hints only the manifest of a remote served from elsewhere (REMOTE_URL_<APP>)', async () => {
    const res = await get('/', { app: cdn });
    expect(res.body).toContain(
      '<link rel="preload" href="https://cdn.example.com/public/v7/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    );
    expect(res.body).not.toContain('remoteEntry.js');
  });

  it('hints only the manifest when a remote is not built or its manifest is unreadable', async () => {
    const file = path.join(root, 'mfe-billing', 'dist', 'mf-manifest.json');
    fs.writeFileSync(file, '{not json');
    const later = new Date(Date.now() + 20000);
    fs.utimesSync(file, later, later);
    const res = await get('/pricing');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      INDEX.replace(
        '</head>',
        '<link rel="preload" href="/build/mfe-billing/mf-manifest.json" as="fetch" crossorigin="anonymous"></head>',
      ),
    );
  });
});
