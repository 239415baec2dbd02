import { mixed, string } from 'yup';
import { checkImageFile, isFileLike, type FileLike } from './files';

export const EMAIL_INVALID = 'Please enter a valid email address';

/** A required, trimmed, well-formed email. */
export function requiredEmail(requiredMessage = 'Email is required') {
  return string().trim().required(requiredMessage).email(EMAIL_INVALID);
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
