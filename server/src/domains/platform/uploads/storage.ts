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

/** The only names the storages accept and the uploads route serves: what saveImage chooses. */
export const UPLOAD_NAME_PATTERN = /^[a-f0-9]{32}\.(png|jpg|gif)$/;

const EXTENSION_OF: Record<ImageMimeType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
};

export const CONTENT_TYPE_OF: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
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

export function isUploadName(name: string): boolean {
  return UPLOAD_NAME_PATTERN.test(name);
}

/** The type an upload is served with: its extension's (the bytes were sniffed when it was stored). */
export function contentTypeOf(name: string): string {
  return CONTENT_TYPE_OF[UPLOAD_NAME_PATTERN.exec(name)?.[1] ?? ''] ?? 'application/octet-stream';
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
