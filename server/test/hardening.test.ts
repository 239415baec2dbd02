import { beforeAll, describe, expect, it } from '@jest/globals';
import { MAX_PAGE } from '../src/lib/paging';
import { insertUser, login } from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

/** Bad input and abuse: clear 4xx answers in the project's error shape, never a 500. */
describe.each(databases)('hardening on %s', (dialect) => {
  let userToken: string;
  let adminToken: string;

  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    userToken = await login(ctx.app, await insertUser(ctx.db));
    adminToken = await login(ctx.app, await insertUser(ctx.db, { role: 'super_admin' }));
  });

  const post = (url: string, payload: unknown) =>
    request(ctx.app, { method: 'POST', url, payload: payload as Record<string, unknown> });

  describe('an array or object where a string is expected: 422 with a field error', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['/api/login', { email: ['a@b.test'], password: 'x' }, 'email'],
      ['/api/login', { email: 'a@b.test', password: { $ne: '' } }, 'password'],
      [
        '/api/register',
        { name: 'Ann', email: { a: 1 }, password: 'p', password_confirmation: 'p' },
        'email',
      ],
      ['/api/forgot-password', { email: ['a@b.test', 'c@d.test'] }, 'email'],
      [
        '/api/reset-password',
        { token: ['t'], email: 'a@b.test', password: 'x', password_confirmation: 'x' },
        'token',
      ],
      [
        '/api/reset-password',
        { token: 't', email: {}, password: 'x', password_confirmation: 'x' },
        'email',
      ],
      [
        '/api/contact',
        { first_name: ['A'], last_name: 'B', email: 'a@b.test', message: 'Hi there' },
        'first_name',
      ],
      ['/api/check-domain-availability', { subdomain: ['acme'] }, 'subdomain'],
      ['/api/check-email-availability', { email: { toString: 'x' } }, 'email'],
    ];
    it.each(cases)('POST %s %j', async (url, payload, field) => {
      const res = await post(url, payload);
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body.message).toBe('The given data was invalid.');
      expect(body.errors[field]).toEqual([`The ${field.replace(/_/g, ' ')} must be a string.`]);
    });

    it('answers the login-as token check with its usual refusal', async () => {
      const res = await post('/api/validate-login-as-token', { token: ['abc'] });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ success: false, message: 'Invalid or expired token' });
    });

    it('refuses repeated search / phone_search query keys', async () => {
      for (const key of ['search', 'phone_search']) {
        const res = await request(ctx.app, {
          method: 'GET',
          url: `/api/assistants?${key}=a&${key}=b`,
          token: userToken,
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({
          [key]: [`The ${key.replace(/_/g, ' ')} must be a string.`],
        });
      }
      const res = await request(ctx.app, {
        method: 'GET',
        url: '/api/users-for-switch?search=a&search=b',
        token: adminToken,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ search: ['The search must be a string.'] });
    });
  });

  it('answers a NUL character in a parameter, query value or body string with 422 on that field', async () => {
    const cases: [Parameters<typeof request>[1], string][] = [
      [{ method: 'GET', url: '/sandbox/checkout/a%00b' }, 'id'],
      [{ method: 'GET', url: '/api/assistants?search=a%00b', token: userToken }, 'search'],
      [
        { method: 'POST', url: '/api/register', payload: { name: 'A\u0000', email: 'n@b.test' } },
        'name',
      ],
      [
        {
          method: 'POST',
          url: '/api/login',
          payload: { email: 'a@b.test', password: { deep: ['\u0000'] } },
        },
        'password.deep.0',
      ],
    ];
    for (const [options, field] of cases) {
      const res = await request(ctx.app, options);
      expect({ url: options.url, status: res.statusCode }).toEqual({
        url: options.url,
        status: 422,
      });
      expect(res.json()).toEqual({
        message: 'The given data was invalid.',
        errors: { [field]: [`The ${field} must not contain NUL characters.`] },
      });
    }
  });

  it('answers ids beyond any row (PostgreSQL integer) as unknown, not 500', async () => {
    for (const id of ['2147483648', '99999999999999999999', '1e20']) {
      const res = await request(ctx.app, {
        method: 'POST',
        url: `/api/super-admin/users/${id}/login-as`,
        token: adminToken,
      });
      expect(res.statusCode).toBe(404);
    }
    for (const reseller_package_id of ['2147483648', '1e20', '1.5']) {
      const res = await post('/api/register-reseller', {
        org_name: 'Big Id Org',
        subdomain_name: 'bigid',
        admin_name: 'Ada Admin',
        admin_email: 'ada@bigid.test',
        admin_phone: '+1 555 0100',
        billing_interval: 'monthly',
        terms: '1',
        reseller_package_id,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.reseller_package_id).toEqual(['Please select a reseller package']);
    }
  });

  describe('paging is bounded', () => {
    const lists: [string, () => string][] = [
      ['/api/assistants', () => userToken],
      ['/api/admin/contacts', () => adminToken],
      ['/api/admin/email-outbox', () => adminToken],
    ];
    it.each(lists)('GET %s answers 422 to a huge page and per_page', async (url, token) => {
      for (const page of ['1e20', '9007199254740993', String(MAX_PAGE + 1)]) {
        const res = await request(ctx.app, {
          method: 'GET',
          url: `${url}?page=${page}`,
          token: token(),
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({
          page: [`The page may not be greater than ${MAX_PAGE}.`],
        });
      }
      const big = await request(ctx.app, {
        method: 'GET',
        url: `${url}?per_page=1e20`,
        token: token(),
      });
      expect(big.statusCode).toBe(422);
      expect(big.json().errors).toEqual({
        per_page: ['The per page may not be greater than 100.'],
      });
      const last = await request(ctx.app, {
        method: 'GET',
        url: `${url}?page=${MAX_PAGE}`,
        token: token(),
      });
      expect(last.statusCode).toBe(200);
      expect(last.json().data).toEqual([]);
    });
  });

  describe("Fastify's own errors in the project's shape", () => {
    it('hides FST_ERR_* codes and never echoes the URL', async () => {
      for (const url of ['/api/%zz', '/build/shell/%zz', '/%E0%A4%A']) {
        const res = await request(ctx.app, { method: 'GET', url });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: 'The URL is not valid.' });
      }
    });

    it('answers bad JSON, empty JSON, wrong content type and a body too large as {message}', async () => {
      const send = (payload: string, contentType: string) =>
        request(ctx.app, {
          method: 'POST',
          url: '/api/login',
          payload,
          headers: { 'content-type': contentType },
        });
      const cases: [string, string, number][] = [
        ['{bad', 'application/json', 400],
        ['{"__proto__":{"admin":true}}', 'application/json', 400],
        ['{"constructor":{"prototype":{"admin":true}}}', 'application/json', 400],
        ['', 'application/json', 400],
        ['<login/>', 'application/xml', 415],
        ['x'.repeat(1024 * 1024 + 1), 'application/json', 413],
      ];
      for (const [payload, type, status] of cases) {
        const res = await send(payload, type);
        expect({ type, status: res.statusCode }).toEqual({ type, status });
        const body = res.json();
        expect(Object.keys(body)).toEqual(['message']);
        expect(JSON.stringify(body)).not.toMatch(/FST_|statusCode|"error"/);
      }
    });

    it('answers unknown /api routes with 404 {message}', async () => {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const res = await request(ctx.app, { method, url: '/api/no-such-route' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Not Found' });
      }
    });

    it('never quotes the submitted value in a validation message', async () => {
      const secret = 'hunter2-secret-value';
      const res = await request(ctx.app, {
        method: 'GET',
        url: `/api/assistants?page=${secret}&per_page=${secret}`,
        token: userToken,
      });
      expect(res.statusCode).toBe(422);
      expect(res.body).not.toContain(secret);
      const login = await post('/api/login', { email: 'a@b.test', password: [secret] });
      expect(login.statusCode).toBe(422);
      expect(login.body).not.toContain(secret);
    });
  });
});
