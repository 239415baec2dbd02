import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ImageMimeType } from '@voice/contracts';
import type { AppConfig } from '../../../config';

/**
 * Uploaded images are served at /uploads/<32 hex>.<ext> whichever storage holds them: this instance's disk
 * (<DATA_DIR>/uploads, local-storage.ts, the default) or an S3-compatible bucket every instance shares
 * (s3-storage.ts, UPLOADS_S3_BUCKET). Names are random (never the client's), so a name can be neither guessed nor
 * used to escape the folder or the bucket's prefix.
 */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** Uploaded files never change (random names): cached for a year. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The only names the uploads route serves: what saveImage chooses. */
export const UPLOAD_NAME_PATTERN = /^[a-f0-9]{32}\.(png|jpg|gif)$/;

/**
 * The files of a published remote build (platform/remote-releases), stored beside the images and never overwritten
 * either: releases/<app>/<version>/<path>, each path segment starting with a letter, digit, '_' or '-' (no '..', no
 * dotfiles), only the file types a remote's build holds.
 */
export const RELEASE_FILE_PATTERN =
  /^releases\/[a-z][a-z0-9-]{0,63}\/[0-9][0-9A-Za-z.+-]{0,127}\/(?:[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}\/){0,8}[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}\.(?:js|mjs|css|json|txt|svg|png|jpg|gif|woff2?)(?:\.(?:br|gz))?$/;

const EXTENSION_OF: Record<ImageMimeType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
};

export const CONTENT_TYPE_OF: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  woff: 'font/woff',
  woff2: 'font/woff2',
};

/** An upload as stored: its bytes (a stream when the storage streams), type and size. */
export interface StoredUpload {
  body: Readable | Buffer;
  contentType: string;
  size: number;
  etag?: string;
}

/** Where uploads live; one instance per app (`app.uploads`, chosen from the configuration by plugin.ts). */
export interface UploadStorage {
  /** Stores a new upload; never replaces one (an error instead). Only UPLOAD_NAME_PATTERN names. */
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The upload, or null when there is none by that name (or the name is not an upload's). */
  get(name: string): Promise<StoredUpload | null>;
  /** Removes the upload; nothing happens when there is none. */
  delete(name: string): Promise<void>;
  /** Releases connections when the app closes. */
  close?(): Promise<void>;
}

/** The names the storages accept: uploaded images and the files of published remote builds. */
export function isUploadName(name: string): boolean {
  return UPLOAD_NAME_PATTERN.test(name) || RELEASE_FILE_PATTERN.test(name);
}

/** The type an upload is served with: its extension's (a .br / .gz copy: its original's). */
export function contentTypeOf(name: string): string {
  if (!isUploadName(name)) return 'application/octet-stream';
  const extension = /\.([a-z0-9]+)$/.exec(name.replace(/\.(br|gz)$/, ''))?.[1] ?? '';
  return CONTENT_TYPE_OF[extension] ?? 'application/octet-stream';
}

/** The local storage's folder: <DATA_DIR>/uploads. */
export function uploadsDir(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'uploads');
}

/** The upload behind a /uploads/<name> URL path, or null for anything else (another site's URL, a bad name). */
export function uploadNameOf(url: string): string | null {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const name = url.slice(UPLOADS_URL_PREFIX.length);
  return isUploadName(name) ? name : null;
}

/** Stores image bytes whose real type is already known (sniffed); returns the public URL path. */
export async function saveImage(
  storage: UploadStorage,
  bytes: Uint8Array,
  type: ImageMimeType,
): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${EXTENSION_OF[type]}`;
  await storage.put(name, bytes, type);
  return `${UPLOADS_URL_PREFIX}${name}`;
}

/** Removes an upload stored by saveImage (e.g. when the request that stored it failed); ignores other URLs. */
export async function deleteUpload(storage: UploadStorage, url: string | null): Promise<void> {
  const name = url ? uploadNameOf(url) : null;
  if (name) await storage.delete(name);
}
