import { LOGIN_MESSAGES } from '@voice/contracts';
import { errorStatus } from '@voice/api-client';

/**
 * What a failed login-as shows (spec 000 §8): a refused token (any 4xx answer) reads
 * 'Invalid or expired token'; no answer or a server error reads 'Failed to validate token'.
 */
export function loginAsFailure(error: unknown): string {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500
    ? LOGIN_MESSAGES.loginAsInvalid
    : LOGIN_MESSAGES.loginAsFailed;
}
