/** A value a multipart field can carry; null and undefined fields are left out. */
export type FormValue = string | number | boolean | Blob | null | undefined;

/**
 * Builds multipart form data: booleans as '1' / '0' (what the server's `accepted` rule reads), numbers
 * as text, files as they are; null and undefined are skipped.
 */
export function toFormData(fields: Record<string, FormValue>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'boolean') form.append(name, value ? '1' : '0');
    else if (typeof value === 'number') form.append(name, String(value));
    else form.append(name, value);
  }
  return form;
}
