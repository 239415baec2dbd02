import type { FastifyBaseLogger } from 'fastify';
import { PROFILE_PICTURE_MAX_BYTES, type User } from '@voice/contracts';
import {
  checkImageBytes,
  profileSchema,
  sniffImageType,
  validatePayload,
  type FieldErrors,
} from '@voice/contracts/schemas';
import { type Deps, deleteUpload, saveImage } from '../../platform';
import { ValidationFailed, notFound } from '../../../lib/http-error';
import { hashPassword, verifyPassword } from '../../../lib/password';
import { toUserJson } from '../users/presenter';
import { findAccountById } from '../users/repository';
import { PICTURE_FIELD, type ProfileForm } from './form';
import {
  findProfileSecrets,
  savePasswordAndRevokeOthers,
  saveProfile,
  type ProfileChanges,
} from './repository';

export const CURRENT_PASSWORD_INCORRECT = 'The current password is incorrect.';

/** '' and whitespace-only optional fields are stored as null. */
function optional(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * POST /api/user: validates the fields with the shared profile schema (spec 000 §5 messages) and the
 * picture by its bytes (PNG, JPG or GIF by magic number, up to 2MB: a renamed HTML file is refused),
 * stores the picture, removes the previous one, and returns the updated user. The email never changes.
 */
export async function updateProfile(
  { db, uploads }: Pick<Deps, 'db' | 'uploads'>,
  userId: number,
  form: ProfileForm,
  log: FastifyBaseLogger,
): Promise<User> {
  const { fields, picture } = form;
  const result = await validatePayload(profileSchema, {
    name: fields.name ?? '',
    phone: fields.phone ?? null,
    company: fields.company ?? null,
    bio: fields.bio ?? null,
    ...(fields.language === undefined ? {} : { language: fields.language }),
  });
  const errors: FieldErrors = result.ok ? {} : { ...result.errors };
  const problem = picture
    ? checkImageBytes(picture, { maxBytes: PROFILE_PICTURE_MAX_BYTES })
    : null;
  if (problem) errors[PICTURE_FIELD] = [problem];
  if (!result.ok || Object.keys(errors).length > 0) throw new ValidationFailed(errors);

  const previous = await findProfileSecrets(db, userId);
  if (!previous) throw notFound();
  const changes: ProfileChanges = {
    name: result.value.name.trim(),
    phone: optional(result.value.phone),
    company: optional(result.value.company),
    bio: optional(result.value.bio),
    ...(result.value.language === undefined ? {} : { language: result.value.language }),
  };
  const type = picture ? sniffImageType(picture) : null;
  if (picture && type) changes.profile_picture = await saveImage(uploads, picture, type);
  try {
    await saveProfile(db, userId, changes);
  } catch (error) {
    if (changes.profile_picture) await deleteUpload(uploads, changes.profile_picture);
    throw error;
  }
  if (changes.profile_picture && previous.profile_picture) {
    // The old picture is no longer referenced; a failure to remove it must not fail the update.
    await deleteUpload(uploads, previous.profile_picture).catch((error: unknown) =>
      log.warn({ err: error }, 'could not remove the previous profile picture'),
    );
  }
  const account = await findAccountById(db, userId);
  if (!account) throw notFound();
  return toUserJson(account);
}

export interface PasswordChange {
  current_password: string;
  new_password: string;
}

/**
 * PUT /api/user/password: checks the current password, stores the new one and signs out every other
 * session of the user (the request's own token stays valid). Returns false when the current password
 * is wrong (nothing changes).
 */
export async function changePassword(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  userId: number,
  currentTokenId: number | null,
  change: PasswordChange,
): Promise<boolean> {
  const row = await findProfileSecrets(db, userId);
  if (!row) throw notFound();
  if (!(await verifyPassword(change.current_password, row.password_hash))) return false;
  const hash = await hashPassword(change.new_password, config.passwordCost);
  await savePasswordAndRevokeOthers(db, userId, hash, currentTokenId);
  return true;
}
