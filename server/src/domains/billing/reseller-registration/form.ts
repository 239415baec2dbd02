import type { FastifyRequest } from 'fastify';
import { IMAGE_SIZE_MESSAGE } from '@voice/contracts/schemas';
import { throwFormReadFailure } from '../../../lib/form-routes';
import { codeOf, ValidationFailed } from '../../../lib/http-error';
import { asObject } from '../../../lib/validate';

/** Limits of the registration's multipart body (the logo: one file, at most 2 MB). */
export const REGISTRATION_MULTIPART_LIMITS = {
  fileSize: 2 * 1024 * 1024,
  files: 1,
  fields: 20,
  fieldSize: 4 * 1024,
  parts: 21,
} as const;

export const ONE_LOGO_MESSAGE = 'Only one logo file can be uploaded';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  bytes: Buffer;
}

export interface RegistrationForm {
  fields: Record<string, string>;
  logo: UploadedFile | null;
}

/**
 * Reads POST /api/register-reseller: multipart form data (the wizard's; the logo in `logo_file`) or,
 * without a logo, a JSON body. Limits become clear 422/413 answers, never a 500:
 * a file over 2 MB -> 422 {errors: {logo_file: ['The image must be 2MB or smaller']}}.
 */
export async function readRegistrationForm(request: FastifyRequest): Promise<RegistrationForm> {
  if (!request.isMultipart()) {
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(asObject(request.body))) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
        fields[key] = String(value);
      }
    }
    return { fields, logo: null };
  }

  const fields: Record<string, string> = {};
  let logo: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // A browser sends an empty, unnamed part for a file input left empty.
        if (part.fieldname === 'logo_file' && (bytes.length > 0 || part.filename)) {
          logo = { fieldname: part.fieldname, filename: part.filename, bytes };
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = codeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ValidationFailed({ logo_file: [IMAGE_SIZE_MESSAGE] });
    }
    if (code === 'FST_FILES_LIMIT') throw new ValidationFailed({ logo_file: [ONE_LOGO_MESSAGE] });
    throwFormReadFailure(request, error);
  }
  return { fields, logo };
}
