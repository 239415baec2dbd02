import { beforeAll, describe, expect, it } from '@jest/globals';
import { createApiKey } from './helpers/api-keys';
import { insertUser } from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

/**
 * The one error shape of /api/v1 for the errors raised before a handler: rate limit, unreadable body, NUL, a host
 * whose site does not exist.
 */
describe.each(databases)('public API errors on %s', (dialect) => {
  const ctx = useTestContext(() => createTestContext(dialect, { config: { apiKeyRateLimit: 3 } }));
  let limited = '';
  let writer = '';

  beforeAll(async () => {
    const user = await insertUser(ctx.db);
    limited = await createApiKey(ctx.app, user.id, ['calls:read']);
    writer = await createApiKey(ctx.app, user.id, ['assistants:write']);
  });

  it('answers the per-key rate limit as rate_limited, with Retry-After', async () => {
    const send = () =>
      request(ctx.app, { method: 'GET', url: '/api/v1/calls', host: 'localhost', token: limited });
    for (let i = 0; i < 3; i += 1) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { type: 'rate_limited', message: expect.stringMatching(/^Too many requests/) },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers a body that is not JSON and a NUL character as invalid_request', async () => {
    const bad = await request(ctx.app, {
      method: 'POST',
      url: '/api/v1/assistants',
      host: 'localhost',
      token: writer,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: {
        type: 'invalid_request',
        message: "Body is not valid JSON but content-type is set to 'application/json'",
      },
    });
    const nul = await request(ctx.app, {
      method: 'GET',
      url: '/api/v1/assistants?cursor=a%00b',
      host: 'localhost',
      token: writer,
    });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().error).toMatchObject({
      type: 'invalid_request',
      fields: { cursor: expect.any(Array) },
    });
  });

  it('answers on a host whose site does not exist in the same shape, as the rest of the API answers there', async () => {
    const unknown = await request(ctx.app, {
      method: 'GET',
      url: '/api/v1/usage',
      host: 'no-such-site.localhost',
      token: writer,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: { type: 'not_found', message: expect.any(String) },
    });
    const app = await request(ctx.app, {
      method: 'GET',
      url: '/api/user',
      host: 'no-such-site.localhost',
    });
    expect(app.statusCode).toBe(404);
    expect(app.json()).toMatchObject({ success: false, reason: 'unknown' });
  });
});
