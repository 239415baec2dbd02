import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes, notNull, withId } from './helpers';

/**
 * Assistants:
 * - assistants.voice_provider: which voice platform holds the assistant (`sandbox` or `vapi`; NULL for rows made
 *   before this migration, which are treated as sandbox ones). vapi_assistant_id is that platform's id.
 * - assistant_templates: each tenant's system prompt, first message and end-call message for demo assistants.
 *   `tenant_key` is 'platform' for the main host or 'reseller:<id>' (unique: one template per tenant, by the
 *   database). Without a row the spec's defaults (contracts DEFAULT_TEMPLATE) apply.
 * - phone_numbers: numbers bought for assistants (sandbox pool or Twilio), unique, released (deleted) with the
 *   assistant. provider_sid is Twilio's PN..., voice_phone_number_id the number's id on the voice platform.
 * - reseller_voice_settings: a reseller's own Vapi, Twilio and ElevenLabs credentials; secrets AES-256-GCM sealed
 *   (lib/secret-box.ts), never returned.
 * - voice_webhook_credentials: each tenant's secret for the voice platform's webhooks to /api/webhooks/vapi (sent
 *   as the assistant's server credential; the calls issue verifies it). Sealed like the keys above.
 */
export const assistants: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('assistants').addColumn('voice_provider', 'varchar(20)').execute();

      await withId(db.schema.createTable('assistant_templates'), dialect)
        .addColumn('tenant_key', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('reseller_id', 'integer', (c) =>
          c.references('resellers.id').onDelete('cascade'),
        )
        .addColumn('system_prompt', 'text', notNull)
        .addColumn('first_message', 'text', notNull)
        .addColumn('end_call_message', 'text', notNull)
        .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('updated_at', t.timestamp, notNull)
        .execute();

      await withId(db.schema.createTable('phone_numbers'), dialect)
        .addColumn('phone_number', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('country', 'varchar(2)', notNull)
        .addColumn('area_code', 'varchar(8)')
        .addColumn('locality', 'varchar(255)')
        .addColumn('region', 'varchar(255)')
        .addColumn('provider', 'varchar(20)', notNull)
        .addColumn('provider_sid', 'varchar(255)')
        .addColumn('voice_phone_number_id', 'varchar(255)')
        .addColumn('assistant_id', 'integer', (c) =>
          c.references('assistants.id').onDelete('set null'),
        )
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('reseller_id', 'integer', (c) => c.references('resellers.id'))
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('updated_at', t.timestamp, notNull)
        .execute();
      await db.schema
        .createIndex('phone_numbers_assistant_idx')
        .on('phone_numbers')
        .column('assistant_id')
        .execute();

      await db.schema
        .createTable('reseller_voice_settings')
        .addColumn('reseller_id', 'integer', (c) =>
          c.primaryKey().references('resellers.id').onDelete('cascade'),
        )
        .addColumn('vapi_api_key_encrypted', 'text')
        .addColumn('twilio_account_sid', 'varchar(64)')
        .addColumn('twilio_auth_token_encrypted', 'text')
        .addColumn('elevenlabs_api_key_encrypted', 'text')
        .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('updated_at', t.timestamp, notNull)
        .execute();

      await withId(db.schema.createTable('voice_webhook_credentials'), dialect)
        .addColumn('tenant_key', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('reseller_id', 'integer', (c) =>
          c.references('resellers.id').onDelete('cascade'),
        )
        .addColumn('secret_encrypted', 'text', notNull)
        .addColumn('voice_credential_id', 'varchar(255)')
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('updated_at', t.timestamp, notNull)
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('voice_webhook_credentials').execute();
      await db.schema.dropTable('reseller_voice_settings').execute();
      await db.schema.dropTable('phone_numbers').execute();
      await db.schema.dropTable('assistant_templates').execute();
      await db.schema.alterTable('assistants').dropColumn('voice_provider').execute();
    },
  };
};
