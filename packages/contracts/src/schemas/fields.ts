import { mixed, ref, string } from 'yup';
import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/account';
import { checkImageFile, isFileLike, type FileLike } from './files';

export const EMAIL_INVALID = 'Please enter a valid email address';

/** A required, trimmed, well-formed email. */
export function requiredEmail(requiredMessage = 'Email is required') {
  return string().trim().required(requiredMessage).email(EMAIL_INVALID);
}

/** A person's name: required, at most 255 characters. */
export function requiredName() {
  return string()
    .trim()
    .required('Name is required')
    .max(NAME_MAX_LENGTH, 'Name must be less than 255 characters');
}

/** A new account's email: as requiredEmail, at most 255 characters. */
export function accountEmail() {
  return requiredEmail().max(255, 'Email must be less than 255 characters');
}

/** A new password: required, at least 8 characters (the messages name the field, e.g. 'New password'). */
export function newPassword(label = 'Password') {
  return string()
    .required(`${label} is required`)
    .min(PASSWORD_MIN_LENGTH, `${label} must be at least 8 characters`);
}

/** The confirmation of the password field named `field`: required, the same. */
export function passwordConfirmation(field: string) {
  return string()
    .required('Password confirmation is required')
    .oneOf([ref(field)], 'Passwords do not match');
}

/** An optional image file (PNG, JPG or GIF, up to 2MB); anything that is not a file is ignored. */
export function optionalImageFile() {
  return mixed<FileLike>()
    .nullable()
    .optional()
    .test('image-file', function check(value) {
      if (!isFileLike(value)) return true;
      const problem = checkImageFile(value);
      return problem ? this.createError({ message: problem }) : true;
    });
}
