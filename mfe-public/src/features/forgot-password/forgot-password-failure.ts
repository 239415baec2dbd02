import { PASSWORD_MESSAGES, firstFieldErrors } from '@voice/contracts';
import { fieldErrors, serverMessage } from '@voice/api-client';
import type { Failure } from '../auth/server-errors';

/**
 * What a failed reset-link request shows (spec 000 §8): a 'Request Failed' dialog with the server's
 * message, or 'An error occurred. Please try again.' when there is none (network, server error).
 */
export function forgotPasswordFailure(error: unknown): Failure {
  return {
    fields: firstFieldErrors(fieldErrors(error)),
    title: PASSWORD_MESSAGES.requestFailedTitle,
    message: serverMessage(error) ?? PASSWORD_MESSAGES.requestUnexpected,
  };
}
