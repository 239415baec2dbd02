import { beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_TEMPLATE } from '@voice/contracts';
import { insertReseller, insertUser, login } from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

const ALPHA = 'alpha.localhost';
const BETA = 'beta.localhost';

const TEMPLATE = {
  system_prompt: 'You answer for {{company_name}} ({{ company_industry }}): {{company_services}}.',
  first_message: 'Hi, {{company_name}} here.',
  end_call_message: 'Bye from {{company_name}}.',
};

describe.each(databases)('assistant templates on %s', (dialect) => {
  const tokens: Record<string, { token: string; host: string }> = {};

  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    const alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
    const beta = await insertReseller(ctx.db, { subdomain: 'beta' });
    const accounts = {
      alphaAdmin: { reseller_id: alpha, role: 'reseller_admin' as const, host: ALPHA },
      alphaUser: { reseller_id: alpha, role: 'user' as const, host: ALPHA },
      betaAdmin: { reseller_id: beta, role: 'reseller_admin' as const, host: BETA },
      betaUser: { reseller_id: beta, role: 'user' as const, host: BETA },
      admin: { reseller_id: null, role: 'admin' as const, host: 'localhost' },
      user: { reseller_id: null, role: 'user' as const, host: 'localhost' },
      content: { reseller_id: null, role: 'content_admin' as const, host: 'localhost' },
      alphaContent: { reseller_id: alpha, role: 'content_admin' as const, host: ALPHA },
    };
    for (const [key, { host, ...values }] of Object.entries(accounts)) {
      const user = await insertUser(ctx.db, values);
      tokens[key] = { token: await login(ctx.app, user, host), host };
    }
  });

  const call = (who: string, method: 'GET' | 'PUT', url: string, payload?: object) => {
    const { token, host } = tokens[who] as { token: string; host: string };
    return request(ctx.app, { method, url, host, token, ...(payload ? { payload } : {}) });
  };

  it('answers the defaults while a tenant has no template', async () => {
    const res = await call('alphaUser', 'GET', '/api/assistant-templates');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { ...DEFAULT_TEMPLATE } });
    const admin = await call('alphaAdmin', 'GET', '/api/admin/assistant-templates');
    expect(admin.json()).toEqual({
      success: true,
      data: { ...DEFAULT_TEMPLATE, updated_at: null, is_default: true },
    });
  });

  it("saves a reseller admin's template for its tenant only", async () => {
    const res = await call('alphaAdmin', 'PUT', '/api/admin/assistant-templates', TEMPLATE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Templates saved successfully',
      data: { ...TEMPLATE, is_default: false },
    });
    expect(typeof res.json().data.updated_at).toBe('string');

    expect((await call('alphaUser', 'GET', '/api/assistant-templates')).json().data).toEqual(
      TEMPLATE,
    );
    // Other tenants keep theirs (the defaults here).
    for (const who of ['betaUser', 'user']) {
      expect((await call(who, 'GET', '/api/assistant-templates')).json().data).toEqual({
        ...DEFAULT_TEMPLATE,
      });
    }
    expect(
      (await call('betaAdmin', 'GET', '/api/admin/assistant-templates')).json().data.is_default,
    ).toBe(true);
  });

  it("saves the platform's template for a platform admin, and a second save replaces it", async () => {
    await call('admin', 'PUT', '/api/admin/assistant-templates', TEMPLATE);
    const again = { ...TEMPLATE, first_message: 'Welcome to {{company_name}}!' };
    expect((await call('admin', 'PUT', '/api/admin/assistant-templates', again)).statusCode).toBe(
      200,
    );
    expect((await call('user', 'GET', '/api/assistant-templates')).json().data).toEqual(again);
    const rows = await ctx.db
      .selectFrom('assistant_templates')
      .select('tenant_key')
      .where('tenant_key', '=', 'platform')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses unknown placeholders, empty and overlong texts, on their fields', async () => {
    const res = await call('alphaAdmin', 'PUT', '/api/admin/assistant-templates', {
      system_prompt: 'Hi {{customer_name}}',
      first_message: '',
      end_call_message: 'x'.repeat(10_001),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      system_prompt: [
        'Only the placeholders {{company_name}}, {{company_industry}} and {{company_services}} are allowed',
      ],
      first_message: ['First Message is required'],
      end_call_message: ['End Call Message must be at most 10,000 characters'],
    });
  });

  it("lets a content admin edit its tenant's template: the platform's, or its reseller's", async () => {
    const platform = { ...TEMPLATE, first_message: 'Hi from the content team.' };
    const saved = await call('content', 'PUT', '/api/admin/assistant-templates', platform);
    expect(saved.statusCode).toBe(200);
    expect((await call('admin', 'GET', '/api/admin/assistant-templates')).json()).toMatchObject({
      data: { first_message: 'Hi from the content team.' },
    });
    const alpha = { ...TEMPLATE, first_message: 'Hi, alpha content.' };
    expect(
      (await call('alphaContent', 'PUT', '/api/admin/assistant-templates', alpha)).statusCode,
    ).toBe(200);
    expect(
      (await call('alphaAdmin', 'GET', '/api/admin/assistant-templates')).json(),
    ).toMatchObject({
      data: { first_message: 'Hi, alpha content.' },
    });
    expect((await call('content', 'GET', '/api/admin/assistant-templates')).json()).toMatchObject({
      data: { first_message: 'Hi from the content team.' },
    });
  });

  it('keeps users out of the admin endpoints', async () => {
    expect((await call('alphaUser', 'GET', '/api/admin/assistant-templates')).statusCode).toBe(403);
    expect(
      (await call('alphaUser', 'PUT', '/api/admin/assistant-templates', TEMPLATE)).statusCode,
    ).toBe(403);
  });
});
