import type { FastifyRequest } from 'fastify';
import { PROFILE_PICTURE_MAX_BYTES } from '@voice/contracts';
import { IMAGE_SIZE_MESSAGE } from '@voice/contracts/schemas';
import { throwFormReadFailure } from '../../../lib/form-routes';
import { codeOf, ValidationFailed } from '../../../lib/http-error';
import { asObject } from '../../../lib/validate';

/** Limits of POST /api/user's multipart body: one picture of at most 2 MB and a handful of text fields. */
export const PROFILE_MULTIPART_LIMITS = {
  fileSize: PROFILE_PICTURE_MAX_BYTES,
  files: 1,
  fields: 10,
  // The bio may hold 1000 characters of up to 4 bytes each; anything longer fails its length rule.
  fieldSize: 8 * 1024,
  parts: 11,
} as const;

export const PICTURE_FIELD = 'profile_picture';
export const ONE_PICTURE_MESSAGE = 'Only one profile picture can be uploaded';

export interface ProfileForm {
  fields: Record<string, string>;
  /** The bytes of the new picture, or null when none was sent. */
  picture: Buffer | null;
}

/**
 * Reads POST /api/user: multipart form data (the picture in `profile_picture`) or, without a picture, a
 * JSON body. Limits become clear answers, never a 500: a picture over 2 MB -> 422
 * {errors: {profile_picture: ['The image must be 2MB or smaller']}}.
 */
export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  const fields: Record<string, string> = {};
  if (!request.isMultipart()) {
    for (const [key, value] of Object.entries(asObject(request.body))) {
      if (typeof value === 'string' || typeof value === 'number') fields[key] = String(value);
    }
    return { fields, picture: null };
  }

  let picture: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // A browser sends an empty, unnamed part for a file input left empty.
        if (part.fieldname === PICTURE_FIELD && (bytes.length > 0 || part.filename)) {
          picture = bytes;
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = codeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ValidationFailed({ [PICTURE_FIELD]: [IMAGE_SIZE_MESSAGE] });
    }
    if (code === 'FST_FILES_LIMIT') {
      throw new ValidationFailed({ [PICTURE_FIELD]: [ONE_PICTURE_MESSAGE] });
    }
    throwFormReadFailure(request, error);
  }
  return { fields, picture };
}
