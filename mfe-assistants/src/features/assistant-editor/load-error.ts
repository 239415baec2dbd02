import { t } from '@lingui/core/macro';
import { errorStatus, isNetworkError, serverMessage } from '@voice/api-client';

/** Loading an assistant failed: the text of spec 001 §8 ("Loading an assistant"). */
export function loadErrorMessage(error: unknown): string {
  const status = errorStatus(error);
  if (status === 401) return t`Please log in to access this assistant.`;
  if (status === 403) return t`You do not have permission to access this assistant.`;
  if (status === 404) return t`Assistant not found. Please check the URL and try again.`;
  if (status === 500) return t`Server error occurred. Please try again later.`;
  if (status !== undefined) {
    return (
      serverMessage(error) ?? t`Failed to load assistant (Status: ${status}). Please try again.`
    );
  }
  if (isNetworkError(error)) {
    return t`Network error. Please check your internet connection and try again.`;
  }
  return t`Failed to load assistant. Please check your connection and try again.`;
}
