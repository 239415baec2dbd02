import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { REMOTE_VERSION_PATTERN } from '@voice/contracts/schemas';
import { throwFormReadFailure } from '../../../lib/form-routes';
import { codeOf, HttpError, ValidationFailed } from '../../../lib/http-error';
import { RELEASE_FILE_PATTERN } from '../uploads/storage';

/**
 * A built remote as its CI uploads it: multipart form data, the field `version` (the remote's semver) and one file
 * part per file of its dist folder, the part's field name being the file's path in the folder. Checked before
 * anything is stored: sizes, file types (RELEASE_FILE_PATTERN: scripts, styles, JSON, fonts, images and their .br /
 * .gz copies; no source maps, no dotfiles, no '..'), mf-manifest.json present, naming the remote and its entry file,
 * with its contract version.
 */
export const BUNDLE_LIMITS = {
  fileSize: 10 * 1024 * 1024,
  files: 2_000,
  fields: 2,
  fieldSize: 256,
  parts: 2_002,
} as const;
/** The whole build, uncompressed copies and originals together. */
export const BUNDLE_MAX_BYTES = 60 * 1024 * 1024;

export const BUNDLE_MESSAGES = {
  versionInvalid:
    'The version must be a semantic version such as 1.4.2 (from the remote’s package.json).',
  fileTooLarge: `Each file must be ${String(BUNDLE_LIMITS.fileSize / 1024 / 1024)}MB or smaller.`,
  bundleTooLarge: `The build must be ${String(BUNDLE_MAX_BYTES / 1024 / 1024)}MB or smaller in all.`,
  tooManyFiles: `The build may hold at most ${String(BUNDLE_LIMITS.files)} files.`,
  fileType: (path: string) =>
    `${path}: only a remote's built files are accepted (.js, .mjs, .css, .json, .txt, .svg, .png, .jpg, .gif, .woff, .woff2 and their .br / .gz copies).`,
  duplicate: (path: string) => `${path} was sent twice.`,
  noManifest: 'The build has no mf-manifest.json: upload the dist folder of a built remote.',
  manifestInvalid: 'mf-manifest.json is not the manifest of a Module Federation build.',
  manifestName: (expected: string) =>
    `mf-manifest.json names another remote (expected ${expected}).`,
  noContractVersion:
    'mf-manifest.json has no contract version (metaData.contractVersion): rebuild the remote with the current build config.',
  noEntry: (entry: string) => `The build has no ${entry}, the entry its manifest names.`,
} as const;

const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

export interface BundleFile {
  path: string;
  bytes: Buffer;
}

export interface ReadBundle {
  semver: string;
  files: BundleFile[];
}

/** Reads the form; a bad one is a 422 (or 413) that names the problem, and nothing is stored. */
export async function readBundle(request: FastifyRequest): Promise<ReadBundle> {
  if (!request.isMultipart()) {
    throw new ValidationFailed({ files: [BUNDLE_MESSAGES.noManifest] });
  }
  let semver = '';
  const files: BundleFile[] = [];
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'version' && typeof part.value === 'string')
          semver = part.value.trim();
        continue;
      }
      const bytes = await part.toBuffer();
      total += bytes.length;
      if (total > BUNDLE_MAX_BYTES) throw new HttpError(413, BUNDLE_MESSAGES.bundleTooLarge);
      files.push({ path: part.fieldname, bytes });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = codeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ValidationFailed({ files: [BUNDLE_MESSAGES.fileTooLarge] });
    }
    if (code === 'FST_FILES_LIMIT')
      throw new ValidationFailed({ files: [BUNDLE_MESSAGES.tooManyFiles] });
    throwFormReadFailure(request, error);
  }
  if (!SEMVER.test(semver))
    throw new ValidationFailed({ version: [BUNDLE_MESSAGES.versionInvalid] });
  return { semver, files };
}

export interface CheckedBundle {
  version: string;
  contractVersion: number;
  /** Bytes of the files, .br / .gz copies left out. */
  size: number;
  fileCount: number;
}

/** The manifest's contract version and entry file, or the reason it is not a remote's manifest. */
export function readManifest(
  bytes: Buffer,
  federationName: string,
): { contractVersion: number; entry: string } | string {
  let manifest: unknown;
  try {
    manifest = JSON.parse(bytes.toString('utf8'));
  } catch {
    return BUNDLE_MESSAGES.manifestInvalid;
  }
  const { name, metaData } = (manifest ?? {}) as {
    name?: unknown;
    metaData?: { contractVersion?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  };
  if (typeof name !== 'string' || typeof metaData !== 'object' || metaData === null) {
    return BUNDLE_MESSAGES.manifestInvalid;
  }
  if (name !== federationName) return BUNDLE_MESSAGES.manifestName(federationName);
  const contractVersion = metaData.contractVersion;
  if (
    typeof contractVersion !== 'number' ||
    !Number.isInteger(contractVersion) ||
    contractVersion < 1
  ) {
    return BUNDLE_MESSAGES.noContractVersion;
  }
  const entryName = metaData.remoteEntry?.name;
  const entryPath = metaData.remoteEntry?.path;
  if (typeof entryName !== 'string') return BUNDLE_MESSAGES.manifestInvalid;
  const entry = [typeof entryPath === 'string' ? entryPath : '', entryName]
    .filter(Boolean)
    .join('/');
  return { contractVersion, entry };
}

/** `<semver>+<12 hex>`: the SHA-256 of every file's path and bytes, in path order. */
export function versionOf(semver: string, files: readonly BundleFile[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    hash.update(file.path).update('\0').update(createHash('sha256').update(file.bytes).digest());
  }
  return `${semver}+${hash.digest('hex').slice(0, 12)}`;
}

/** Checks a build of remote `app` (federation name `federationName`); throws a 422 naming every problem found. */
export function checkBundle(
  app: string,
  federationName: string,
  bundle: ReadBundle,
): CheckedBundle {
  const errors: string[] = [];
  const seen = new Set<string>();
  for (const file of bundle.files) {
    if (!RELEASE_FILE_PATTERN.test(`releases/${app}/0/${file.path}`)) {
      errors.push(BUNDLE_MESSAGES.fileType(file.path.slice(0, 200)));
    } else if (seen.has(file.path)) {
      errors.push(BUNDLE_MESSAGES.duplicate(file.path));
    }
    seen.add(file.path);
  }
  if (errors.length > 0) throw new ValidationFailed({ files: errors.slice(0, 20) });
  const manifestFile = bundle.files.find((file) => file.path === 'mf-manifest.json');
  if (!manifestFile) throw new ValidationFailed({ files: [BUNDLE_MESSAGES.noManifest] });
  const manifest = readManifest(manifestFile.bytes, federationName);
  if (typeof manifest === 'string') throw new ValidationFailed({ files: [manifest] });
  if (!seen.has(manifest.entry)) {
    throw new ValidationFailed({ files: [BUNDLE_MESSAGES.noEntry(manifest.entry)] });
  }
  const originals = bundle.files.filter((file) => !/\.(br|gz)$/.test(file.path));
  const version = versionOf(bundle.semver, bundle.files);
  // The pattern the registry and the screen hold versions to (a semver's pre-release part may not make it longer).
  if (!REMOTE_VERSION_PATTERN.test(version) || version.length > 128) {
    throw new ValidationFailed({ version: [BUNDLE_MESSAGES.versionInvalid] });
  }
  return {
    version,
    contractVersion: manifest.contractVersion,
    size: originals.reduce((sum, file) => sum + file.bytes.length, 0),
    fileCount: originals.length,
  };
}
