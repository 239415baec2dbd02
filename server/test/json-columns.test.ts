import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Kysely } from 'kysely';
import { JSON_COLUMNS } from '../src/db/json-columns';
import type { DB } from '../src/db/schema';
import { insertReseller, insertUser } from './helpers/fixtures';
import { databases, openTestDatabase } from './helpers/test-app';

const now = () => new Date().toISOString();

describe.each(databases)('JSON columns on %s', (dialect) => {
  let db: Kysely<DB>;
  let dispose: () => Promise<void>;
  let schema: string | null;

  beforeAll(async () => {
    const opened = await openTestDatabase(dialect);
    db = opened.database.db;
    dispose = opened.dispose;
    schema = opened.database.schema;
  });

  afterAll(async () => {
    await dispose();
  });

  it('reads packages.features (seeded) as an array', async () => {
    const rows = await db.selectFrom('packages').select(['name', 'features']).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Array.isArray(row.features)).toBe(true);
      expect(row.features.length).toBeGreaterThan(0);
    }
  });

  it('reads resellers.social_links as an object (null stays null), also through selectAll and joins', async () => {
    const links = { twitter: 'https://twitter.com/json', mastodon: 'https://example.social/@json' };
    const withLinks = await insertReseller(db, {
      subdomain: 'json-links',
      social_links: JSON.stringify(links),
    });
    const without = await insertReseller(db, { subdomain: 'json-none' });
    const all = await db
      .selectFrom('resellers')
      .selectAll()
      .where('id', 'in', [withLinks, without])
      .orderBy('id')
      .execute();
    expect(all.map((r) => r.social_links)).toEqual([links, null]);
    const user = await insertUser(db, { reseller_id: withLinks });
    const joined = await db
      .selectFrom('users as u')
      .innerJoin('resellers as r', 'r.id', 'u.reseller_id')
      .select(['u.id', 'r.social_links'])
      .where('u.id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(joined.social_links).toEqual(links);
  });

  it('reads sandbox session metadata as an object, in returning() too', async () => {
    const metadata = { purpose: 'reseller_registration', reseller_id: '7' };
    const row = await db
      .insertInto('sandbox_checkout_sessions')
      .values({
        id: `cs_sandbox_json_${dialect}`,
        reference: 'rr_json',
        description: 'JSON test',
        amount: 100,
        currency: 'usd',
        interval: 'month',
        customer_email: 'json@example.test',
        success_url: 'http://localhost:3000/ok',
        cancel_url: 'http://localhost:3000/cancel',
        metadata: JSON.stringify(metadata),
        status: 'open',
        created_at: now(),
        expires_at: now(),
        completed_at: null,
      })
      .returning(['id', 'metadata'])
      .executeTakeFirstOrThrow();
    expect(row.metadata).toEqual(metadata);
  });

  it('reads a malformed JSON value as its column fallback instead of failing the query', async () => {
    const id = await insertReseller(db, { subdomain: 'json-bad', social_links: '{not json' });
    const reseller = await db
      .selectFrom('resellers')
      .select('social_links')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(reseller.social_links).toBeNull();

    const pkg = await db
      .insertInto('packages')
      .values({
        name: 'Broken',
        description: 'bad features',
        price: 1,
        yearly_price: 10,
        features: '[unterminated',
        monthly_minutes_limit: 1,
        voice_agents_limit: 1,
        analytics_level: 'basic',
        support_level: 'email',
        created_at: now(),
        updated_at: now(),
      })
      .returning('features')
      .executeTakeFirstOrThrow();
    expect(pkg.features).toEqual([]);
  });

  it('knows every column with a JSON column name: a new table reusing one must be a JSON column too', async () => {
    const tables = await db.introspection.getTables();
    const found = tables
      // PostgreSQL lists every schema's tables: only this test's own schema counts.
      .filter((t) => schema === null || t.schema === schema)
      .flatMap((t) => t.columns.map((c) => `${t.name}.${c.name}`))
      .filter((name) => Object.keys(JSON_COLUMNS).includes(name.split('.')[1] ?? ''))
      .sort();
    expect(found).toEqual([
      'assistants.vapi_data',
      'audit_log.changes',
      'call_logs.call_messages',
      'call_logs.cost_breakdown',
      'call_logs.structured_data',
      'campaign_contacts.variables',
      'campaigns.calling_window',
      'campaigns.retry_on',
      'packages.features',
      'resellers.social_links',
      'sandbox_checkout_sessions.metadata',
      'transactions.line_items',
    ]);
  });

  it('leaves columns that are not JSON columns as text, whatever they hold', async () => {
    const user = await insertUser(db, { name: '["not", "an array"]' });
    const row = await db
      .selectFrom('users')
      .select(['name', 'email'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('["not", "an array"]');
  });
});
