import { mixed, number, ref, string } from 'yup';
import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/account';
import { checkImageFile, isFileLike, type FileLike } from './files';

/** A language that is not one of UI_LANGUAGES (site and profile settings). */
export const LANGUAGE_NOT_OFFERED = 'Please choose one of the languages offered';

export const EMAIL_INVALID = 'Please enter a valid email address';

/** A required, trimmed, well-formed email. */
export function requiredEmail(requiredMessage = 'Email is required') {
  return string().trim().required(requiredMessage).email(EMAIL_INVALID);
}

/** Row ids are 32-bit integers on PostgreSQL: a larger number is no row (not a database error). */
export const MAX_ROW_ID = 2_147_483_647;

/** A row's id (a route's :id, a picked row): a whole number from 1 to MAX_ROW_ID, else `message`. */
export function rowId(message: string) {
  return number().typeError(message).integer(message).min(1, message).max(MAX_ROW_ID, message);
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
