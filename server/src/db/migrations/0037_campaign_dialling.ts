import type { AnyDb, MigrationFactory } from './helpers';
import { columnTypes } from './helpers';

/**
 * What the campaign dialling engine (voice/campaigns/dialler.ts) keeps:
 * - campaigns: started_at (first start), completed_at (completed or cancelled), paused_reason (why the engine
 *   paused it, shown to the user: e.g. the plan's minutes ran out; null when a user paused it or it runs).
 * - campaign_contacts: the attempt in flight: call_ref (our reference of the (contact, attempt), sent to the
 *   platform with the call and matched when its end comes back), provider_call_id (the platform's call id, once
 *   placed; call_logs.call_id), the claim's lease (claimed_at, lease_until, locked_by: the process that claimed it),
 *   placed_at (when the platform accepted the call).
 * Indexes: (status, lease_until) finds 'calling' contacts whose lease expired (crash recovery); provider_call_id
 * finds the contact of an ended call in the webhooks' transaction. The due contacts are read by 0035's
 * (campaign_id, status, next_attempt_at).
 */
export const campaignDialling: MigrationFactory = (dialect) => {
  const t = columnTypes(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('campaigns').addColumn('started_at', t.timestamp).execute();
      await db.schema.alterTable('campaigns').addColumn('completed_at', t.timestamp).execute();
      await db.schema.alterTable('campaigns').addColumn('paused_reason', 'varchar(255)').execute();
      for (const [name, type] of [
        ['call_ref', 'varchar(64)'],
        ['provider_call_id', 'varchar(128)'],
        ['locked_by', 'varchar(64)'],
      ] as const) {
        await db.schema.alterTable('campaign_contacts').addColumn(name, type).execute();
      }
      for (const name of ['claimed_at', 'lease_until', 'placed_at']) {
        await db.schema.alterTable('campaign_contacts').addColumn(name, t.timestamp).execute();
      }
      await db.schema
        .createIndex('campaign_contacts_lease_idx')
        .on('campaign_contacts')
        .columns(['status', 'lease_until'])
        .execute();
      await db.schema
        .createIndex('campaign_contacts_provider_call_idx')
        .on('campaign_contacts')
        .column('provider_call_id')
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('campaign_contacts_provider_call_idx').execute();
      await db.schema.dropIndex('campaign_contacts_lease_idx').execute();
      for (const name of [
        'call_ref',
        'provider_call_id',
        'locked_by',
        'claimed_at',
        'lease_until',
        'placed_at',
      ]) {
        await db.schema.alterTable('campaign_contacts').dropColumn(name).execute();
      }
      for (const name of ['started_at', 'completed_at', 'paused_reason']) {
        await db.schema.alterTable('campaigns').dropColumn(name).execute();
      }
    },
  };
};
