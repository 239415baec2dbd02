import type { FastifyRequest } from 'fastify';
import {
  BANNER_MAX_BYTES,
  IMAGE_SIZE_MESSAGE,
  SYSTEM_SETTINGS_MESSAGES,
} from '@voice/contracts/schemas';
import { throwFormReadFailure, TOO_MANY_FIELDS_MESSAGE } from '../../../lib/form-routes';
import { codeOf, HttpError, ValidationFailed } from '../../../lib/http-error';
import { asObject } from '../../../lib/validate';

export const LOGO_FIELD = 'logo_file';
export const BANNER_FIELD = 'banner_file';
const FILE_FIELDS = [LOGO_FIELD, BANNER_FIELD] as const;
type FileField = (typeof FILE_FIELDS)[number];

/** The banner's limit (the logo's 2MB is checked on its bytes, with the registration's message). */
export const SETTINGS_MULTIPART_LIMITS = {
  fileSize: BANNER_MAX_BYTES,
  files: 2,
  fields: 30,
  fieldSize: 8 * 1024,
  parts: 32,
} as const;

export const ONE_FILE_MESSAGE = 'Only one file can be uploaded here';

export interface SettingsForm {
  /** Text fields (JSON booleans become 'true' / 'false', as multipart sends them as text). */
  fields: Record<string, string | boolean>;
  logo: Buffer | null;
  banner: Buffer | null;
}

const tooLarge = (field: FileField) =>
  new ValidationFailed({
    [field]: [field === LOGO_FIELD ? IMAGE_SIZE_MESSAGE : SYSTEM_SETTINGS_MESSAGES.bannerSize],
  });

/**
 * Reads PUT /api/admin/system-settings: multipart form data (the pictures in `logo_file` and `banner_file`) or,
 * without pictures, a JSON body. Limits become clear answers (a 422 on the file's field, a 413 for too many
 * parts), never a 500.
 */
export async function readSettingsForm(request: FastifyRequest): Promise<SettingsForm> {
  const fields: Record<string, string | boolean> = {};
  if (!request.isMultipart()) {
    for (const [key, value] of Object.entries(asObject(request.body))) {
      if (typeof value === 'string' || typeof value === 'boolean') fields[key] = value;
      else if (typeof value === 'number') fields[key] = String(value);
      else if (value === null) fields[key] = '';
    }
    return { fields, logo: null, banner: null };
  }

  const files: Record<FileField, Buffer | null> = { logo_file: null, banner_file: null };
  let current: FileField | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const field = (FILE_FIELDS as readonly string[]).includes(part.fieldname)
          ? (part.fieldname as FileField)
          : null;
        current = field;
        const bytes = await part.toBuffer();
        current = null;
        // A browser sends an empty, unnamed part for a file input left empty.
        if (field && (bytes.length > 0 || part.filename)) {
          if (files[field]) throw new ValidationFailed({ [field]: [ONE_FILE_MESSAGE] });
          files[field] = bytes;
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = codeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(current ?? BANNER_FIELD);
    if (code === 'FST_FILES_LIMIT') throw new HttpError(413, TOO_MANY_FIELDS_MESSAGE);
    throwFormReadFailure(request, error);
  }
  return { fields, logo: files.logo_file, banner: files.banner_file };
}
