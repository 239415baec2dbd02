import { CONTACT_MESSAGES, firstFieldErrors, type MessageReply } from '@voice/contracts';
import { fieldErrors, isNetworkError, serverMessage } from '@voice/api-client';

/** What a failed contact submission shows: a message above the form and messages under fields. */
export interface ContactFailure {
  message: string;
  /** First server message per field. */
  fields: Record<string, string>;
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
    fields: firstFieldErrors(fieldErrors(error)),
  };
}

/** An answer with `success: false` is a failure too (its message preferred). */
export function rejectedReply(reply: MessageReply | undefined): ContactFailure | null {
  if (reply?.success !== false) return null;
  return { message: reply.message || CONTACT_MESSAGES.failed, fields: {} };
}
