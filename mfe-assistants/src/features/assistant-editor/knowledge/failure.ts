import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fieldErrors, isNetworkError, serverMessage } from '@voice/api-client';

export const NETWORK_FAILURE = msg`Unable to reach the server. Please check your connection and try again.`;

/**
 * What a failed knowledge request says: no reply at all, else the server's error of `field` (a 422's field
 * error), else its message, else `fallback`.
 */
export function failureText(
  error: unknown,
  fallback: string,
  field: string | undefined,
  i18n: I18n,
): string {
  if (isNetworkError(error)) return i18n._(NETWORK_FAILURE);
  const ofField = field ? fieldErrors(error)?.[field]?.find((message) => message) : undefined;
  return ofField ?? serverMessage(error) ?? fallback;
}
