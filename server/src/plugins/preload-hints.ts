import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { RemoteConfig } from '../config';
import { escapeHtml } from '../lib/html-page';

/**
 * The public pages and the remote that draws them (shell/src/remotes/ownership.ts, docs/architecture.md). Only pages
 * anyone may see get hints: a guarded remote (mfe-admin above all) is never fetched before the shell checks the
 * visitor's role. Matched by whole segments, like the shell's table.
 */
const PUBLIC_PAGES: readonly { prefix: string; remote: string }[] = [
  { prefix: '/', remote: 'mfe_public' },
  { prefix: '/login', remote: 'mfe_public' },
  { prefix: '/loginas', remote: 'mfe_public' },
  { prefix: '/register', remote: 'mfe_public' },
  { prefix: '/reseller-registration', remote: 'mfe_public' },
  { prefix: '/forgot-password', remote: 'mfe_public' },
  { prefix: '/password-reset', remote: 'mfe_public' },
  { prefix: '/privacy', remote: 'mfe_public' },
  { prefix: '/terms', remote: 'mfe_public' },
  { prefix: '/docs', remote: 'mfe_public' },
  { prefix: '/pricing', remote: 'mfe_billing' },
];

/** The remote drawing a public page, or undefined (signed-in areas and unknown paths get no hints). */
export function publicPageRemote(pathname: string): string | undefined {
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const match = PUBLIC_PAGES.find(({ prefix }) =>
    prefix === '/' ? page === '/' : page === prefix || page.startsWith(`${prefix}/`),
  );
  return match?.remote;
}

/** One hint: a URL and how the page will fetch it, so that the browser reuses the preloaded response. */
export interface PreloadHint {
  href: string;
  /**
   * 'fetch': the federation runtime reads mf-manifest.json with fetch() (mode cors, same-origin credentials: the
   * link needs crossorigin). 'script': remoteEntry.js and the chunks are plain <script> tags without crossorigin
   * (the runtime and webpack set none), so the link has none either, or the browser would download them twice.
   */
  as: 'fetch' | 'script';
}

interface ManifestShape {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown }; publicPath?: unknown };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

const manifestCache = new Map<string, { mtimeMs: number; manifest: ManifestShape | null }>();

/** A built remote's mf-manifest.json (cached until the file changes), or null when absent or unreadable. */
async function readManifest(file: string): Promise<ManifestShape | null> {
  let mtimeMs: number;
  try {
    mtimeMs = (await fs.stat(file)).mtimeMs;
  } catch {
    manifestCache.delete(file);
    return null;
  }
  const cached = manifestCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.manifest;
  let manifest: ManifestShape | null = null;
  try {
    manifest = JSON.parse(await fs.readFile(file, 'utf8')) as ManifestShape;
  } catch {
    manifest = null;
  }
  manifestCache.set(file, { mtimeMs, manifest });
  return manifest;
}

const isFileName = (value: unknown): value is string =>
  typeof value === 'string' && /^[\w.@-]+$/.test(value) && !value.startsWith('.');

/**
 * What the first render of a page owned by `remote` needs from it: its mf-manifest.json, its remoteEntry.js and the
 * chunks its ./routes module loads synchronously. remoteEntry and chunks are only known for a remote served from
 * this server's /build (its manifest is read from STATIC_ROOT); a remote elsewhere (REMOTE_URL_<APP>) gets the
 * manifest hint only.
 */
export async function remoteHints(
  remote: string,
  remotes: readonly RemoteConfig[],
  staticRoot: string,
): Promise<PreloadHint[]> {
  const entry = remotes.find((r) => r.name === remote)?.entry;
  if (!entry) return [];
  const hints: PreloadHint[] = [{ href: entry, as: 'fetch' }];
  const local = /^\/build\/([\w-]+)\/mf-manifest\.json$/.exec(entry);
  if (!local) return hints;
  const app = local[1] as string;
  const manifest = await readManifest(path.join(staticRoot, app, 'dist', 'mf-manifest.json'));
  const meta = manifest?.metaData;
  // publicPath 'auto': files sit beside the manifest. Another publicPath would need its own rules: no more hints.
  if (!meta || meta.publicPath !== 'auto') return hints;
  const base = `/build/${app}/`;
  const entryName = meta.remoteEntry?.name;
  if (isFileName(entryName) && !meta.remoteEntry?.path) {
    hints.push({ href: `${base}${entryName}`, as: 'script' });
  }
  const routes = manifest.exposes?.find((e) => e.path === './routes');
  const sync = routes?.assets?.js?.sync;
  if (Array.isArray(sync)) {
    for (const chunk of sync)
      if (isFileName(chunk)) hints.push({ href: `${base}${chunk}`, as: 'script' });
  }
  return hints;
}

/**
 * The hints as <link rel=preload> tags, inserted before </head> (the page has no inline script: CSP unchanged).
 * Scripts are hinted at low priority, like the shell's deferred main script, so that they never delay it.
 */
export function injectHints(html: string, hints: readonly PreloadHint[]): string {
  if (hints.length === 0) return html;
  const tags = hints
    .map(({ href, as }) =>
      as === 'fetch'
        ? `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="anonymous">`
        : `<link rel="preload" href="${escapeHtml(href)}" as="script" fetchpriority="low">`,
    )
    .join('');
  const at = html.search(/<\/head>/i);
  return at === -1 ? html : `${html.slice(0, at)}${tags}${html.slice(at)}`;
}

export type IndexEncoding = 'br' | 'gzip' | 'identity';

const bodyCache = new Map<string, Buffer>();

/**
 * The shell's index.html with the hints, encoded; cached per index file version, hint set and encoding (a handful
 * of variants: one per remote that draws public pages), so compression runs once per build.
 */
export function encodedIndex(
  html: string,
  version: string,
  hints: readonly PreloadHint[],
  encoding: IndexEncoding,
): Buffer {
  const key = `${version}\n${hints.map((h) => `${h.as} ${h.href}`).join('\n')}\n${encoding}`;
  const cached = bodyCache.get(key);
  if (cached) return cached;
  const raw = Buffer.from(injectHints(html, hints));
  const body =
    encoding === 'br' ? brotliCompressSync(raw) : encoding === 'gzip' ? gzipSync(raw) : raw;
  // Old builds' variants are dropped rather than kept forever.
  for (const old of bodyCache.keys()) if (!old.startsWith(`${version}\n`)) bodyCache.delete(old);
  bodyCache.set(key, body);
  return body;
}
