import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes, notNull, withId } from './helpers';

/** Core tables: resellers, users, access tokens, packages, assistants, call logs, transactions. */
export const initial: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('resellers'), dialect)
        .addColumn('org_name', 'varchar(255)', notNull)
        .addColumn('subdomain', 'varchar(63)', (c) => c.notNull().unique())
        .addColumn('company_email', 'varchar(255)', notNull)
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
        .addColumn('app_name', 'varchar(255)')
        .addColumn('slogan', 'varchar(255)')
        .addColumn('description', 'text')
        .addColumn('logo_url', 'varchar(2048)')
        .addColumn('banner_url', 'varchar(2048)')
        .addColumn('primary_color', 'varchar(20)')
        .addColumn('secondary_color', 'varchar(20)')
        .addColumn('footer_text', 'text')
        .addColumn('support_email', 'varchar(255)')
        .addColumn('company_phone', 'varchar(50)')
        .addColumn('website', 'varchar(2048)')
        .addColumn('privacy_url', 'varchar(2048)')
        .addColumn('terms_url', 'varchar(2048)')
        .addColumn('social_links', t.json)
        .addColumn('show_demo_request', t.flag, (c) => c.notNull().defaultTo(1))
        .addColumn('show_contact_form', t.flag, (c) => c.notNull().defaultTo(1))
        .addColumn('show_pricing', t.flag, (c) => c.notNull().defaultTo(1))
        .addColumn('show_testimonials', t.flag, (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('updated_at', t.timestamp, notNull)
        .execute();

      await withId(db.schema.createTable('users'), dialect)
        .addColumn('name', 'varchar(255)', notNull)
        .addColumn('email', 'varchar(255)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'varchar(255)', notNull)
        .addColumn('role', 'varchar(20)', (c) => c.notNull().defaultTo('user'))
        .addColumn('reseller_id', 'integer', (c) => c.references('resellers.id'))
        .addColumn('phone', 'varchar(20)')
        .addColumn('company', 'varchar(255)')
        .addColumn('bio', 'text')
        .addColumn('profile_picture', 'varchar(2048)')
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active'))
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('updated_at', t.timestamp, notNull)
        .execute();
      await db.schema
        .createIndex('users_reseller_id_idx')
        .on('users')
        .column('reseller_id')
        .execute();

      await withId(db.schema.createTable('access_tokens'), dialect)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
        .addColumn('expires_at', t.timestamp, notNull)
        .addColumn('revoked_at', t.timestamp)
        .addColumn('remember', t.flag, (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('last_used_at', t.timestamp)
        .execute();
      await db.schema
        .createIndex('access_tokens_user_id_idx')
        .on('access_tokens')
        .column('user_id')
        .execute();

      await withId(db.schema.createTable('packages'), dialect)
        .addColumn('name', 'varchar(255)', notNull)
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('price', t.money, notNull)
        .addColumn('yearly_price', t.money, notNull)
        .addColumn('features', t.json, (c) => c.notNull().defaultTo('[]'))
        .addColumn('is_popular', t.flag, (c) => c.notNull().defaultTo(0))
        .addColumn('monthly_minutes_limit', 'integer', notNull)
        .addColumn('voice_agents_limit', 'integer', notNull)
        .addColumn('analytics_level', 'varchar(50)', notNull)
        .addColumn('support_level', 'varchar(100)', notNull)
        .addColumn('monthly_payment_link', 'varchar(2048)')
        .addColumn('yearly_payment_link', 'varchar(2048)')
        .addColumn('extra_per_minute_charge', t.rate, (c) => c.notNull().defaultTo(0))
        .addColumn('is_active', t.flag, (c) => c.notNull().defaultTo(1))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('updated_at', t.timestamp, notNull)
        .execute();

      await withId(db.schema.createTable('assistants'), dialect)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('reseller_id', 'integer', (c) => c.references('resellers.id'))
        .addColumn('vapi_assistant_id', 'varchar(255)', (c) => c.unique())
        .addColumn('name', 'varchar(255)', notNull)
        .addColumn('type', 'varchar(20)', (c) => c.notNull().defaultTo('demo'))
        .addColumn('phone_number', 'varchar(32)')
        .addColumn('webhook_url', 'varchar(2048)')
        .addColumn('first_message_mode', 'varchar(100)')
        .addColumn('first_message_interruptions_enabled', t.flag, (c) => c.notNull().defaultTo(0))
        .addColumn('vapi_data', t.json)
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('updated_at', t.timestamp, notNull)
        .execute();
      await db.schema
        .createIndex('assistants_user_id_idx')
        .on('assistants')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('assistants_reseller_id_idx')
        .on('assistants')
        .columns(['reseller_id', 'created_at'])
        .execute();

      await withId(db.schema.createTable('call_logs'), dialect)
        .addColumn('call_id', 'varchar(255)', (c) => c.notNull().unique())
        .addColumn('assistant_id', 'integer', (c) =>
          c.references('assistants.id').onDelete('set null'),
        )
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('reseller_id', 'integer', (c) => c.references('resellers.id'))
        .addColumn('phone_number', 'varchar(32)')
        .addColumn('status', 'varchar(32)', (c) => c.notNull().defaultTo('completed'))
        .addColumn('duration', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('start_time', t.timestamp, notNull)
        .addColumn('end_time', t.timestamp)
        .addColumn('cost', t.rate, (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('updated_at', t.timestamp, notNull)
        .execute();
      // Dashboard queries filter on (owner, start_time) and sum duration: covering indexes.
      await db.schema
        .createIndex('call_logs_user_start_idx')
        .on('call_logs')
        .columns(['user_id', 'start_time', 'duration'])
        .execute();
      await db.schema
        .createIndex('call_logs_reseller_start_idx')
        .on('call_logs')
        .columns(['reseller_id', 'start_time', 'duration'])
        .execute();
      await db.schema
        .createIndex('call_logs_start_idx')
        .on('call_logs')
        .columns(['start_time', 'duration'])
        .execute();
      await db.schema
        .createIndex('call_logs_assistant_idx')
        .on('call_logs')
        .columns(['assistant_id', 'start_time'])
        .execute();

      await withId(db.schema.createTable('transactions'), dialect)
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('reseller_id', 'integer', (c) => c.references('resellers.id'))
        .addColumn('amount', t.money, notNull)
        .addColumn('currency', 'varchar(3)', (c) => c.notNull().defaultTo('USD'))
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
        .addColumn('description', 'text')
        .addColumn('provider', 'varchar(50)')
        .addColumn('provider_ref', 'varchar(255)')
        .addColumn('created_at', t.timestamp, notNull)
        .execute();
      await db.schema
        .createIndex('transactions_reseller_created_idx')
        .on('transactions')
        .columns(['reseller_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('transactions_created_idx')
        .on('transactions')
        .column('created_at')
        .execute();
      await db.schema
        .createIndex('transactions_user_idx')
        .on('transactions')
        .column('user_id')
        .execute();
    },

    async down(db: AnyDb) {
      for (const table of [
        'transactions',
        'call_logs',
        'assistants',
        'packages',
        'access_tokens',
        'users',
        'resellers',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
};
