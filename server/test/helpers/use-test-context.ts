import { afterAll, beforeAll } from '@jest/globals';
import type { TestContext } from './test-app';

/**
 * The test context of one describe block: `create` runs in a beforeAll registered where this is called (after
 * the hooks registered before it, before those registered after it) and the context is closed in an afterAll.
 * The returned object is filled in place by that beforeAll, so tests read `ctx.app`, `ctx.db`, ... as usual.
 * Its own file, not test-app.ts: the benches import test-app.ts outside Jest, where @jest/globals throws.
 */
export function useTestContext(create: () => Promise<TestContext>): TestContext {
  const ctx = {} as TestContext;
  let created = false;
  beforeAll(async () => {
    Object.assign(ctx, await create());
    created = true;
  });
  // A context whose creation failed has nothing to close: the creation's error is the one to show.
  afterAll(async () => {
    if (created) await ctx.close();
  });
  return ctx;
}
