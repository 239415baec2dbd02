import { errorStatus, fieldErrors, serverMessage } from '@voice/api-client';
import { firstFieldErrors } from '@voice/contracts/schemas';

/** What a failed save shows: a message (banner and toast) and the first server error of each field. */
export interface Failure {
  message: string;
  fields: Record<string, string>;
}

export interface FailureMessages {
  /** When the server answered without a message (spec 000 §8: the server message is preferred). */
  failed: string;
  /** When no answer came at all (network failure) or something else went wrong. */
  unexpected: string;
  /** When the server returned field errors; the server's message otherwise. */
  withFieldErrors?: string;
}

export function describeFailure(error: unknown, messages: FailureMessages): Failure {
  if (errorStatus(error) === undefined) return { message: messages.unexpected, fields: {} };
  const fields = firstFieldErrors(fieldErrors(error) ?? {});
  const hasFields = Object.keys(fields).length > 0;
  const message =
    (hasFields ? messages.withFieldErrors : undefined) ?? serverMessage(error) ?? messages.failed;
  return { message, fields };
}
