import { LOGIN_MESSAGES, firstFieldErrors } from '@voice/contracts';
import { fieldErrors, serverMessage } from '@voice/api-client/public';
import type { Failure } from '../auth/server-errors';

/**
 * The server's message of a 422 for input that breaks the rules (server/src/lib/http-error.ts). A 422 with any
 * other message is the server's own answer about valid input: wrong credentials ('Invalid credentials', with
 * 'These credentials do not match our records.' on the email).
 */
const INPUT_INVALID = 'The given data was invalid.';

/** What a failed login shows (spec 000 §8). */
export function loginFailure(error: unknown): Failure {
  const fields = firstFieldErrors(fieldErrors(error));
  const message = serverMessage(error);
  const [fieldMessage] = Object.values(fields);
  if (fieldMessage !== undefined && (message === undefined || message === INPUT_INVALID)) {
    // The spec's dialog reads 'Validation Error: Please check your input and try again.'
    return {
      fields,
      title: LOGIN_MESSAGES.validationDialogTitle,
      message: 'Please check your input and try again.',
    };
  }
  // Wrong credentials: the real message only, in the Login Failed dialog (a server message shows as 'Login
  // Failed'); not under the email, as it is about the email and password together.
  return {
    fields: {},
    title: LOGIN_MESSAGES.failedTitle,
    message: fieldMessage ?? message ?? LOGIN_MESSAGES.unexpected,
  };
}
