/** A request body or query as a plain object ({} for anything else). */
export function asObject(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * The path of the first string (or key) holding a NUL character in a parsed body, query or params
 * ('' for the value itself), or null. Iterative: a body nested 20,000 levels deep is no problem.
 */
export function findNulCharacter(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (item !== null && typeof item === 'object') {
      for (const key of Object.keys(item)) {
        const child = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return child;
        stack.push([(item as Record<string, unknown>)[key], child]);
      }
    }
  }
  return null;
}

/** The largest id of a table (PostgreSQL `integer`): a bigger one can match no row, and would fail the query. */
export const MAX_ID = 2_147_483_647;

/** A path or body id as a row id, or null when it cannot be one (not an integer, < 1 or > MAX_ID). */
export function parseId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_ID ? id : null;
}
