import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImageMimeType } from '@voice/contracts';
import type { AppConfig } from '../../config';

/**
 * Uploaded images live under <DATA_DIR>/uploads/<32 hex>.<ext> and are served at /uploads/<file>.
 * Names are random (never the client's), so a name can be neither guessed nor used to escape the folder.
 */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** The only names the uploads route serves: what saveImage writes. */
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

export function uploadsDir(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'uploads');
}

/** Stores image bytes whose real type is already known (sniffed); returns the public URL path. */
export async function saveImage(
  config: Pick<AppConfig, 'dataDir'>,
  bytes: Uint8Array,
  type: ImageMimeType,
): Promise<string> {
  const dir = uploadsDir(config);
  await fs.mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${EXTENSION_OF[type]}`;
  // wx: never overwrite (a clash of 128 random bits would be a bug, not a reason to lose a file).
  await fs.writeFile(path.join(dir, name), bytes, { flag: 'wx', mode: 0o644 });
  return `${UPLOADS_URL_PREFIX}${name}`;
}

/** The file behind a /uploads/<name> URL path, or null for anything else. */
export function uploadFilePath(config: Pick<AppConfig, 'dataDir'>, url: string): string | null {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const name = url.slice(UPLOADS_URL_PREFIX.length);
  return UPLOAD_NAME_PATTERN.test(name) ? path.join(uploadsDir(config), name) : null;
}

/** Removes an upload written by saveImage (e.g. when the request that stored it failed). */
export async function deleteUpload(
  config: Pick<AppConfig, 'dataDir'>,
  url: string | null,
): Promise<void> {
  const file = url ? uploadFilePath(config, url) : null;
  if (file) await fs.rm(file, { force: true });
}
