import { sql } from 'kysely';
import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes, notNull, withId } from './helpers';

/**
 * Billing:
 * - subscriptions: a user's plan (pending until paid, active, past_due after a failed renewal, then cancelled or
 *   expired). One live subscription (pending, active or past_due) per user, enforced by a partial unique index.
 *   Custom subscriptions (the Custom Subscription Manager) are rows with is_custom = 1, custom_amount and
 *   duration_months. An upgrade waiting for its payment is held in pending_package_id / pending_billing_interval.
 * - payment_links: our own /pay/{token} links (sha256 of the token only), 7 days, one live link per subscription.
 * - packages.reseller_id: a plan belongs to the platform (NULL) or to one reseller, which sells it to its users.
 * - transactions: what was paid for (kind, subscription_id), who earns it (earner_reseller_id: NULL = the
 *   platform), and its line_items (JSON: plan, overage) for the receipt.
 * - reseller_payment_settings: a reseller's own Stripe keys, secrets encrypted at rest (AES-256-GCM).
 */
export const LIVE_SUBSCRIPTION_STATUSES = ['pending', 'active', 'past_due'] as const;

export const billing: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('packages')
        .addColumn('reseller_id', 'integer', (c) => c.references('resellers.id'))
        .execute();
      await db.schema
        .createIndex('packages_reseller_idx')
        .on('packages')
        .columns(['reseller_id', 'sort_order'])
        .execute();

      await withId(db.schema.createTable('subscriptions'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('reseller_id', 'integer', (c) => c.references('resellers.id'))
        .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id'))
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
        .addColumn('billing_interval', 'varchar(10)', (c) => c.notNull().defaultTo('monthly'))
        .addColumn('amount', t.money, notNull)
        .addColumn('currency', 'varchar(3)', (c) => c.notNull().defaultTo('USD'))
        .addColumn('current_period_start', t.timestamp)
        .addColumn('current_period_end', t.timestamp)
        .addColumn('cancel_at_period_end', t.flag, (c) => c.notNull().defaultTo(0))
        .addColumn('cancelled_at', t.timestamp)
        .addColumn('ends_at', t.timestamp)
        .addColumn('grace_until', t.timestamp)
        .addColumn('pending_package_id', 'integer', (c) => c.references('packages.id'))
        .addColumn('pending_billing_interval', 'varchar(10)')
        .addColumn('reference', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('provider', 'varchar(20)')
        .addColumn('provider_checkout_id', 'varchar(255)')
        .addColumn('provider_subscription_id', 'varchar(255)')
        .addColumn('provider_customer_id', 'varchar(255)')
        .addColumn('last_payment_error', 'varchar(255)')
        .addColumn('is_custom', t.flag, (c) => c.notNull().defaultTo(0))
        .addColumn('custom_amount', t.money)
        .addColumn('duration_months', 'integer')
        .addColumn('created_by', 'integer', (c) => c.references('users.id'))
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('updated_at', t.timestamp, notNull)
        .execute();
      // One live subscription per user, whatever the code does (SQLite and PostgreSQL both have partial indexes).
      await db.schema
        .createIndex('subscriptions_one_live_per_user')
        .on('subscriptions')
        .column('user_id')
        .unique()
        .where(sql.ref('status'), 'in', [...LIVE_SUBSCRIPTION_STATUSES])
        .execute();
      await db.schema
        .createIndex('subscriptions_reseller_idx')
        .on('subscriptions')
        .columns(['reseller_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('subscriptions_period_end_idx')
        .on('subscriptions')
        .columns(['status', 'current_period_end'])
        .execute();
      await db.schema
        .createIndex('subscriptions_provider_sub_idx')
        .on('subscriptions')
        .columns(['provider', 'provider_subscription_id'])
        .execute();

      await withId(db.schema.createTable('payment_links'), dialect)
        .addColumn('subscription_id', 'integer', (c) =>
          c.notNull().references('subscriptions.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
        .addColumn('expires_at', t.timestamp, notNull)
        .addColumn('used_at', t.timestamp)
        .addColumn('revoked_at', t.timestamp)
        .addColumn('created_by', 'integer', (c) => c.references('users.id'))
        .addColumn('created_at', t.timestamp, notNull)
        .execute();
      await db.schema
        .createIndex('payment_links_subscription_idx')
        .on('payment_links')
        .columns(['subscription_id', 'created_at'])
        .execute();

      await db.schema
        .alterTable('transactions')
        .addColumn('subscription_id', 'integer', (c) => c.references('subscriptions.id'))
        .execute();
      await db.schema
        .alterTable('transactions')
        .addColumn('kind', 'varchar(20)', (c) => c.notNull().defaultTo('payment'))
        .execute();
      await db.schema
        .alterTable('transactions')
        .addColumn('earner_reseller_id', 'integer', (c) => c.references('resellers.id'))
        .execute();
      await db.schema.alterTable('transactions').addColumn('line_items', t.json).execute();
      await db.schema
        .createIndex('transactions_earner_created_idx')
        .on('transactions')
        .columns(['earner_reseller_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('transactions_subscription_idx')
        .on('transactions')
        .column('subscription_id')
        .execute();

      await db.schema
        .createTable('reseller_payment_settings')
        .addColumn('reseller_id', 'integer', (c) =>
          c.primaryKey().references('resellers.id').onDelete('cascade'),
        )
        .addColumn('provider', 'varchar(20)', (c) => c.notNull().defaultTo('stripe'))
        .addColumn('publishable_key', 'varchar(255)')
        .addColumn('secret_key_encrypted', 'text')
        .addColumn('webhook_secret_encrypted', 'text')
        .addColumn('updated_by', 'integer', (c) => c.references('users.id'))
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('updated_at', t.timestamp, notNull)
        .execute();
    },

    async down(db: AnyDb) {
      await db.schema.dropTable('reseller_payment_settings').ifExists().execute();
      await db.schema.dropIndex('transactions_subscription_idx').ifExists().execute();
      await db.schema.dropIndex('transactions_earner_created_idx').ifExists().execute();
      for (const column of ['line_items', 'earner_reseller_id', 'kind', 'subscription_id']) {
        await db.schema.alterTable('transactions').dropColumn(column).execute();
      }
      await db.schema.dropTable('payment_links').ifExists().execute();
      await db.schema.dropTable('subscriptions').ifExists().execute();
      await db.schema.dropIndex('packages_reseller_idx').ifExists().execute();
      await db.schema.alterTable('packages').dropColumn('reseller_id').execute();
    },
  };
};
