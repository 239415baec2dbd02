import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import {
  contactMappingSchema,
  validatePayloadSync,
  type ContactMapping,
} from '@voice/contracts/schemas';
import { throwFormReadFailure } from '../../../lib/form-routes';
import { codeOf, HttpError, ValidationFailed } from '../../../lib/http-error';

/** A contact list of 100,000 rows with a few variables is 5-15 MB; 50 MB leaves room for long ones. */
const MAX_FILE_MB = 50;

export const CONTACTS_MULTIPART_LIMITS = {
  fileSize: MAX_FILE_MB * 1024 * 1024,
  files: 1,
  fields: 3,
  fieldSize: 16 * 1024,
  parts: 4,
} as const;

export const UPLOAD_MESSAGES = {
  fileRequired: 'Choose a CSV file of contacts.',
  oneFile: 'Upload one file at a time.',
  tooLarge: `The file may be at most ${MAX_FILE_MB} MB.`,
  mappingJson: 'The mapping must be a JSON object.',
  mappingFirst: 'Send the mapping field before the file.',
  mappingRequired: 'Choose which columns hold the number, name, time zone and variables.',
} as const;

const refuse = (field: string, message: string) =>
  new ValidationFailed({ [field]: [message] }, message);

function parseMapping(text: string): ContactMapping {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refuse('mapping', UPLOAD_MESSAGES.mappingJson);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw refuse('mapping', UPLOAD_MESSAGES.mappingJson);
  }
  const result = validatePayloadSync(contactMappingSchema, value);
  if (!result.ok) {
    const errors = Object.fromEntries(
      Object.entries(result.errors).map(([key, messages]) => [`mapping.${key}`, messages]),
    );
    throw new ValidationFailed(errors, Object.values(result.errors)[0]?.[0]);
  }
  return result.value;
}

/**
 * Reads a multipart upload of contacts: the `mapping` field (JSON, optional unless `mappingRequired`) first, then
 * the CSV in `file`, handed to `read` as a stream while it arrives (nothing of it is held here). A file over the
 * size limit, a second file or none become 422s, never a 500.
 */
export async function readContactsUpload<T>(
  request: FastifyRequest,
  mappingRequired: boolean,
  read: (file: Readable, mapping: ContactMapping | null) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw refuse('file', UPLOAD_MESSAGES.fileRequired);
  let mapping: ContactMapping | null = null;
  let result: { value: T } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'mapping' && typeof part.value === 'string' && part.value !== '') {
          if (result) throw refuse('mapping', UPLOAD_MESSAGES.mappingFirst);
          mapping = parseMapping(part.value);
        }
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      if (result) throw refuse('file', UPLOAD_MESSAGES.oneFile);
      if (mappingRequired && !mapping) {
        part.file.resume();
        throw refuse('mapping', UPLOAD_MESSAGES.mappingRequired);
      }
      const value = await read(part.file, mapping);
      if (part.file.truncated) throw refuse('file', UPLOAD_MESSAGES.tooLarge);
      result = { value };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = codeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse('file', UPLOAD_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw refuse('file', UPLOAD_MESSAGES.oneFile);
    throwFormReadFailure(request, error);
  }
  if (!result) throw refuse('file', UPLOAD_MESSAGES.fileRequired);
  return result.value;
}

/**
 * The upload kept in a temporary file while `read` reads it again: an import reads the file inside its transaction,
 * which must not wait on a slow client's upload (on SQLite the transaction holds the one connection).
 */
export async function withSpooledFile<T>(
  file: Readable,
  read: (open: () => Readable) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'campaign-contacts-'));
  const path = join(dir, 'contacts.csv');
  try {
    await pipeline(file, createWriteStream(path));
    // @fastify/multipart ends a file over its size limit early and marks it truncated.
    if ((file as { truncated?: boolean }).truncated) throw refuse('file', UPLOAD_MESSAGES.tooLarge);
    return await read(() => createReadStream(path));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
