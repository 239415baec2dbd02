import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/** A LIKE pattern matching `text` anywhere, lower-cased, with %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `lower(value) like '%text%'`: a case-insensitive substring search, the same on both databases. */
export function containsText(value: Expression<unknown>, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${value}) like ${containsPattern(text)} escape '\\'`;
}
