import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/** A LIKE pattern matching `text` anywhere, lower-cased, with %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `lower(value) like pattern`, for a pattern of containsPattern (backslash escapes). */
export function matchesPattern(value: Expression<unknown>, pattern: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${value}) like ${pattern} escape '\\'`;
}

/** `lower(value) like '%text%'`: a case-insensitive substring search, the same on both databases. */
export function containsText(value: Expression<unknown>, text: string): RawBuilder<SqlBool> {
  return matchesPattern(value, containsPattern(text));
}
