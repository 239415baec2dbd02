import { t } from '@lingui/core/macro';
import { errorStatus, fieldErrors, isNetworkError, serverMessage } from '@voice/api-client';

/** What a failed save shows: a message, or field errors (dotted paths, several messages joined). */
export interface SaveFailure {
  message: string | null;
  fields: Record<string, string>;
}

/** Field errors of a 400/422 reply, each field's messages joined with ', ' (spec 001 §5). */
function joinedFieldErrors(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [path, messages] of Object.entries(fieldErrors(error) ?? {})) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (m): m is string => typeof m === 'string' && m.length > 0,
    );
    if (list.length > 0) fields[path.replace(/\[(\d+)\]/g, '.$1')] = list.join(', ');
  }
  return fields;
}

/** Saving an assistant failed: the texts of spec 001 §8 ("Saving"). */
export function saveFailure(error: unknown): SaveFailure {
  const status = errorStatus(error);
  const message = (text: string): SaveFailure => ({ message: text, fields: {} });
  if (status === 400 || status === 422) {
    const fields = joinedFieldErrors(error);
    if (Object.keys(fields).length > 0) return { message: null, fields };
    return message(
      serverMessage(error) ?? t`Invalid data provided. Please check your inputs and try again.`,
    );
  }
  if (status === 401) {
    return message(t`You are not authorized to update this assistant. Please log in again.`);
  }
  if (status === 403) {
    const text = serverMessage(error) ?? '';
    // The server's English words, matched (not shown).
    // eslint-disable-next-line lingui/no-unlocalized-strings
    if (text.includes('need an active subscription')) {
      return message(
        t`You need an active subscription to create assistants. Please subscribe to a plan to get started.`,
      );
    }
    // eslint-disable-next-line lingui/no-unlocalized-strings
    if (text.includes('assistant limit')) {
      return message(
        t`You have reached your assistant limit for your current subscription plan. Please upgrade your plan to create more assistants.`,
      );
    }
    return message(t`You do not have permission to update this assistant.`);
  }
  if (status === 404) return message(t`Assistant not found. Please check the URL and try again.`);
  if (status === 500) return message(t`Server error occurred. Please try again later.`);
  if (status !== undefined) {
    return message(
      serverMessage(error) ?? t`Failed to update assistant (Status: ${status}). Please try again.`,
    );
  }
  if (isNetworkError(error)) {
    return message(t`Network error. Please check your internet connection and try again.`);
  }
  return message(t`An unexpected error occurred. Please try again.`);
}
