import { describe, expect, it } from '@jest/globals';
import { ensureSuperAdmin } from '../src/bootstrap/ensure-super-admin';
import { migrateToLatest } from '../src/db/migrate';
import { PASSWORD, insertResellerRow, insertUser, login } from './helpers/fixtures';
import { migrationsFor } from '../src/db/migrations';
import { migrateBackTo } from './helpers/migrations';
import {
  TEST_PASSWORD_COST,
  createTestContext,
  databases,
  openTestDatabase,
  request,
} from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

describe.each(databases)('migrations and first admin on %s', (dialect) => {
  const ctx = useTestContext(() => createTestContext(dialect));

  it('creates every table, and running again changes nothing (seed included)', async () => {
    const tables = (await ctx.db.introspection.getTables()).map((t) => t.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'resellers',
        'users',
        'access_tokens',
        'packages',
        'assistants',
        'call_logs',
        'transactions',
      ]),
    );
    expect(await migrateToLatest(ctx.database)).toEqual([]);
    const packages = await ctx.db.selectFrom('packages').select('name').execute();
    expect(packages).toHaveLength(4);
  });

  it('enforces unique emails and foreign keys', async () => {
    // Checked by error code: better-sqlite3's errors may come from another jest realm.
    const unique = dialect === 'postgres' ? '23505' : 'SQLITE_CONSTRAINT_UNIQUE';
    const foreignKey = dialect === 'postgres' ? '23503' : 'SQLITE_CONSTRAINT_FOREIGNKEY';
    const user = await insertUser(ctx.db, { email: 'unique@example.test' });
    await expect(insertUser(ctx.db, { email: 'unique@example.test' })).rejects.toMatchObject({
      code: unique,
    });
    await expect(
      ctx.db
        .insertInto('assistants')
        .values({
          user_id: 999_999,
          name: 'Orphan',
          type: 'demo',
          created_at: '2025-01-01T00:00:00.000Z',
          updated_at: '2025-01-01T00:00:00.000Z',
        })
        .execute(),
    ).rejects.toMatchObject({ code: foreignKey });
    expect(user.id).toBeGreaterThan(0);
  });

  it('creates the first super admin once, with a generated password shown once', async () => {
    const options = { adminEmail: null, adminPassword: null, passwordCost: TEST_PASSWORD_COST };
    const first = await ensureSuperAdmin(ctx.db, options);
    expect(first).toMatchObject({ created: true, email: 'admin@localhost' });
    expect(first.generatedPassword).toMatch(/^[\w-]{24}$/);
    const second = await ensureSuperAdmin(ctx.db, options);
    expect(second).toEqual({ created: false });

    const token = await login(ctx.app, {
      email: 'admin@localhost',
      password: first.generatedPassword ?? '',
    });
    const me = await request(ctx.app, { method: 'GET', url: '/api/user', token });
    expect(me.json().data).toMatchObject({ email: 'admin@localhost', role: 'admin' });
    const stats = await request(ctx.app, {
      method: 'GET',
      url: '/api/admin/dashboard/stats',
      token,
    });
    expect(stats.statusCode).toBe(200);
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD when no admin exists', async () => {
    await ctx.db.deleteFrom('users').where('role', '=', 'admin').execute();
    const result = await ensureSuperAdmin(ctx.db, {
      adminEmail: 'owner@example.test',
      adminPassword: PASSWORD,
      passwordCost: TEST_PASSWORD_COST,
    });
    expect(result).toEqual({ created: true, email: 'owner@example.test' });
    await expect(
      login(ctx.app, { email: 'owner@example.test', password: PASSWORD }),
    ).resolves.toEqual(expect.any(String));
  });
});

describe.each(databases)("migration 0023's plan features (%s)", (dialect) => {
  it('gives the seeded plans their tiers and the plans stored before it what everyone had', async () => {
    const { database, dispose } = await openTestDatabase(dialect);
    try {
      // Back to the migration before 0023, whatever it is, and a reseller's plan stored the old way.
      const names = Object.keys(migrationsFor(dialect)).sort();
      const before = names[names.indexOf('0023_plan_assistant_features') - 1];
      await migrateBackTo(database, before ?? '');
      const db = database.db;
      const now = new Date().toISOString();
      const reseller = await insertResellerRow(db, { subdomain: 'older' });
      await db
        .insertInto('packages')
        .values({
          name: 'Starter',
          description: 'A reseller plan named like a seeded one',
          price: 19,
          yearly_price: 190,
          features: JSON.stringify([]),
          monthly_minutes_limit: 100,
          voice_agents_limit: 1,
          analytics_level: 'basic',
          support_level: 'Email',
          reseller_id: reseller,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await migrateToLatest(database);

      const rows = await db
        .selectFrom('packages')
        .select([
          'name',
          'reseller_id',
          'knowledge_sources_limit',
          'knowledge_mb_limit',
          'booking_enabled',
        ])
        .orderBy('id')
        .execute();
      expect(
        rows.map((row) => ({
          name: row.name,
          reseller: row.reseller_id !== null,
          sources: Number(row.knowledge_sources_limit),
          mb: Number(row.knowledge_mb_limit),
          booking: Number(row.booking_enabled),
        })),
      ).toEqual([
        { name: 'Starter', reseller: false, sources: 5, mb: 10, booking: 0 },
        { name: 'Professional', reseller: false, sources: 20, mb: 50, booking: 1 },
        { name: 'Business', reseller: false, sources: 50, mb: 200, booking: 1 },
        { name: 'Enterprise', reseller: false, sources: 100, mb: 500, booking: 1 },
        { name: 'Starter', reseller: true, sources: 20, mb: 50, booking: 1 },
      ]);
    } finally {
      await dispose();
    }
  });
});
