import { CONTACT_MESSAGES, type MessageReply } from '@voice/contracts';
import { fieldErrors, isNetworkError, serverMessage } from '@voice/api-client';

/** What a failed contact submission shows: a message above the form and messages under fields. */
export interface ContactFailure {
  message: string;
  /** First server message per field. */
  fields: Record<string, string>;
}

function firstMessages(errors: Record<string, string[]> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const list: unknown[] = Array.isArray(messages) ? messages : [messages];
    const first = list.find((m): m is string => typeof m === 'string' && m.length > 0);
    if (first) result[field] = first;
  }
  return result;
}

/**
 * Spec 000 §8, contact form: the server's message is preferred; without one, 'There was an error
 * sending your message. Please try again.'; a network failure (no answer at all) says to try again or
 * to contact us directly.
 */
export function contactFailure(error: unknown): ContactFailure {
  if (isNetworkError(error)) return { message: CONTACT_MESSAGES.network, fields: {} };
  return {
    message: serverMessage(error) ?? CONTACT_MESSAGES.failed,
    fields: firstMessages(fieldErrors(error)),
  };
}

/** An answer with `success: false` is a failure too (its message preferred). */
export function rejectedReply(reply: MessageReply | undefined): ContactFailure | null {
  if (reply?.success !== false) return null;
  return { message: reply.message || CONTACT_MESSAGES.failed, fields: {} };
}
