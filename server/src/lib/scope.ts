import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { DataScope } from '@voice/contracts';

/** The columns a scope is checked against: the row's reseller and (for an 'own' scope) its owner. */
export interface ScopeColumns {
  /** e.g. 'a.reseller_id' */
  reseller: string;
  /** e.g. 'a.user_id'; required where an 'own' scope can reach the query. */
  owner?: string;
}

/**
 * The where-clause of a data scope (dataScope / tenantScope of @voice/contracts): every row, one
 * reseller's rows (null: the platform's own rows), or the user's own rows.
 */
export function scopeFilter(scope: DataScope, columns: ScopeColumns): Expression<SqlBool> {
  if (scope.kind === 'all') return sql<SqlBool>`1 = 1`;
  if (scope.kind === 'reseller') {
    return scope.resellerId === null
      ? sql<SqlBool>`${sql.ref(columns.reseller)} is null`
      : sql<SqlBool>`${sql.ref(columns.reseller)} = ${scope.resellerId}`;
  }
  if (!columns.owner) throw new Error('scopeFilter: an own scope needs the owner column');
  return sql<SqlBool>`${sql.ref(columns.owner)} = ${scope.userId}`;
}

/** Restricts a select to the rows a scope may see (no clause at all for the 'all' scope). */
export function withScope<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  scope: DataScope,
  columns: ScopeColumns,
): SelectQueryBuilder<DB, TB, O> {
  return scope.kind === 'all' ? query : query.where(scopeFilter(scope, columns));
}
