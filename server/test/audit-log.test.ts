import { beforeAll, describe, expect, it } from '@jest/globals';
import { insertReseller, insertUser, login, type UserFixture } from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

/**
 * GET /api/super-admin/audit-log (every tenant) and GET /api/admin/audit-log (the tenant's), their filters,
 * paging and CSV exports.
 */

const MAIN = 'localhost';
const ALPHA = 'alpha.localhost';
const BETA = 'beta.localhost';

describe.each(databases)('audit log lists on %s', (dialect) => {
  let alpha: number;
  let beta: number;
  let admin: UserFixture;
  const tokens = { admin: '', alpha: '', beta: '', adminOnAlpha: '' };

  /** Entries, oldest first: [day, reseller, action, actor, impersonator, target label]. */
  const SEED: [string, 'alpha' | 'beta' | null, string, string, string | null, string][] = [
    [
      '2026-03-01T10:00:00.000Z',
      null,
      'package.create',
      'root@platform.test',
      null,
      'Platform Pro',
    ],
    ['2026-03-02T10:00:00.000Z', 'alpha', 'package.update', 'anna@alpha.test', null, 'Alpha Gold'],
    [
      '2026-03-03T10:00:00.000Z',
      'alpha',
      'template.update',
      'anna@alpha.test',
      'root@platform.test',
      'Demo assistant template',
    ],
    ['2026-03-04T10:00:00.000Z', 'beta', 'package.update', 'bob@beta.test', null, 'Beta Gold'],
    [
      '2026-03-05T10:00:00.000Z',
      'alpha',
      'payment-settings.update',
      'anna@alpha.test',
      null,
      '=HYPERLINK("http://evil.test","Stripe keys")',
    ],
  ];

  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    alpha = await insertReseller(ctx.db, { subdomain: 'alpha', org_name: 'Alpha Org' });
    beta = await insertReseller(ctx.db, { subdomain: 'beta', org_name: 'Beta Org' });
    admin = await insertUser(ctx.db, { role: 'admin' });
    const alphaAdmin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: alpha });
    const betaAdmin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: beta });
    tokens.admin = await login(ctx.app, admin, MAIN);
    tokens.adminOnAlpha = await login(ctx.app, admin, ALPHA);
    tokens.alpha = await login(ctx.app, alphaAdmin, ALPHA);
    tokens.beta = await login(ctx.app, betaAdmin, BETA);
    const tenants = { alpha, beta };
    for (const [at, tenant, action, actor, impersonator, label] of SEED) {
      await ctx.db
        .insertInto('audit_log')
        .values({
          created_at: at,
          actor_email: actor,
          actor_role: 'reseller_admin',
          impersonator_email: impersonator,
          reseller_id: tenant ? tenants[tenant] : null,
          action,
          target_type: 'package',
          target_id: '7',
          target_label: label,
          changes: JSON.stringify({
            before: { price: 49 },
            after: { price: 59, secret_key: '••••' },
          }),
          ip: '203.0.113.9',
          user_agent: 'seed',
        })
        .execute();
    }
  });

  const get = (url: string, token: string, host = MAIN) =>
    request(ctx.app, { method: 'GET', url, token, host });
  const labels = (res: { json(): unknown }) =>
    (res.json() as { data: { target_label: string }[] }).data.map((e) => e.target_label);

  it('lists every tenant for a platform admin, newest first, with reseller names and changes', async () => {
    const res = await get('/api/super-admin/audit-log', tokens.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(labels(res)).toEqual(SEED.map((row) => row[5]).reverse());
    expect(body.pagination).toMatchObject({ current_page: 1, total: 5, last_page: 1 });
    expect(body.data[2]).toMatchObject({
      action: 'template.update',
      actor_email: 'anna@alpha.test',
      impersonator_email: 'root@platform.test',
      reseller_id: alpha,
      reseller_name: 'Alpha Org',
      created_at: '2026-03-03T10:00:00.000Z',
      changes: { before: { price: 49 }, after: { price: 59, secret_key: '••••' } },
      ip: '203.0.113.9',
    });
    expect(body.data[4]).toMatchObject({ reseller_id: null, reseller_name: null });
  });

  it('filters by reseller, action, search and dates, and pages', async () => {
    const url = '/api/super-admin/audit-log';
    expect(labels(await get(`${url}?reseller_id=${beta}`, tokens.admin))).toEqual(['Beta Gold']);
    expect(labels(await get(`${url}?action=package.update`, tokens.admin))).toEqual([
      'Beta Gold',
      'Alpha Gold',
    ]);
    // Actor, impersonator and target, case-insensitive.
    expect(labels(await get(`${url}?search=BOB@`, tokens.admin))).toEqual(['Beta Gold']);
    expect(labels(await get(`${url}?search=root@platform`, tokens.admin))).toEqual([
      'Demo assistant template',
      'Platform Pro',
    ]);
    expect(labels(await get(`${url}?search=alpha%20gold`, tokens.admin))).toEqual(['Alpha Gold']);
    // A LIKE wildcard is taken literally.
    expect(labels(await get(`${url}?search=%25`, tokens.admin))).toEqual([]);
    expect(labels(await get(`${url}?from=2026-03-02&to=2026-03-03`, tokens.admin))).toEqual([
      'Demo assistant template',
      'Alpha Gold',
    ]);
    const page2 = await get(`${url}?per_page=2&page=2`, tokens.admin);
    expect(labels(page2)).toEqual(['Demo assistant template', 'Alpha Gold']);
    expect(page2.json().pagination).toMatchObject({ total: 5, last_page: 3, from: 3, to: 4 });
  });

  it('refuses bad filters with clear messages (422)', async () => {
    const res = await get(
      '/api/super-admin/audit-log?action=drop.tables&from=2026-02-30&reseller_id=x',
      tokens.admin,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      action: ['The selected action is invalid.'],
      from: ['The date must be a valid date (YYYY-MM-DD).'],
      reseller_id: ['The reseller id must be an integer.'],
    });
    const range = await get(
      '/api/admin/audit-log?from=2026-03-05&to=2026-03-01',
      tokens.alpha,
      ALPHA,
    );
    expect(range.statusCode).toBe(422);
    expect(range.json().errors).toEqual({
      to: ['The end date must be on or after the start date.'],
    });
    const long = await get(`/api/admin/audit-log?search=${'x'.repeat(101)}`, tokens.alpha, ALPHA);
    expect(long.json().errors).toEqual({
      search: ['The search may not be greater than 100 characters.'],
    });
  });

  it("shows a reseller admin its tenant's entries only, whatever it asks", async () => {
    const res = await get('/api/admin/audit-log', tokens.alpha, ALPHA);
    expect(res.statusCode).toBe(200);
    expect(labels(res)).toEqual([
      '=HYPERLINK("http://evil.test","Stripe keys")',
      'Demo assistant template',
      'Alpha Gold',
    ]);
    // reseller_id is not a filter of this route: it cannot reach another tenant.
    const other = await get(`/api/admin/audit-log?reseller_id=${beta}`, tokens.alpha, ALPHA);
    expect(labels(other)).toHaveLength(3);
    expect(labels(await get('/api/admin/audit-log', tokens.beta, BETA))).toEqual(['Beta Gold']);
    // Every tenant's list is the platform's only.
    expect((await get('/api/super-admin/audit-log', tokens.alpha, ALPHA)).statusCode).toBe(403);
  });

  it("shows a platform admin on /admin the host's tenant: the main host's own, or the reseller's site", async () => {
    expect(labels(await get('/api/admin/audit-log', tokens.admin))).toEqual(['Platform Pro']);
    expect(labels(await get('/api/admin/audit-log', tokens.adminOnAlpha, ALPHA))).toHaveLength(3);
  });

  it('exports the filtered entries as CSV, formulas neutralised', async () => {
    const res = await get(
      '/api/admin/audit-log/export?action=payment-settings.update',
      tokens.alpha,
      ALPHA,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Time (UTC),Action,Actor,Actor role,Impersonator,Reseller,Target type,Target id,Target,' +
        'Changes (JSON; secrets masked),IP,User agent',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('2026-03-05T10:00:00.000Z,payment-settings.update,anna@alpha.test');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"",""Stripe keys"")"`);
    expect(lines[1]).toContain('Alpha Org');
    expect(lines[1]).toContain('""secret_key"":""••••""');

    const all = await get('/api/super-admin/audit-log/export', tokens.admin);
    expect(all.statusCode).toBe(200);
    expect(all.body.trim().split('\r\n')).toHaveLength(SEED.length + 1);
    const alphaOnly = await get(
      `/api/super-admin/audit-log/export?reseller_id=${alpha}`,
      tokens.admin,
    );
    expect(alphaOnly.body.trim().split('\r\n')).toHaveLength(4);
  });

  it('exports more entries than one chunk, in order', async () => {
    const many = Array.from({ length: 1203 }, (_, i) => ({
      created_at: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
      actor_email: 'bulk@beta.test',
      reseller_id: beta,
      action: 'package.update',
      target_label: `Bulk ${i}`,
    }));
    for (let i = 0; i < many.length; i += 200) {
      await ctx.db
        .insertInto('audit_log')
        .values(many.slice(i, i + 200))
        .execute();
    }
    const res = await get('/api/admin/audit-log/export', tokens.beta, BETA);
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(1 + 1 + many.length);
    const bulk = lines
      .filter((line) => line.includes('Bulk '))
      .map((line) => /Bulk (\d+)/.exec(line)?.[1]);
    expect(bulk[0]).toBe('1202');
    expect(bulk.at(-1)).toBe('0');
    expect(new Set(bulk).size).toBe(many.length);
  });
});
