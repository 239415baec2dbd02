import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATIC_APPS, type RemoteConfig } from '../config';
import { encodedIndex, publicPageRemote, remoteHints, type IndexEncoding } from './preload-hints';
import { serverRenderedPage } from './server-render';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Where each remote loads from for this request (/remotes.json): the registry's live or canary version
     * (platform/remote-releases, given by app.ts), else config.remotes. May set the session's canary cookie.
     */
    remotesFor: (request: FastifyRequest, reply: FastifyReply) => Promise<readonly RemoteConfig[]>;
  }
}

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NOT_BUILT_MESSAGE =
  'The app is not built yet. Run `npm start` from the repository root: it builds every app and then starts this server.';

/** Files whose names do not change between builds must be revalidated; hashed files never change. */
const UNHASHED_FILES = new Set(['mf-manifest.json', 'remoteEntry.js', 'index.html']);

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  return UNHASHED_FILES.has(name) ? NO_CACHE : IMMUTABLE;
}

/**
 * Build files that are never served (404): dotfiles anywhere in the path (`.build-stamp`) and, unless
 * SERVE_SOURCE_MAPS allows them for local debugging, source maps (they give away the whole source).
 */
export function isServedBuildFile(pathname: string, serveSourceMaps: boolean): boolean {
  if (pathname.split(/[\\/]/).some((segment) => segment.startsWith('.'))) return false;
  return serveSourceMaps || !/\.map$/i.test(pathname);
}

/**
 * Static hosting on the API's port:
 * - /build/<app>/* from <STATIC_ROOT>/<app>/dist, pre-compressed .br/.gz when the client accepts them
 *   (access 'public' by prefix in plugins/access.ts: @fastify/static takes no route config);
 * - /remotes.json: where each remote's mf-manifest.json lives (REMOTE_URL_<APP> overrides);
 * - any other GET outside /api and /build: the shell's index.html (SPA routes), see notFoundPlugin.
 */
export const ROBOTS_TXT = [
  'User-agent: *',
  'Disallow: /api/',
  'Disallow: /admin',
  'Disallow: /super-admin',
  'Disallow: /sandbox/',
  'Disallow: /password-reset',
  'Disallow: /loginas',
  '',
].join('\n');

export async function staticPlugin(app: FastifyInstance): Promise<void> {
  if (!app.hasDecorator('remotesFor')) app.decorate('remotesFor', async () => app.config.remotes);
  for (const name of STATIC_APPS) {
    await app.register(fastifyStatic, {
      root: path.join(app.config.staticRoot, name, 'dist'),
      prefix: `/build/${name}/`,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      index: false,
      redirect: false,
      list: false,
      dotfiles: 'ignore',
      allowedPath: (pathname) => isServedBuildFile(pathname, app.config.serveSourceMaps),
      // The apps may be built after the server starts: a missing folder is not an error.
      suppressWarning: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
        // Builds are public: another origin's shell may load a remote from here (REMOTE_URL_<APP>).
        reply.header('access-control-allow-origin', '*');
        reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
  }

  // Crawlers index the public site only (the SPA fallback would otherwise answer robots.txt with HTML).
  app.get('/robots.txt', { config: { access: 'public' } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(ROBOTS_TXT),
  );

  app.get('/remotes.json', { config: { access: 'public' } }, async (request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return { remotes: await app.remotesFor(request, reply) };
  });
}

function accepts(request: FastifyRequest, encoding: 'br' | 'gzip'): boolean {
  const header = request.headers['accept-encoding'];
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value
    .split(',')
    .map((part) => part.trim().split(';'))
    .some(([name, q]) => name === encoding && q?.trim() !== 'q=0');
}

async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch {
    return null;
  }
}

/**
 * Sends the shell's index.html (no-cache), compressed when the client accepts it; 503 if not built. The public pages
 * of plugins/server-render.ts come rendered for the request's tenant. A public page's
 * copy carries preload hints for the remote that draws it (plugins/preload-hints.ts), so the browser fetches the
 * remote's manifest, remoteEntry.js and route chunks while the shell's own script is still downloading.
 */
export async function sendShellIndex(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const file = path.join(app.config.staticRoot, 'shell', 'dist', 'index.html');
  reply.header('cache-control', NO_CACHE).header('vary', 'accept-encoding');
  const stat = await fs.stat(file).catch(() => null);
  const html = stat ? await readIfExists(file) : null;
  if (!stat || !html) {
    return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
  }
  const remote = publicPageRemote(request.url.split('?')[0] ?? '/');
  const remotes = await app.remotesFor(request, reply);
  const hints = remote ? await remoteHints(remote, remotes, app.config.staticRoot) : [];
  const encoding: IndexEncoding = accepts(request, 'br')
    ? 'br'
    : accepts(request, 'gzip')
      ? 'gzip'
      : 'identity';
  const index = html.toString('utf8');
  const body =
    (await serverRenderedPage(app, request, index, hints, encoding, remotes)) ??
    encodedIndex(index, `${file}:${stat.mtimeMs}:${stat.size}`, hints, encoding);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type('text/html; charset=utf-8').send(body);
}
