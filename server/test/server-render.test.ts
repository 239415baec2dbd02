import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { publishPublicContentChanged } from '../src/plugins/public-content';
import { composePage } from '../src/plugins/server-render';
import { insertReseller } from './helpers/fixtures';
import { createTestContext, databases, request, type TestContext } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

const INDEX =
  '<!doctype html><html lang="en"><head><title>AI Phone System</title></head><body><div id="root"></div></body></html>';

/**
 * Stand-ins for the server bundles the builds write (shell/dist-ssr/server.js, <remote>/dist-ssr/routes.js), with
 * the same exports: this test is about how the server composes, caches and falls back, not about React.
 */
const SHELL_BUNDLE = `
let renders = 0;
exports.ownerOf = (pathname) =>
  ({ '/': 'mfe_public', '/login': 'mfe_public', '/pricing': 'mfe_billing', '/register': 'mfe_account' })[pathname]
    ? { remote: { '/': 'mfe_public', '/login': 'mfe_public', '/pricing': 'mfe_billing', '/register': 'mfe_account' }[pathname] }
    : undefined;
exports.renderPage = async ({ url, settings, remote, queries = [], language }) => {
  renders += 1;
  return {
    html: '<h1>' + settings.site_title + ' ' + url + ' by ' + remote.name + ' #' + renders + ' in ' + language + '</h1>' +
      queries.map((query) => '<pre>' + JSON.stringify(query) + '</pre>').join(''),
    styles: '<style data-styled="true">h1{color:red}</style>',
    title: 'Home - ' + settings.site_title,
    data: JSON.stringify({ settings }).replace(/</g, '\\\\u003c'),
  };
};
`;
const REMOTE_BUNDLE = `exports.default = { contractVersion: 1, buildVersion: 'test', routes: [] };`;

function makeStaticRoot(withBundles: boolean): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-ssr-'));
  const write = (file: string, content: string) => {
    const full = path.join(root, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, content);
  };
  write('shell/dist/index.html', INDEX);
  if (withBundles) {
    write('shell/dist-ssr/server.js', SHELL_BUNDLE);
    write('mfe-public/dist-ssr/routes.js', REMOTE_BUNDLE);
    write('mfe-billing/dist-ssr/routes.js', REMOTE_BUNDLE);
  }
  return root;
}

describe('composePage', () => {
  it("drops the index's preload of the public settings: the page carries them", () => {
    for (const link of [
      '<link rel=preload href=/api/public-settings as=fetch crossorigin=anonymous>',
      '<link rel="preload" href="/api/public-settings" as="fetch" crossorigin="anonymous" />',
    ]) {
      const index = INDEX.replace(
        '</title>',
        `</title>${link}<link rel=preload href=/remotes.json as=fetch>`,
      );
      const html = composePage(index, { html: '', styles: '', title: 'T', data: '{}' }) ?? '';
      expect(html).not.toContain('/api/public-settings');
      expect(html).toContain('<link rel=preload href=/remotes.json as=fetch>');
    }
  });

  it('puts the title, styles and data in the head and the markup in #root', () => {
    const html = composePage(INDEX, {
      html: '<p>hi</p>',
      styles: '<style>p{}</style>',
      title: 'Home - A & B',
      data: '{"settings":{}}',
    });
    expect(html).toBe(
      '<!doctype html><html lang="en"><head><title>Home - A &amp; B</title><style>p{}</style>' +
        '<script type="application/json" id="page-data">{"settings":{}}</script></head>' +
        '<body><div id="root"><p>hi</p></div></body></html>',
    );
    // As the build writes it (minified: no quotes); a replacement pattern in the data is not one.
    expect(
      composePage('<head></head><div id=root></div>', {
        html: '$&',
        styles: '',
        title: '$1',
        data: '{}',
      }),
    ).toBe(
      '<head><script type="application/json" id="page-data">{}</script></head><div id="root">$&</div>',
    );
    expect(composePage('<p>no root</p>', { html: '', styles: '', title: '', data: '' })).toBeNull();
  });
});

describe.each(databases)('server-rendered public pages on %s', (dialect) => {
  let plain: TestContext;
  const roots: string[] = [];

  beforeAll(async () => {
    roots.push(makeStaticRoot(true), makeStaticRoot(false));
  });
  const ctx = useTestContext(() =>
    createTestContext(dialect, { config: { staticRoot: roots[0] } }),
  );
  beforeAll(async () => {
    await insertReseller(ctx.db, { subdomain: 'acme', app_name: 'Acme Voice' });
    await insertReseller(ctx.db, { subdomain: 'gone', status: 'suspended' });
    plain = await createTestContext(dialect, { config: { staticRoot: roots[1] } });
  });
  afterAll(async () => {
    await plain.close();
    for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, host = 'localhost:3000', app = ctx) =>
    request(app.app, { method: 'GET', url, host });
  /** index.html as built (with its preload hints, if any): nothing rendered, no data. */
  const expectPlain = (body: string) => {
    expect(body).toContain('<div id="root"></div>');
    expect(body).toContain('<title>AI Phone System</title>');
    expect(body).not.toContain('page-data');
  };

  it('renders "/" for the main host and for a reseller, each with its own settings, and caches each', async () => {
    const main = await get('/');
    expect(main.statusCode).toBe(200);
    expect(main.headers['cache-control']).toBe('no-cache');
    expect(main.body).toMatch(
      /<div id="root"><h1>AI Phone System \/ by mfe_public #\d+ in en<\/h1><\/div>/,
    );
    expect(main.body).toContain('<title>Home - AI Phone System</title>');
    expect(main.body).toContain('<script type="application/json" id="page-data">');

    const reseller = await get('/', 'acme.localhost:3000');
    expect(reseller.body).toMatch(/<h1>Acme Voice \/ by mfe_public #\d+ in en<\/h1>/);
    expect(reseller.body).not.toContain('AI Phone System');

    // Served again from the cache: the same rendering (same render number), per host.
    expect((await get('/')).body).toBe(main.body);
    expect((await get('/', 'acme.localhost:3000')).body).toBe(reseller.body);
  });

  it("renders in the visitor's chosen language (its cookie), else in the site's own, each cached apart", async () => {
    await ctx.db
      .updateTable('resellers')
      .set({ default_language: 'es' })
      .where('subdomain', '=', 'acme')
      .execute();
    await publishPublicContentChanged(ctx.app);
    const site = await get('/login', 'acme.localhost:3000');
    expect(site.body).toMatch(/by mfe_public #\d+ in es<\/h1>/);
    expect(site.body).toContain('<html lang="es">');
    const chosen = (cookie: string) =>
      request(ctx.app, {
        method: 'GET',
        url: '/login',
        host: 'acme.localhost:3000',
        headers: { cookie },
      });
    const german = await chosen('theme=dark; lang=de');
    expect(german.body).toMatch(/ in de<\/h1>/);
    expect(german.body).toContain('<html lang="de">');
    // A language the product does not speak is no choice: the site's own.
    expect((await chosen('lang=fr')).body).toMatch(/ in es<\/h1>/);
    // Each from its own cache entry; the main host is still English.
    expect((await get('/login', 'acme.localhost:3000')).body).toBe(site.body);
    expect((await chosen('lang=de')).body).toBe(german.body);
    expect((await get('/login')).body).toMatch(/ in en<\/h1>/);
    await ctx.db
      .updateTable('resellers')
      .set({ default_language: 'en' })
      .where('subdomain', '=', 'acme')
      .execute();
    await publishPublicContentChanged(ctx.app);
  });

  it('renders again after PUBLIC_CONTENT_CHANGED', async () => {
    const before = (await get('/login')).body;
    expect((await get('/login')).body).toBe(before);
    await publishPublicContentChanged(ctx.app);
    const after = (await get('/login')).body;
    expect(after).toContain('<h1>AI Phone System /login by mfe_public #');
    expect(after).not.toBe(before);
  });

  it("renders with the tenant's new settings once they changed", async () => {
    const before = (await get('/', 'acme.localhost:3000')).body;
    await ctx.db
      .updateTable('resellers')
      .set({ app_name: 'Acme Calls' })
      .where('subdomain', '=', 'acme')
      .execute();
    // What every write of the API that changes a tenant's branding publishes (plugins/public-content.ts).
    await publishPublicContentChanged(ctx.app);
    const after = (await get('/', 'acme.localhost:3000')).body;
    expect(after).not.toBe(before);
    expect(after).toContain('<h1>Acme Calls / by mfe_public #');
  });

  it('renders /pricing with the packages the API lists on that host, for the browser to hydrate with', async () => {
    for (const host of ['localhost:3000', 'acme.localhost:3000']) {
      const api = await get('/api/subscriptions/packages', host);
      const packages = api.json<{ data: unknown[] }>().data;
      const html = (await get('/pricing', host)).body;
      expect(html).toContain('by mfe_billing');
      expect(html).toContain(
        `<pre>${JSON.stringify({ key: ['subscriptions', 'packages'], data: packages })}</pre>`,
      );
    }
  });

  it('sends the rendered page compressed', async () => {
    const res = await request(ctx.app, {
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toContain(
      '<h1>AI Phone System / by mfe_public #',
    );
  });

  it('serves the plain page for a site that cannot be shown, other paths, a query string or a remote without a bundle', async () => {
    expectPlain((await get('/', 'gone.localhost:3000')).body);
    expectPlain((await get('/', 'nobody.localhost:3000')).body);
    expectPlain((await get('/dashboard')).body);
    expectPlain((await get('/login?next=%2Fpricing')).body);
    // The stand-in table gives /register to mfe-account, which has no server bundle in this build folder.
    expectPlain((await get('/register')).body);
  });

  it('serves the plain page when the apps have no server bundles (not built)', async () => {
    for (const url of ['/', '/login']) {
      const res = await get(url, 'localhost:3000', plain);
      expect(res.statusCode).toBe(200);
      expectPlain(res.body);
    }
  });
});
