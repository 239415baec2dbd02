// The sizes of a served build file (/build/<app>/<file> is <app>/dist/<file>), for scripts/benchmarks.mjs and
// scripts/first-load.mjs.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { ROOT } from './lib.mjs';

/** The built file a /build/ URL serves, or null for another URL. */
function builtFile(url) {
  const m = new URL(url).pathname.match(/^\/build\/([^/]+)\/(.+)$/);
  return m ? join(ROOT, m[1], 'dist', m[2]) : null;
}

/** gzip size of a served build file, from the pre-compressed copy the server sends. */
export function gzipSizeOf(url) {
  const file = builtFile(url);
  return file && existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : 0;
}

/** brotli size (quality 11, what a CDN or proxy would send) of a built file, computed here: the server sends gzip. */
export function brotliSizeOf(url) {
  const file = builtFile(url);
  if (!file || !existsSync(file)) return 0;
  return brotliCompressSync(readFileSync(file), {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
}
