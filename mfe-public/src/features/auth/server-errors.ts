/** What a failed form submission shows: messages under fields, and a dialog. */
export interface Failure {
  /** First server message per field (shown under each field). */
  fields: Record<string, string>;
  title: string;
  message: string;
}

// Field errors answered by the server, kept apart from the form's own validation so that they stay visible until
// the user edits that field: the UI kit's hook, under the name the auth pages know it by until they import it.
export { useServerFieldErrors as useServerErrors } from '@voice/ui';
