import {
  LimitNode,
  ValueNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/**
 * SQLite (since 3.47) lets a bound LIMIT value guide its query plan, so a statement whose LIMIT is a parameter is
 * compiled again on every run (bindings change, the statement expires): the statement cache (statement-cache.ts) is lost
 * on it, and the session join costs ≈ 45 µs instead of ≈ 10 (as profiled). This plugin writes the LIMIT of a
 * top-level select into the SQL when it is a non-negative safe integer (a number, never text: nothing of a caller
 * reaches the SQL but digits); any other LIMIT stays a parameter. Subqueries' limits are left as they are.
 */
export class InlineLimitPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const { node } = args;
    if (node.kind !== 'SelectQueryNode' || !node.limit || !ValueNode.is(node.limit.limit)) {
      return node;
    }
    const { value, immediate } = node.limit.limit;
    if (immediate || !isLimitNumber(value)) return node;
    return Object.freeze({ ...node, limit: LimitNode.create(ValueNode.createImmediate(value)) });
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

function isLimitNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
