import { describe, expect, it } from '@jest/globals';
import { PUBLIC_CONTENT_CHANGED, changesPublicContent } from '../src/plugins/public-content';
import { insertUser, login } from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { minimalSettingsForm } from './helpers/settings-form';

describe('changesPublicContent', () => {
  it.each([
    ['PUT', '/api/admin/system-settings', 200, true],
    ['POST', '/api/super-admin/resellers/3/suspend', 200, true],
    ['POST', '/api/register-reseller', 201, true],
    ['POST', '/api/webhooks/sandbox', 200, true],
    ['POST', '/api/webhooks/vapi', 200, false],
    ['GET', '/api/admin/system-settings', 200, false],
    ['PUT', '/api/admin/system-settings', 422, false],
    ['POST', '/api/login', 200, false],
    ['POST', '/api/assistants', 201, false],
  ])('%s %s %i → %s', (method, url, status, expected) => {
    expect(changesPublicContent(method, url, status)).toBe(expected);
  });
});

describe.each(databases)('public content bus (%s)', (dialect) => {
  it('a successful admin write publishes the change; a refused one does not', async () => {
    const ctx = await createTestContext(dialect);
    try {
      const heard: string[] = [];
      ctx.app.bus.subscribe(PUBLIC_CONTENT_CHANGED, (message) => heard.push(message));
      const put = (token?: string) =>
        request(ctx.app, {
          method: 'PUT',
          url: '/api/admin/system-settings',
          host: 'localhost',
          ...(token ? { token } : {}),
          payload: minimalSettingsForm('Bus Test'),
        });
      expect((await put()).statusCode).toBe(401);
      expect(heard).toHaveLength(0);
      const admin = await insertUser(ctx.db, { role: 'super_admin' });
      const saved = await put(await login(ctx.app, admin));
      expect(saved.statusCode).toBe(200);
      expect(heard).toHaveLength(1);
    } finally {
      await ctx.close();
    }
  });
});
