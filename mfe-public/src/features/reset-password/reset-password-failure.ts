import { PASSWORD_MESSAGES, firstFieldErrors } from '@voice/contracts';
import { fieldErrors, serverMessage } from '@voice/api-client';
import type { Failure } from '../auth/server-errors';

/**
 * What a failed reset shows (spec 000 §8): a 'Reset Failed' dialog with the server's message (e.g. an
 * expired or used link), or 'An error occurred. Please try again.' when there is none.
 */
export function resetPasswordFailure(error: unknown): Failure {
  return {
    fields: firstFieldErrors(fieldErrors(error)),
    title: PASSWORD_MESSAGES.resetFailedTitle,
    message: serverMessage(error) ?? PASSWORD_MESSAGES.requestUnexpected,
  };
}
