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
 * The tables a cached read comes from, and which of their writes may change it. Per table: whether an update
 * of a column may (absent: every column may), and whether a plain insert may (a new row; by default not).
 * Deletes of a watched table, and writes that can overwrite a row (upsert, REPLACE, MERGE), always may.
 */
export type TableWatch = Readonly<
  Record<string, { readonly column?: (name: string) => boolean; readonly inserts?: boolean }>
>;

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

/** The watch's rule for the table `node` names (a TableNode, aliased or not), if it watches that table. */
function ruleOf(
  watch: TableWatch,
  node: OperationNode | undefined,
): TableWatch[string] | undefined {
  const table = tableName(node);
  return table === null ? undefined : watch[table];
}

/** Whether an update setting `updates` of a table with this rule may change what the watch covers. */
function updateChanges(
  rule: TableWatch[string] | undefined,
  updates: ReadonlyArray<{ column: OperationNode }> | undefined,
): boolean {
  if (!rule) return false;
  const counts = rule.column;
  if (!counts || !updates || updates.length === 0) return true;
  return updates.some((update) => {
    const column = columnName(update.column);
    return column === null || counts(column);
  });
}

/**
 * Whether a query may change what `watch` covers: an update of a watched table (unless every column it sets is
 * one the watch ignores), a delete from one, an insert into one that can overwrite a row (upsert, REPLACE) or
 * that the watch counts, a MERGE into one, and the same inside a WITH. Raw SQL is not looked at (the app writes
 * these tables through the query builder; a cache's lifetime covers writes from elsewhere).
 */
export function changesTables(node: OperationNode, watch: TableWatch): boolean {
  const withNode = (
    node as { with?: { expressions: ReadonlyArray<{ expression: OperationNode }> } }
  ).with;
  if (withNode?.expressions.some((cte) => changesTables(cte.expression, watch))) return true;
  switch (node.kind) {
    case 'UpdateQueryNode': {
      const update = node as unknown as {
        table?: OperationNode;
        updates?: ReadonlyArray<{ column: OperationNode }>;
      };
      return updateChanges(ruleOf(watch, update.table), update.updates);
    }
    case 'DeleteQueryNode': {
      const { from } = node as unknown as { from: { froms: ReadonlyArray<OperationNode> } };
      return from.froms.some((table) => ruleOf(watch, table) !== undefined);
    }
    case 'InsertQueryNode': {
      const insert = node as unknown as {
        into?: OperationNode;
        replace?: boolean;
        onConflict?: { updates?: ReadonlyArray<{ column: OperationNode }> };
        onDuplicateKey?: { updates: ReadonlyArray<{ column: OperationNode }> };
      };
      const rule = ruleOf(watch, insert.into);
      if (!rule) return false;
      if (insert.replace || rule.inserts) return true;
      const updates = insert.onConflict?.updates ?? insert.onDuplicateKey?.updates;
      return updates !== undefined && updateChanges(rule, updates);
    }
    case 'MergeQueryNode':
      return ruleOf(watch, (node as unknown as { into: OperationNode }).into) !== undefined;
    default:
      return false;
  }
}

type Listener = () => void | Promise<void>;

/**
 * Tells each subscriber after every successful query that may change what its watch covers (changesTables), on
 * every handle of the database it is a plugin of (transactions included). The write-dropped caches listen
 * (plugins/write-dropped-caches.ts). A statement inside a transaction is told before the commit: a cache is
 * also dropped again once the request that wrote has finished (its onSend), when the transaction is over.
 */
export class TableWritesPlugin implements KyselyPlugin {
  private readonly writes = new WeakMap<QueryId, Listener[]>();
  private readonly subscribers = new Set<{ watch: TableWatch; listener: Listener }>();

  /**
   * Calls `listener` after each write that may change what `watch` covers, before the query's caller goes on (a
   * listener that returns a promise holds the query until it settles); returns the unsubscribe function.
   */
  subscribe(watch: TableWatch, listener: Listener): () => void {
    const subscriber = { watch, listener };
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    let told: Listener[] | undefined;
    for (const { watch, listener } of this.subscribers) {
      if (changesTables(args.node, watch)) (told ??= []).push(listener);
    }
    if (told) this.writes.set(args.queryId, told);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const told = this.writes.get(args.queryId);
    if (told) {
      this.writes.delete(args.queryId);
      for (const listener of told) await listener();
    }
    return args.result;
  }
}
