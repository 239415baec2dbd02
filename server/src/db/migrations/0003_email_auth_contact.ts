import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes, notNull, withId } from './helpers';

/** The seven main features of the landing page (GET /api/features); admins may edit them later. */
export const DEFAULT_FEATURES = [
  {
    title: '24/7 Call Answering',
    description:
      'Your AI receptionist picks up on the first ring, day or night, weekends and holidays included, so no caller ever reaches voicemail again.',
    icon: 'phone',
  },
  {
    title: 'Appointment Booking',
    description:
      'Callers book, move or cancel appointments during the call. The assistant checks your availability and confirms the slot before hanging up.',
    icon: 'calendar',
  },
  {
    title: 'CRM Integration',
    description:
      "Every caller's name, number and reason for calling lands in your CRM automatically, ready for your team to follow up.",
    icon: 'database',
  },
  {
    title: '70+ Languages',
    description:
      'The assistant detects the language of each caller and answers fluently in more than 70 languages, with natural-sounding voices.',
    icon: 'globe',
  },
  {
    title: 'Call Summaries',
    description:
      'After each call you get a recording, a full transcript and a short summary with the details that matter, sent where you want them.',
    icon: 'document',
  },
  {
    title: 'Smart Call Transfer',
    description:
      'Urgent or complex calls are passed to the right person on your team, with the context of the conversation so nobody has to repeat themselves.',
    icon: 'transfer',
  },
  {
    title: 'Call Analytics',
    description:
      'See call volumes, minutes, outcomes and busy hours on one dashboard, and learn what your customers ask for most.',
    icon: 'chart',
  },
] as const;

/**
 * Email outbox, password links (reset/welcome), login-as tokens, the impersonator of an access token,
 * contact messages and the landing page's features (seeded).
 */
export const emailAuthContact: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('email_outbox'), dialect)
        .addColumn('to', 'varchar(255)', notNull)
        .addColumn('subject', 'varchar(255)', notNull)
        .addColumn('html', 'text', notNull)
        .addColumn('text', 'text', notNull)
        .addColumn('reseller_id', 'integer', (c) =>
          c.references('resellers.id').onDelete('set null'),
        )
        .addColumn('created_at', t.timestamp, notNull)
        .execute();
      await db.schema
        .createIndex('email_outbox_reseller_created_idx')
        .on('email_outbox')
        .columns(['reseller_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('email_outbox_created_idx')
        .on('email_outbox')
        .column('created_at')
        .execute();

      await withId(db.schema.createTable('password_reset_tokens'), dialect)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
        .addColumn('purpose', 'varchar(20)', (c) => c.notNull().defaultTo('reset'))
        .addColumn('expires_at', t.timestamp, notNull)
        .addColumn('used_at', t.timestamp)
        .addColumn('created_at', t.timestamp, notNull)
        .execute();
      await db.schema
        .createIndex('password_reset_tokens_user_idx')
        .on('password_reset_tokens')
        .column('user_id')
        .execute();

      await withId(db.schema.createTable('login_as_tokens'), dialect)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('issued_by', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('impersonator_id', 'integer', (c) =>
          c.references('users.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
        .addColumn('expires_at', t.timestamp, notNull)
        .addColumn('used_at', t.timestamp)
        .addColumn('created_at', t.timestamp, notNull)
        .execute();

      await db.schema
        .alterTable('access_tokens')
        .addColumn('impersonator_id', 'integer', (c) =>
          c.references('users.id').onDelete('set null'),
        )
        .execute();

      await withId(db.schema.createTable('contact_messages'), dialect)
        .addColumn('reseller_id', 'integer', (c) =>
          c.references('resellers.id').onDelete('set null'),
        )
        .addColumn('first_name', 'varchar(255)', notNull)
        .addColumn('last_name', 'varchar(255)', notNull)
        .addColumn('email', 'varchar(255)', notNull)
        .addColumn('phone', 'varchar(20)')
        .addColumn('message', 'text', notNull)
        .addColumn('created_at', t.timestamp, notNull)
        .execute();
      await db.schema
        .createIndex('contact_messages_reseller_created_idx')
        .on('contact_messages')
        .columns(['reseller_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('contact_messages_created_idx')
        .on('contact_messages')
        .column('created_at')
        .execute();

      await withId(db.schema.createTable('features'), dialect)
        .addColumn('title', 'varchar(255)', notNull)
        .addColumn('description', 'text', notNull)
        .addColumn('icon', 'varchar(50)')
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_active', t.flag, (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('updated_at', t.timestamp, notNull)
        .execute();
      const now = new Date().toISOString();
      await db
        .insertInto('features')
        .values(
          DEFAULT_FEATURES.map((feature, index) => ({
            ...feature,
            sort_order: index + 1,
            is_active: 1,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    },

    async down(db: AnyDb) {
      for (const table of [
        'features',
        'contact_messages',
        'login_as_tokens',
        'password_reset_tokens',
        'email_outbox',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
      await db.schema.alterTable('access_tokens').dropColumn('impersonator_id').execute();
    },
  };
};
