/** A list's query without its empty filters: '' and undefined (and null) stay out of the address. */
export function queryParams(query: object): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (typeof value === 'number' || (typeof value === 'string' && value !== '')) {
      out[key] = value;
    }
  }
  return out;
}
