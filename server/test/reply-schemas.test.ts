import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import * as contractReplies from '@voice/contracts/replies';
import { isDocumented } from '../src/plugins/openapi';
import { createTestContext, type TestContext } from './helpers/test-app';

/**
 * Every reply shape is declared once, in @voice/contracts/replies (the JSON schema and, derived from it, the type
 * the browser code reads). A route whose success reply schema is written on the server instead is listed here.
 */
const HAND_WRITTEN: string[] = [
  'DELETE /api/assistants/:id 200',
  'GET /api/assistants 200',
  'GET /api/assistants/:id 200',
  'POST /api/assistants 201',
  'POST /api/super-admin/assistants 201',
  'PUT /api/assistants/:id 200',
  'PUT /api/super-admin/assistants/:id 200',
];

const CONTRACT_SCHEMAS = new Set<unknown>(Object.values(contractReplies));

describe('reply schemas', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
  });
  afterAll(async () => {
    await ctx.close();
  });

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
    expect([...handWritten].sort()).toEqual(HAND_WRITTEN);
  });
});
