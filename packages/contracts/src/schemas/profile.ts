import { object, ref, string } from 'yup';
import {
  BIO_MAX_LENGTH,
  COMPANY_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
} from '../constants/account';
import { optionalImageFile } from './fields';

/** Profile form (spec 000 §5). A failed form shows 'Please fix the errors in the form'. */
export const profileSchema = object({
  name: string()
    .trim()
    .required('Name is required')
    .max(NAME_MAX_LENGTH, 'Name must be less than 255 characters'),
  phone: string()
    .trim()
    .nullable()
    .max(PHONE_MAX_LENGTH, 'Phone number must be less than 20 characters'),
  company: string()
    .trim()
    .nullable()
    .max(COMPANY_MAX_LENGTH, 'Company name must be less than 255 characters'),
  bio: string().nullable().max(BIO_MAX_LENGTH, 'Bio must be less than 1000 characters'),
  /** Optional new picture: PNG, JPG or GIF up to 2MB. */
  profile_picture: optionalImageFile(),
});

/** Change password form (spec 000 §5). */
export const changePasswordSchema = object({
  current_password: string().required('Current password is required'),
  new_password: string()
    .required('New password is required')
    .min(PASSWORD_MIN_LENGTH, 'New password must be at least 8 characters'),
  new_password_confirmation: string()
    .required('Password confirmation is required')
    .oneOf([ref('new_password')], 'Passwords do not match'),
});
