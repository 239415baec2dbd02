import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  describeCase,
  fillUrl,
  fuzzBody,
  fuzzHost,
  fuzzQuery,
  pick,
  seededRandom,
  type FuzzCase,
} from './helpers/fuzz';
import { insertReseller, insertUser, login, type UserFixture } from './helpers/fixtures';
import { createTestContext, databases, type TestContext } from './helpers/test-app';

/**
 * Malformed requests to every route of the app (listed by the app itself, so new routes are fuzzed
 * too), with a fixed seed: wrong types, huge and deep JSON, bad content types, NUL bytes, prototype
 * keys, huge numbers, arrays for strings, repeated query keys; anonymous, as a user, a reseller admin
 * and a platform admin. No answer may be a 5xx.
 */
const SEED = 0x5eed_0006;
const REQUESTS: Record<string, number> = { sqlite: 10_000, postgres: 10_000 };

describe.each(databases)('fuzzing every route on %s', (dialect) => {
  let ctx: TestContext;
  let staticRoot: string;
  const tokens: Record<string, string> = {};
  const users: Record<string, UserFixture> = {};
  const ids: number[] = [];
  const subdomains = ['fuzzco'];

  beforeAll(async () => {
    // A built shell, so that the SPA fallback answers 200 (not 503, "not built").
    staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-fuzz-'));
    fs.mkdirSync(path.join(staticRoot, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(staticRoot, 'shell', 'dist', 'index.html'), '<!doctype html>');
    // Per-IP limits are off or high, and every request comes from its own IP (below): requests reach
    // the handlers instead of the throttles.
    ctx = await createTestContext(dialect, { config: { staticRoot } });
    const resellerId = await insertReseller(ctx.db, { subdomain: 'fuzzco' });
    users.user = await insertUser(ctx.db);
    users.admin = await insertUser(ctx.db, { role: 'super_admin' });
    users.reseller = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: resellerId });
    for (const [role, user] of Object.entries(users)) {
      const host = role === 'reseller' ? 'fuzzco.localhost' : 'localhost';
      tokens[role] = await login(ctx.app, user, host);
      ids.push(user.id);
    }
    ids.push(resellerId);
  }, 60_000);

  afterAll(async () => {
    await ctx.close();
    fs.rmSync(staticRoot, { recursive: true, force: true });
  });

  it(`answers ${REQUESTS[dialect]} malformed requests without a single 5xx`, async () => {
    const random = seededRandom(SEED);
    const routes = ctx.app.routeAccess.map((route) => ({ method: route.method, url: route.url }));
    expect(routes.length).toBeGreaterThan(20);
    routes.push(
      { method: 'GET', url: '/api/no-such-route/:id' },
      { method: 'PATCH', url: '/api/login' },
    );

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const total = REQUESTS[dialect] ?? 10_000;
    for (let i = 0; i < total; i += 1) {
      const route = routes[i % routes.length] as { method: string; url: string };
      const role = pick(random, ['none', 'none', 'user', 'admin', 'reseller'] as const);
      const headers: Record<string, string> = {
        host: role === 'reseller' ? 'fuzzco.localhost' : fuzzHost(random, subdomains),
      };
      if (role !== 'none') headers.authorization = `Bearer ${tokens[role]}`;
      else if (random() < 0.1) {
        headers.authorization = pick(random, [
          'Bearer ',
          'Bearer \u0000',
          'Basic abc',
          `Bearer ${'x'.repeat(5000)}`,
          'Bearer 1|abc',
        ]);
      }
      const c: FuzzCase = {
        method: route.method as FuzzCase['method'],
        url: fillUrl(route.url, random, ids) + fuzzQuery(random),
        headers,
        remoteAddress: `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`,
      };
      if (route.method !== 'GET' && route.method !== 'HEAD') {
        const body = fuzzBody(random);
        if (body) {
          c.payload = body.payload;
          if (body.contentType) headers['content-type'] = body.contentType;
        }
      }
      let status: number;
      let answer: string;
      try {
        const res = await ctx.app.inject(c);
        status = res.statusCode;
        answer = res.body;
      } catch (error) {
        status = 599;
        answer = String(error);
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status >= 500) failures.push(describeCase(c, status, answer));
      // A logout or a revert revokes the token: sign in again so that later requests stay authenticated.
      if (role !== 'none' && /logout|revert-login-as/.test(route.url) && status < 300) {
        const host = role === 'reseller' ? 'fuzzco.localhost' : 'localhost';
        tokens[role] = await login(ctx.app, users[role] as UserFixture, host);
      }
    }
    const summary = [...statuses.entries()].sort(([a], [b]) => a - b);
    console.info(
      `fuzz on ${dialect}: ${total} requests over ${routes.length} routes (seed ${SEED}); answers by status: ${JSON.stringify(Object.fromEntries(summary))}`,
    );
    if (failures.length > 0) {
      console.error(`${failures.length} answers of 5xx:\n${failures.slice(0, 40).join('\n')}`);
    }
    expect({ failures: failures.length, first: failures.slice(0, 5) }).toEqual({
      failures: 0,
      first: [],
    });
    // The fuzzer reaches the handlers: plenty of answers are not mere refusals.
    expect(summary.filter(([status]) => status === 200 || status === 422).length).toBe(2);
  }, 300_000);
});
