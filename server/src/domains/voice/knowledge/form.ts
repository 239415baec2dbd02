import type { FastifyRequest } from 'fastify';
import { KNOWLEDGE_LIMITS } from '@voice/contracts/schemas';
import { throwFormReadFailure } from '../../../lib/form-routes';
import { codeOf, HttpError, ValidationFailed } from '../../../lib/http-error';
import { FILE_FIELD, LIMIT_MESSAGES } from './service';

/** One file, a few stray fields at most; the file's limit is the knowledge base's per-file limit. */
export const KNOWLEDGE_MULTIPART_LIMITS = {
  fileSize: KNOWLEDGE_LIMITS.maxFileBytes,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
} as const;

export const FILE_REQUIRED = 'Choose a file to upload.';
export const ONE_FILE = 'Upload one file at a time.';

const refuse = (message: string) => new ValidationFailed({ [FILE_FIELD]: [message] }, message);

/**
 * Reads POST .../knowledge/files: multipart form data with the file in `file`. A file over the limit, a second
 * file or none become 422s on `file` with a message, never a 500.
 */
export async function readKnowledgeUpload(
  request: FastifyRequest,
): Promise<{ filename: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw refuse(FILE_REQUIRED);
  let upload: { filename: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      // A browser sends an empty, unnamed part for a file input left empty.
      if (part.fieldname !== FILE_FIELD || (bytes.length === 0 && !part.filename)) continue;
      if (upload) throw refuse(ONE_FILE);
      upload = { filename: part.filename || 'upload.txt', bytes };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = codeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(LIMIT_MESSAGES.fileTooLarge);
    if (code === 'FST_FILES_LIMIT') throw refuse(ONE_FILE);
    throwFormReadFailure(request, error);
  }
  if (!upload) throw refuse(FILE_REQUIRED);
  return upload;
}
