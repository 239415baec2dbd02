import { REGISTER_MESSAGES, firstFieldErrors } from '@voice/contracts';
import { fieldErrors, serverMessage } from '@voice/api-client/public';
import type { Failure } from '../auth/server-errors';

/** What a failed registration shows (spec 000 §8): field errors plus 'Registration Failed'. */
export function registerFailure(error: unknown): Failure {
  return {
    fields: firstFieldErrors(fieldErrors(error)),
    title: REGISTER_MESSAGES.failedTitle,
    message: serverMessage(error) ?? REGISTER_MESSAGES.unexpected,
  };
}
