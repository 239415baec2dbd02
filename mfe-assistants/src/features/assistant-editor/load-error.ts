import { errorStatus, isNetworkError, serverMessage } from '@voice/api-client';

/** Loading an assistant failed: the text of spec 001 §8 ("Loading an assistant"). */
export function loadErrorMessage(error: unknown): string {
  const status = errorStatus(error);
  if (status === 401) return 'Please log in to access this assistant.';
  if (status === 403) return 'You do not have permission to access this assistant.';
  if (status === 404) return 'Assistant not found. Please check the URL and try again.';
  if (status === 500) return 'Server error occurred. Please try again later.';
  if (status !== undefined) {
    return (
      serverMessage(error) ?? `Failed to load assistant (Status: ${status}). Please try again.`
    );
  }
  if (isNetworkError(error)) {
    return 'Network error. Please check your internet connection and try again.';
  }
  return 'Failed to load assistant. Please check your connection and try again.';
}
