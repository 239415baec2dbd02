/** What a failed form submission shows: messages under fields, and a dialog. */
export interface Failure {
  /** First server message per field (shown under each field). */
  fields: Record<string, string>;
  title: string;
  message: string;
}
