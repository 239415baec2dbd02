import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes, notNull, withId } from './helpers';

/**
 * Reseller sign-up and payments:
 * - reseller_packages (the plans offered in the reseller wizard), seeded with three plans;
 * - reseller_subscriptions (a reseller's plan: pending until its first payment, then active);
 * - sandbox_checkout_sessions (the built-in payment sandbox's hosted checkouts);
 * - transactions.reference (our checkout reference) and one row per provider payment (idempotent webhooks).
 */

/** Yearly price: ten months for twelve (saves 16.7%, "Save up to 17%"). */
const yearly = (monthly: number) => monthly * 10;

/** -1 = unlimited. Admins edit these later; the seed only fills an empty table. */
export const DEFAULT_RESELLER_PACKAGES = [
  {
    name: 'Reseller Starter',
    description:
      'Launch your own branded voice-AI service: your logo, colours and subdomain for your first clients.',
    price: 99,
    is_popular: 0,
    voice_agents_limit: 10,
    minutes_limit: 2000,
    support_level: 'Email support',
  },
  {
    name: 'Reseller Growth',
    description:
      'For agencies with a growing client base: more agents, more minutes and priority help.',
    price: 249,
    is_popular: 1,
    voice_agents_limit: 50,
    minutes_limit: 10000,
    support_level: 'Priority email and chat support',
  },
  {
    name: 'Reseller Enterprise',
    description:
      'No limits on agents or minutes, with a dedicated partner manager and onboarding for your team.',
    price: 599,
    is_popular: 0,
    voice_agents_limit: -1,
    minutes_limit: -1,
    support_level: 'Dedicated partner manager',
  },
] as const;

export const resellersPayments: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('reseller_packages'), dialect)
        .addColumn('name', 'varchar(255)', notNull)
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('price', t.money, notNull)
        .addColumn('yearly_price', t.money, notNull)
        .addColumn('is_popular', t.flag, (c) => c.notNull().defaultTo(0))
        .addColumn('voice_agents_limit', 'integer', notNull)
        .addColumn('minutes_limit', 'integer', notNull)
        .addColumn('support_level', 'varchar(100)', notNull)
        .addColumn('is_active', t.flag, (c) => c.notNull().defaultTo(1))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('updated_at', t.timestamp, notNull)
        .execute();

      await withId(db.schema.createTable('reseller_subscriptions'), dialect)
        .addColumn('reseller_id', 'integer', (c) =>
          c.notNull().references('resellers.id').onDelete('cascade'),
        )
        .addColumn('reseller_package_id', 'integer', (c) =>
          c.notNull().references('reseller_packages.id'),
        )
        .addColumn('billing_interval', 'varchar(10)', notNull)
        .addColumn('amount', t.money, notNull)
        .addColumn('currency', 'varchar(3)', notNull)
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
        .addColumn('reference', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('provider', 'varchar(20)')
        .addColumn('provider_checkout_id', 'varchar(255)')
        .addColumn('provider_subscription_id', 'varchar(255)')
        .addColumn('last_payment_error', 'varchar(255)')
        .addColumn('current_period_start', t.timestamp)
        .addColumn('current_period_end', t.timestamp)
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('updated_at', t.timestamp, notNull)
        .execute();
      await db.schema
        .createIndex('reseller_subscriptions_reseller_idx')
        .on('reseller_subscriptions')
        .column('reseller_id')
        .execute();

      await db.schema
        .createTable('sandbox_checkout_sessions')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('reference', 'varchar(200)', notNull)
        .addColumn('description', 'varchar(500)', notNull)
        .addColumn('amount', 'integer', notNull)
        .addColumn('currency', 'varchar(3)', notNull)
        .addColumn('interval', 'varchar(10)')
        .addColumn('customer_email', 'varchar(255)', notNull)
        .addColumn('success_url', 'varchar(2048)', notNull)
        .addColumn('cancel_url', 'varchar(2048)', notNull)
        .addColumn('metadata', t.json, (c) => c.notNull().defaultTo('{}'))
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('open'))
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('expires_at', t.timestamp, notNull)
        .addColumn('completed_at', t.timestamp)
        .execute();

      await db.schema.alterTable('transactions').addColumn('reference', 'varchar(200)').execute();
      // A provider's payment is recorded once, however often its webhook arrives (NULLs do not clash).
      await db.schema
        .createIndex('transactions_provider_ref_idx')
        .on('transactions')
        .columns(['provider', 'provider_ref'])
        .unique()
        .execute();

      const existing = await db
        .selectFrom('reseller_packages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      if (Number(existing?.n ?? 0) > 0) return;
      const now = new Date().toISOString();
      await db
        .insertInto('reseller_packages')
        .values(
          DEFAULT_RESELLER_PACKAGES.map((p, index) => ({
            ...p,
            yearly_price: yearly(p.price),
            is_active: 1,
            sort_order: index + 1,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    },

    async down(db: AnyDb) {
      await db.schema.dropIndex('transactions_provider_ref_idx').ifExists().execute();
      await db.schema.alterTable('transactions').dropColumn('reference').execute();
      for (const table of [
        'sandbox_checkout_sessions',
        'reseller_subscriptions',
        'reseller_packages',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
};
