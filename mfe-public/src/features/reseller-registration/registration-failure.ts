import { REGISTER_MESSAGES, RESELLER_MESSAGES, firstFieldErrors } from '@voice/contracts';
import { fieldErrors, serverMessage } from '@voice/api-client';
import type { Failure } from '../auth/server-errors';

/**
 * What a failed POST /api/register-reseller shows (spec 000 §8): the server's field errors under their
 * fields, and a 'Registration Failed' dialog with the server's message or
 * 'An error occurred during registration. Please try again.'
 */
export function registrationFailure(error: unknown): Failure {
  return {
    fields: firstFieldErrors(fieldErrors(error)),
    title: REGISTER_MESSAGES.failedTitle,
    message: serverMessage(error) ?? RESELLER_MESSAGES.unexpected,
  };
}
