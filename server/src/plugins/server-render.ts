import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  languageCookieOf,
  pageLanguage,
  type Language,
  type PublicSettings,
  type RemoteModule,
} from '@voice/contracts';
import { REMOTES, type RemoteConfig } from '../config';
import { PUBLIC_CONTENT_CHANGED } from './public-content';
import { injectHints, type IndexEncoding, type PreloadHint } from './preload-hints';
import { escapeHtml } from '../lib/html-page';

/**
 * Server rendering of the public pages: the page's HTML, per tenant (the Host header), with the tenant's
 * settings inlined for the browser to hydrate with (shell/src/bootstrap.tsx). The shell's server bundle
 * (shell/dist-ssr/server.js: renderPage, the ownership table) and the owning remote's (<app>/dist-ssr/routes.js) are
 * composed here at run time, as the browser composes the remotes. Without the bundles (not built, e.g. server tests),
 * or when anything fails, the plain index.html is served as before.
 */
export const SERVER_RENDERED_PAGES: readonly string[] = ['/', '/login', '/register', '/pricing'];

/** How long a rendered page is reused at most; PUBLIC_CONTENT_CHANGED drops every page at once. */
export const RENDERED_PAGE_TTL_MS = 60_000;

/** Hosts × pages × encodings kept at most (all dropped when full: they are rendered again on demand). */
const MAX_CACHED_PAGES = 1000;

/**
 * Server state a page shows, read with the visitor's request and rendered into the page (so that it does not shift
 * when it arrives): the TanStack Query key the page's screen reads it under (@voice/api-client/queries) and its API.
 */
const PAGE_QUERIES: Readonly<Record<string, readonly { key: readonly string[]; url: string }[]>> = {
  '/pricing': [{ key: ['subscriptions', 'packages'], url: '/api/subscriptions/packages' }],
};

interface PageQuery {
  key: readonly string[];
  data: unknown;
}

interface RenderedPage {
  html: string;
  styles: string;
  title: string;
  data: string;
  /** The page's language (the html element's lang). */
  language?: Language;
}

interface ShellServerBundle {
  renderPage(input: {
    url: string;
    settings: PublicSettings;
    remote?: { name: string; module: RemoteModule };
    queries?: PageQuery[];
    language?: Language;
  }): Promise<RenderedPage>;
  ownerOf(pathname: string): { remote: string; guard?: string } | undefined;
}

interface Renderer {
  pages: Map<string, { expires: number; body: Buffer }>;
  bundles: Map<string, { mtimeMs: number; exports: unknown }>;
}

const renderers = new WeakMap<FastifyInstance, Renderer>();

/** Sets up the rendered-page cache of `app`, dropped whenever public content changes. */
export function serverRenderPlugin(app: FastifyInstance): void {
  const renderer: Renderer = { pages: new Map(), bundles: new Map() };
  renderers.set(app, renderer);
  const unsubscribe = app.bus.subscribe(PUBLIC_CONTENT_CHANGED, () => renderer.pages.clear());
  app.addHook('onClose', async () => unsubscribe());
}

/** A Node bundle of a build (required again when rebuilt), or null when it is not there. */
function requireBundle(renderer: Renderer, file: string): unknown {
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const cached = renderer.bundles.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.exports;
  const load = createRequire(file);
  Reflect.deleteProperty(load.cache, file);
  const exports = load(file) as unknown;
  renderer.bundles.set(file, { mtimeMs, exports });
  return exports;
}

/**
 * The tenant's public settings, exactly as the browser would get them (tenant, caches, rate limit: the request is
 * the visitor's, from the visitor's address, which no longer makes it); null for a site that cannot be shown.
 */
async function publicSettingsOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<PublicSettings | null> {
  const reply = await app.inject({
    method: 'GET',
    url: '/api/public-settings',
    headers: { host: request.host },
    remoteAddress: request.ip,
  });
  if (reply.statusCode !== 200) return null;
  const body = reply.json<{ data?: PublicSettings }>();
  return body.data ?? null;
}

/** The page's server state (PAGE_QUERIES), as its screen's query would hold it; a failed read is left out. */
async function pageQueries(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
): Promise<PageQuery[]> {
  const queries: PageQuery[] = [];
  for (const { key, url } of PAGE_QUERIES[pathname] ?? []) {
    const reply = await app.inject({
      method: 'GET',
      url,
      headers: { host: request.host },
      remoteAddress: request.ip,
    });
    const data = reply.statusCode === 200 ? reply.json<{ data?: unknown }>().data : undefined;
    // The screen's query keeps a list (an empty one for anything else).
    if (Array.isArray(data)) queries.push({ key, data });
  }
  return queries;
}

/** The remote's route module from its server bundle, when the remote is served from this server's /build. */
function remoteModule(
  app: FastifyInstance,
  renderer: Renderer,
  name: string,
  remotes: readonly RemoteConfig[],
): { name: string; module: RemoteModule } | null {
  const folder = REMOTES.find((remote) => remote.name === name)?.app;
  const entry = remotes.find((remote) => remote.name === name)?.entry;
  // A remote served from elsewhere (REMOTE_URL_<APP>), or a released version chosen for this request
  // (platform/remote-releases), may be another build than the local one: not rendered here.
  if (!folder || entry !== `/build/${folder}/mf-manifest.json`) return null;
  const exports = requireBundle(
    renderer,
    path.join(app.config.staticRoot, folder, 'dist-ssr', 'routes.js'),
  ) as { default?: RemoteModule } | null;
  return exports?.default ? { name, module: exports.default } : null;
}

const PUBLIC_SETTINGS_PRELOAD = /<link\b[^>]*\bhref="?\/api\/public-settings"?[^>]*>/i;

/** index.html with the rendered page: title, styles and data in the head, the markup in #root. */
export function composePage(index: string, page: RenderedPage): string | null {
  // The built index.html is minified: attribute quotes may be left out.
  const root = /<div id="?root"?><\/div>/;
  if (!root.test(index) || !/<\/head>/i.test(index)) return null;
  const head = `${page.styles}<script type="application/json" id="page-data">${page.data}</script>`;
  return (
    index
      // The page carries the tenant's settings (page-data): the index's preload of /api/public-settings, for the pages
      // the browser renders itself, would fetch them again for nothing (and warn of a preload not used).
      .replace(PUBLIC_SETTINGS_PRELOAD, '')
      .replace(/<html\b[^>]*>/i, (tag) =>
        page.language
          ? tag
              .replace(/\slang="?[\w-]*"?/i, '')
              .replace(/^<html/i, `<html lang="${page.language}"`)
          : tag,
      )
      .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(page.title)}</title>`)
      .replace(/<\/head>/i, () => `${head}</head>`)
      .replace(root, () => `<div id="root">${page.html}</div>`)
  );
}

/**
 * The server-rendered copy of a public page for this request's host, with the preload hints, encoded; cached per
 * host, path, encoding and the tenant's current public settings. Null when the page is not server-rendered (another path, a query string, no bundles, a
 * site that cannot be shown, a failure): the caller serves the plain index.html.
 */
export async function serverRenderedPage(
  app: FastifyInstance,
  request: FastifyRequest,
  index: string,
  hints: readonly PreloadHint[],
  encoding: IndexEncoding,
  remotes: readonly RemoteConfig[] = app.config.remotes,
): Promise<Buffer | null> {
  const renderer = renderers.get(app);
  const [pathname, query] = request.url.split('?');
  if (!renderer || query !== undefined || !pathname || !SERVER_RENDERED_PAGES.includes(pathname)) {
    return null;
  }
  try {
    // Asked on every request (the API's own answer, with its caches): a site suspended or re-branded by any means
    // is never served from an older rendering, and the rendering is keyed by what it was made with.
    const settings = await publicSettingsOf(app, request);
    // A held-back reseller site (its terms and privacy pages not published) shows "being set up" in the browser.
    if (!settings || settings.site_held_back) return null;
    const shell = requireBundle(
      renderer,
      path.join(app.config.staticRoot, 'shell', 'dist-ssr', 'server.js'),
    ) as ShellServerBundle | null;
    if (!shell) return null;
    const owner = shell.ownerOf(pathname);
    // Before the cache: the page is not rendered for a request given another version of its remote.
    const remote = owner ? remoteModule(app, renderer, owner.remote, remotes) : null;
    if (!remote) return null;
    // The visitor's chosen language (its cookie), else the site's.
    const language = pageLanguage(
      languageCookieOf(request.headers.cookie),
      settings.default_language,
    );
    const key = `${request.hostname}\n${pathname}\n${encoding}\n${language}\n${JSON.stringify(settings)}`;
    const cached = renderer.pages.get(key);
    if (cached && cached.expires > Date.now()) return cached.body;
    const queries = await pageQueries(app, request, pathname);
    const page = await shell.renderPage({ url: pathname, settings, remote, queries, language });
    const html = composePage(index, { ...page, language });
    if (!html) return null;
    const raw = Buffer.from(injectHints(html, hints));
    // Brotli at quality 5 for a page made on demand: ≈ 3 ms for 60 KB where the default (11) holds the event loop
    // ≈ 70 ms, for a few percent of size.
    const body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? gzipSync(raw)
          : raw;
    if (renderer.pages.size >= MAX_CACHED_PAGES) renderer.pages.clear();
    renderer.pages.set(key, { expires: Date.now() + RENDERED_PAGE_TTL_MS, body });
    return body;
  } catch (error) {
    request.log.error({ err: error }, 'server rendering failed; serving the plain page');
    return null;
  }
}
