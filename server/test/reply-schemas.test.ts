import { describe, expect, it } from '@jest/globals';
import * as contractReplies from '@voice/contracts/replies';
import { isDocumented } from '../src/plugins/openapi';
import { createTestContext } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

/**
 * Every reply shape is declared once, in @voice/contracts/replies (the JSON schema and, derived from it, the type
 * the browser code reads): a route's success reply schema is one of the values that entry exports, never a schema
 * written on the server.
 */
const CONTRACT_SCHEMAS = new Set<unknown>(Object.values(contractReplies));

describe('reply schemas', () => {
  const ctx = useTestContext(() => createTestContext('sqlite'));

  it("every API route's success replies are the contracts' reply schemas", () => {
    const handWritten = new Set<string>();
    for (const route of ctx.app.routeList) {
      if (route.method === 'HEAD' || !isDocumented(route.url)) continue;
      for (const [status, schema] of Object.entries(route.responses)) {
        if (!status.startsWith('2')) continue;
        if (!CONTRACT_SCHEMAS.has(schema))
          handWritten.add(`${route.method} ${route.url} ${status}`);
      }
    }
    expect([...handWritten].sort()).toEqual([]);
  });
});
