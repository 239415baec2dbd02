import { object, string } from 'yup';
import { BIO_MAX_LENGTH, COMPANY_MAX_LENGTH, PHONE_MAX_LENGTH } from '../constants/account';
import {
  LANGUAGE_NOT_OFFERED,
  newPassword,
  optionalImageFile,
  passwordConfirmation,
  requiredName,
} from './fields';
import { UI_LANGUAGES } from '../languages';

/** Profile form (spec 000 §5). A failed form shows 'Please fix the errors in the form'. */
export const profileSchema = object({
  name: requiredName(),
  phone: string()
    .trim()
    .nullable()
    .max(PHONE_MAX_LENGTH, 'Phone number must be less than 20 characters'),
  company: string()
    .trim()
    .nullable()
    .max(COMPANY_MAX_LENGTH, 'Company name must be less than 255 characters'),
  bio: string().nullable().max(BIO_MAX_LENGTH, 'Bio must be less than 1000 characters'),
  /** The user's own language, applied when it signs in; '' or null: the site's. Left out: unchanged. */
  language: string()
    .nullable()
    .transform((value: string | null) => (value === '' ? null : value))
    .oneOf([...UI_LANGUAGES, null, undefined], LANGUAGE_NOT_OFFERED),
  /** Optional new picture: PNG, JPG or GIF up to 2MB. */
  profile_picture: optionalImageFile(),
});

/** Change password form (spec 000 §5). */
export const changePasswordSchema = object({
  current_password: string().required('Current password is required'),
  new_password: newPassword('New password'),
  new_password_confirmation: passwordConfirmation('new_password'),
});
