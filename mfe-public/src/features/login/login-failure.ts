import { LOGIN_MESSAGES } from '@voice/contracts';
import { fieldErrors, serverMessage } from '@voice/api-client/public';
import { firstMessages, type Failure } from '../auth/server-errors';

/** What a failed login shows (spec 000 §8). */
export function loginFailure(error: unknown): Failure {
  const fields = firstMessages(fieldErrors(error));
  if (Object.keys(fields).length > 0) {
    // The spec's dialog reads 'Validation Error: Please check your input and try again.'
    return {
      fields,
      title: LOGIN_MESSAGES.validationDialogTitle,
      message: 'Please check your input and try again.',
    };
  }
  return {
    fields,
    title: LOGIN_MESSAGES.failedTitle,
    message: serverMessage(error) ?? LOGIN_MESSAGES.unexpected,
  };
}
