import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * The JSON columns of the schema (schema.ts types them with JSONColumnType) and what a malformed value
 * reads as. The names are unique to JSON columns across every table: a result column with one of these
 * names is one of them.
 */
export const JSON_COLUMNS: Readonly<Record<string, () => unknown>> = {
  social_links: () => null,
  vapi_data: () => null,
  features: () => [],
  metadata: () => ({}),
  line_items: () => null,
  cost_breakdown: () => null,
  call_messages: () => null,
  structured_data: () => null,
  changes: () => null,
  calling_window: () => null,
  retry_on: () => [],
  variables: () => null,
};

/** A JSON text as a value; a malformed text reads as its column's fallback. */
export function parseJsonColumn(column: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return JSON_COLUMNS[column]?.() ?? null;
  }
}

/**
 * Reads the JSON columns as values on both dialects. The columns are TEXT (migration helpers: portable
 * JSON) so both drivers hand back strings; a value that is already parsed (e.g. a json/jsonb column on
 * PostgreSQL) is left as it is. Writes stay JSON.stringify'd text (JSONColumnType's insert type).
 */
export class JsonColumnsPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const { result } = args;
    for (const row of result.rows) {
      for (const column of Object.keys(JSON_COLUMNS)) {
        const value = row[column];
        if (typeof value === 'string') row[column] = parseJsonColumn(column, value);
      }
    }
    return result;
  }
}
