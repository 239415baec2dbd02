import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes, notNull, withId } from './helpers';

/**
 * Outbound campaigns (voice/campaigns): the model a dialling engine runs on. Nothing dials yet: a campaign is
 * created as a draft with its contacts; starting it (and the scheduler) comes with the engine.
 * - campaigns: an assistant's outbound work, owned like the assistant (user_id, reseller_id copied from it);
 *   status draft|scheduled|running|paused|completed|cancelled; its schedule (starts_at, ends_at, the calling window
 *   per weekday as JSON {mon: {start, end} | null, ...} read in each contact's own time zone, time_zone for contacts
 *   without one), max_concurrent (capped by the plan), retries (retry_count, retry_spacing_minutes, retry_on: JSON
 *   array of no_answer|busy|voicemail) and the consent given at creation (consent_confirmed_at, consent_by).
 * - campaign_contacts: one number per campaign (unique (campaign_id, phone_e164)), its name, time zone (null: the
 *   campaign's), variables (JSON object for the assistant's {{placeholders}}), status queued|calling|completed|
 *   failed|no_answer|voicemail|do_not_call, attempts, next_attempt_at, last_call_id (call_logs) and outcome.
 *   (campaign_id, status, next_attempt_at) is the index a scheduler picks its next contacts by.
 * - packages: campaigns_enabled, campaign_concurrency_limit (calls at once per campaign) and
 *   campaign_contacts_monthly_limit (contacts imported per calendar month, UTC, across the owner's campaigns).
 *   Plans that exist get no campaigns (0s, the columns' default): it is a new feature and nobody loses anything;
 *   the seeded platform plans (0002, found by name) get tiers, Starter none.
 */
const SEEDED_TIERS: Record<
  string,
  {
    campaigns_enabled: number;
    campaign_concurrency_limit: number;
    campaign_contacts_monthly_limit: number;
  }
> = {
  Starter: {
    campaigns_enabled: 0,
    campaign_concurrency_limit: 0,
    campaign_contacts_monthly_limit: 0,
  },
  Professional: {
    campaigns_enabled: 1,
    campaign_concurrency_limit: 5,
    campaign_contacts_monthly_limit: 5_000,
  },
  Business: {
    campaigns_enabled: 1,
    campaign_concurrency_limit: 20,
    campaign_contacts_monthly_limit: 50_000,
  },
  Enterprise: {
    campaigns_enabled: 1,
    campaign_concurrency_limit: 50,
    campaign_contacts_monthly_limit: 250_000,
  },
};

export const campaigns: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('campaigns'), dialect)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('reseller_id', 'integer', (c) =>
          c.references('resellers.id').onDelete('cascade'),
        )
        .addColumn('assistant_id', 'integer', (c) =>
          c.notNull().references('assistants.id').onDelete('cascade'),
        )
        .addColumn('phone_number_id', 'integer', (c) =>
          c.references('phone_numbers.id').onDelete('set null'),
        )
        .addColumn('name', 'varchar(255)', notNull)
        .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('draft'))
        .addColumn('starts_at', t.timestamp)
        .addColumn('ends_at', t.timestamp)
        .addColumn('time_zone', 'varchar(64)', notNull)
        .addColumn('calling_window', t.json, notNull)
        .addColumn('max_concurrent', 'integer', notNull)
        .addColumn('retry_count', 'integer', notNull)
        .addColumn('retry_spacing_minutes', 'integer', notNull)
        .addColumn('retry_on', t.json, notNull)
        .addColumn('consent_confirmed_at', t.timestamp, notNull)
        .addColumn('consent_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.timestamp, notNull)
        .addColumn('updated_at', t.timestamp, notNull)
        .execute();
      await db.schema
        .createIndex('campaigns_reseller_idx')
        .on('campaigns')
        .columns(['reseller_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('campaigns_user_idx')
        .on('campaigns')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('campaigns_assistant_idx')
        .on('campaigns')
        .column('assistant_id')
        .execute();
      await db.schema
        .createIndex('campaigns_status_idx')
        .on('campaigns')
        .column('status')
        .execute();

      await withId(db.schema.createTable('campaign_contacts'), dialect)
        .addColumn('campaign_id', 'integer', (c) =>
          c.notNull().references('campaigns.id').onDelete('cascade'),
        )
        .addColumn('phone_e164', 'varchar(16)', notNull)
        .addColumn('name', 'varchar(255)')
        .addColumn('time_zone', 'varchar(64)')
        .addColumn('variables', t.json)
        .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('queued'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', t.timestamp)
        .addColumn('last_call_id', 'integer', (c) =>
          c.references('call_logs.id').onDelete('set null'),
        )
        .addColumn('outcome', 'varchar(64)')
        .addColumn('created_at', t.timestamp, notNull)
        .execute();
      await db.schema
        .createIndex('campaign_contacts_number_idx')
        .on('campaign_contacts')
        .columns(['campaign_id', 'phone_e164'])
        .unique()
        .execute();
      await db.schema
        .createIndex('campaign_contacts_due_idx')
        .on('campaign_contacts')
        .columns(['campaign_id', 'status', 'next_attempt_at'])
        .execute();
      // The monthly contacts limit counts a month's imports by their time.
      await db.schema
        .createIndex('campaign_contacts_created_idx')
        .on('campaign_contacts')
        .columns(['campaign_id', 'created_at'])
        .execute();

      await db.schema
        .alterTable('packages')
        .addColumn('campaigns_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('packages')
        .addColumn('campaign_concurrency_limit', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('packages')
        .addColumn('campaign_contacts_monthly_limit', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      for (const [name, tier] of Object.entries(SEEDED_TIERS)) {
        await db
          .updateTable('packages')
          .set(tier)
          .where('name', '=', name)
          .where('reseller_id', 'is', null)
          .execute();
      }
    },
    async down(db: AnyDb) {
      for (const column of [
        'campaign_contacts_monthly_limit',
        'campaign_concurrency_limit',
        'campaigns_enabled',
      ]) {
        await db.schema.alterTable('packages').dropColumn(column).execute();
      }
      await db.schema.dropTable('campaign_contacts').execute();
      await db.schema.dropTable('campaigns').execute();
    },
  };
};
