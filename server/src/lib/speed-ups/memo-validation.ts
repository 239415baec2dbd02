import type { ValidationResult } from '@voice/contracts/schemas';

/** Distinct query strings remembered per route at most (all forgotten beyond: validated again on demand). */
export const MAX_REMEMBERED_QUERIES = 100;

/**
 * A route's query-string validation, remembered per query: yup costs more than the rest of a list request's own
 * work (as profiled), and lists are asked for with the same few queries again and again. Only for query
 * schemas, which are functions of the query alone (no clock, no context: route-schema.ts passes none). Each call
 * gets its own copy of the result, so a handler may change what it is given.
 */
export function memoisedByQuery<T>(
  validate: (query: Record<string, unknown>) => ValidationResult<T>,
): (query: Record<string, unknown>) => ValidationResult<T> {
  const results = new Map<string, ValidationResult<T>>();
  return (query) => {
    const key = JSON.stringify(query);
    let result = results.get(key);
    if (!result) {
      result = validate(query);
      if (results.size >= MAX_REMEMBERED_QUERIES) results.clear();
      results.set(key, result);
    }
    return copied(result);
  };
}

/** A copy of a validation result (plain objects, arrays, dates and primitives: what yup casts to). */
function copied<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copied) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = copied((value as Record<string, unknown>)[key]);
  return out as T;
}
