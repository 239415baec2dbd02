import type { Kysely } from 'kysely';
import type { RemoteRelease } from '@voice/contracts';
import { REMOTE_RELEASE_MESSAGES as MESSAGES } from '@voice/contracts/schemas';
import type { DB } from '../../../db/schema';
import { HttpError } from '../../../lib/http-error';
import { hashToken } from '../../../lib/tokens';
import { nowIso } from '../../../lib/time';
import { isUniqueViolation } from '../../../lib/unique-violation';
import { contentTypeOf, type UploadStorage } from '../uploads/storage';
import { checkBundle, type ReadBundle } from './bundle';
import { presentRelease } from './presenter';
import {
  findActiveDeployKey,
  findRemoteRelease,
  insertRemoteRelease,
  touchDeployKey,
  type RemoteDeployKeyRow,
} from './repository';

/** Where a published version's files are served: /releases/<app>/<version>/<path>. */
export const RELEASES_URL_PREFIX = '/releases/';

/** The storage name of a published file (RELEASE_FILE_PATTERN). */
export function releaseFileName(app: string, version: string, file: string): string {
  return `releases/${app}/${version}/${file}`;
}

/** The remote's unrevoked deploy key sent by the CI, or a 401 (no key, a revoked one, another remote's). */
export async function deployKeyFor(
  db: Kysely<DB>,
  app: string,
  key: string | undefined,
): Promise<RemoteDeployKeyRow> {
  const row = key ? await findActiveDeployKey(db, hashToken(key.trim())) : undefined;
  if (!row || row.app !== app) throw new HttpError(401, MESSAGES.deployKeyInvalid);
  await touchDeployKey(db, row.id, nowIso());
  return row;
}

/** Stores a file unless it is there already (an earlier publish of the same content that stopped half way). */
async function storeOnce(storage: UploadStorage, name: string, bytes: Buffer): Promise<void> {
  try {
    await storage.put(name, bytes, contentTypeOf(name));
  } catch (error) {
    // Same version, same path: same bytes (the version names the content's hash). Anything else is an error.
    const existing = await storage.get(name);
    if (!existing || existing.size !== bytes.length) throw error;
    if (!Buffer.isBuffer(existing.body)) existing.body.destroy();
  }
}

/**
 * Publishes a checked build as a new version: its files under releases/<app>/<version>/ in the uploads storage,
 * then its row in the registry. A version is published once: the same version again is a 409, and nothing already
 * stored is ever overwritten.
 */
export async function publishRelease(
  db: Kysely<DB>,
  storage: UploadStorage,
  remote: { app: string; name: string },
  key: RemoteDeployKeyRow,
  bundle: ReadBundle,
): Promise<RemoteRelease> {
  const checked = checkBundle(remote.app, remote.name, bundle);
  if (await findRemoteRelease(db, remote.app, checked.version)) {
    throw new HttpError(409, MESSAGES.alreadyPublished);
  }
  for (const file of bundle.files) {
    await storeOnce(storage, releaseFileName(remote.app, checked.version, file.path), file.bytes);
  }
  try {
    const row = await insertRemoteRelease(db, {
      app: remote.app,
      version: checked.version,
      manifest_url: `${RELEASES_URL_PREFIX}${remote.app}/${checked.version}/mf-manifest.json`,
      contract_version: checked.contractVersion,
      size: checked.size,
      file_count: checked.fileCount,
      published_by: `deploy key "${key.name}" (…${key.last4})`,
      published_at: nowIso(),
    });
    return presentRelease(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, MESSAGES.alreadyPublished);
    throw error;
  }
}
