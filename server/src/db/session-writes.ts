import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * The tables a signed-in request's session is read from (users/repository.ts, the session query): the token, its
 * user, and the user's reseller (its name). A write to any of them may change or end a cached session.
 */
const SESSION_TABLES = new Set(['users', 'access_tokens', 'resellers']);

/**
 * Columns no session reads: an update of only these changes none (the token's last use, written once a minute by
 * the sign-in itself; a user's updated_at, set to itself as a row lock by the assistants' quota guard on SQLite).
 */
const NEUTRAL_UPDATES: Record<string, ReadonlySet<string>> = {
  access_tokens: new Set(['last_used_at']),
  users: new Set(['updated_at']),
};

/** The table a TableNode or an aliased TableNode names, else null. */
function tableName(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (node.kind === 'AliasNode')
    return tableName((node as unknown as { node: OperationNode }).node);
  if (node.kind !== 'TableNode') return null;
  return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
}

function columnName(node: OperationNode): string | null {
  if (node.kind !== 'ColumnNode') return null;
  return (node as unknown as { column: { name: string } }).column.name;
}

/** Whether an update of `table` setting `updates` may change a session (any column but the neutral ones). */
function updateChanges(
  table: string | null,
  updates: ReadonlyArray<{ column: OperationNode }> | undefined,
): boolean {
  if (table === null || !SESSION_TABLES.has(table)) return false;
  const neutral = NEUTRAL_UPDATES[table];
  if (!neutral || !updates || updates.length === 0) return true;
  return updates.some((update) => {
    const column = columnName(update.column);
    return column === null || !neutral.has(column);
  });
}

/**
 * Whether a query may change a cached session: an update or delete of a session table (an update of only the
 * neutral columns excepted), an insert into one that can overwrite a row (upsert, REPLACE), a MERGE into one, and
 * the same inside a WITH. A plain insert cannot: a new row is no session anyone holds yet. Raw SQL is not looked
 * at (the app writes these tables through the query builder; the cache's lifetime covers writes from elsewhere).
 */
export function changesSessions(node: OperationNode): boolean {
  const withNode = (
    node as { with?: { expressions: ReadonlyArray<{ expression: OperationNode }> } }
  ).with;
  if (withNode?.expressions.some((cte) => changesSessions(cte.expression))) return true;
  switch (node.kind) {
    case 'UpdateQueryNode': {
      const update = node as unknown as {
        table?: OperationNode;
        updates?: ReadonlyArray<{ column: OperationNode }>;
      };
      return updateChanges(tableName(update.table), update.updates);
    }
    case 'DeleteQueryNode': {
      const { from } = node as unknown as { from: { froms: ReadonlyArray<OperationNode> } };
      return from.froms.some((table) => SESSION_TABLES.has(tableName(table) ?? ''));
    }
    case 'InsertQueryNode': {
      const insert = node as unknown as {
        into?: OperationNode;
        replace?: boolean;
        onConflict?: { updates?: ReadonlyArray<{ column: OperationNode }> };
        onDuplicateKey?: { updates: ReadonlyArray<{ column: OperationNode }> };
      };
      const table = tableName(insert.into);
      if (table === null || !SESSION_TABLES.has(table)) return false;
      if (insert.replace) return true;
      const updates = insert.onConflict?.updates ?? insert.onDuplicateKey?.updates;
      return updates !== undefined && updateChanges(table, updates);
    }
    case 'MergeQueryNode':
      return SESSION_TABLES.has(tableName((node as unknown as { into: OperationNode }).into) ?? '');
    default:
      return false;
  }
}

/**
 * Tells its listeners after every successful query that may change a cached session (see changesSessions), on
 * every handle of the database it is a plugin of (transactions included). The session cache listens
 * (plugins/session-cache.ts). A statement inside a transaction is told before the commit: the cache is also
 * dropped again once the request that wrote has finished (its onSend), when the transaction is over.
 */
export class SessionWritesPlugin implements KyselyPlugin {
  private readonly writes = new WeakMap<QueryId, true>();
  private readonly listeners = new Set<() => void | Promise<void>>();

  /**
   * Calls `listener` after each such write, before the query's caller goes on (a listener that returns a promise
   * holds the query until it settles); returns the unsubscribe function.
   */
  subscribe(listener: () => void | Promise<void>): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (changesSessions(args.node)) this.writes.set(args.queryId, true);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.writes.delete(args.queryId)) {
      for (const listener of this.listeners) await listener();
    }
    return args.result;
  }
}
