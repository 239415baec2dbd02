/**
 * The first message of each field of a server's `{field: [messages]}` reply (spec 000 §8: forms show one message
 * under each field). Read from the wire, so a field whose value is not a list of strings is tolerated: a lone
 * string counts as its message, empty and non-string messages are skipped, no reply gives no errors. Here
 * rather than beside the yup schemas so that pages without forms read it without downloading yup.
 */
export function firstFieldErrors(
  errors: Record<string, unknown> | null | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const list: unknown[] = Array.isArray(messages) ? messages : [messages];
    const first = list.find((m): m is string => typeof m === 'string' && m.length > 0);
    if (first) out[field] = first;
  }
  return out;
}
